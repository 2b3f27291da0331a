import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The area's own actions, before edit and delete. */
  children?: ReactNode;
}

/** Edit and delete of one row (each where the area allows it), named after the row for screen readers ("Edit Amina Haddad"). */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation('areas');
  const edit = t('actions.editNamed', { name });
  const remove = t('actions.deleteNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={edit} title={edit} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={remove}
          title={remove}
          onClick={onDelete}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
