import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useUndoableDelete } from '../feedback/undo-delete';
import type { Screen } from './screen';

interface DeleteDialogProps<T extends object> {
  screen: Screen<T>;
  records: T[];
  onClose: () => void;
}

/**
 * Delete as the issue asks: confirm first, then the rows go at once with an Undo offered for a
 * few seconds before the request is sent (see useUndoableDelete, whose timers outlive this
 * dialog). Loaded when first needed: a list that nobody deletes from does not carry it.
 */
export function DeleteDialog<T extends object>({ screen, records, onClose }: DeleteDialogProps<T>) {
  const { t } = useTranslation('areas');
  const remove = useUndoableDelete(screen.resource);
  const label =
    records.length === 1
      ? screen.rowLabel(records[0]!)
      : t('actions.recordCount', { count: records.length });
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={() => {
        remove(records, label);
        onClose();
      }}
      title={t('actions.deleteTitle', { name: label })}
      confirmLabel={t('actions.delete')}
      danger
    >
      {t('actions.deleteBody', { count: records.length })}
    </ConfirmDialog>
  );
}
