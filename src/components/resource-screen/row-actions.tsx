import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Tooltip.css';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  /** The area's own actions, before edit and delete. */
  children?: ReactNode;
}

/** Edit and delete of one row, named after the row for screen readers ("Edit Amina Haddad"). */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation('areas');
  const edit = t('actions.editNamed', { name });
  const remove = t('actions.deleteNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      <Tooltip label={edit} openDelay={400}>
        <ActionIcon variant="subtle" aria-label={edit} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label={remove} openDelay={400}>
          <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
