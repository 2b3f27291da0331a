import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The dialog's accessible name. */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** A destructive action is red. */
  danger?: boolean;
  loading?: boolean;
  /** Shown above the buttons when the action failed; the dialog stays open. */
  error?: string;
}

/**
 * Asks before an action that cannot be taken back. The safe choice has the focus, so Enter or
 * Escape never destroys anything by accident.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = true,
  loading,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
