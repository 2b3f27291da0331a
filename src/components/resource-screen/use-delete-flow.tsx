import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useUndoableDelete } from '../feedback/undo-delete';
import type { Screen } from './screen';

/**
 * Delete as the issue asks: confirm first, then the rows go at once with an Undo offered for a
 * few seconds before the request is sent (see useUndoableDelete).
 */
export function useDeleteFlow<T extends object>(screen: Screen<T>) {
  const { t } = useTranslation('areas');
  const [pending, setPending] = useState<T[]>([]);
  const remove = useUndoableDelete(screen.resource);
  const label =
    pending.length === 1
      ? screen.rowLabel(pending[0]!)
      : t('actions.recordCount', { count: pending.length });

  const dialog = (
    <ConfirmDialog
      opened={pending.length > 0}
      onClose={() => setPending([])}
      onConfirm={() => {
        remove(pending, label);
        setPending([]);
      }}
      title={t('actions.deleteTitle', { name: label })}
      confirmLabel={t('actions.delete')}
      danger
    >
      <Text>{t('actions.deleteBody', { count: pending.length })}</Text>
    </ConfirmDialog>
  );
  return { ask: (records: T[]) => setPending(records), dialog };
}
