import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unvalidation } from '@/api/lab/changes';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useLabStages } from '@/components/lab/lab-references';
import { useSaveResult } from '@/components/lab/save-result';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';

const MAX_REASON = 500;

/**
 * Un-validating a result: it goes back to awaiting validation, and the reason, who and when are
 * written on it (designed fields). The reason is required; what was typed stays on a refusal.
 */
export function UnvalidateDialog({
  result,
  name,
  onClose,
}: {
  result: Result;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const { session } = useAuth();
  const { stages } = useLabStages();
  const client = useQueryClient();
  const save = useSaveResult();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(t('results.validation.reasonRequired'));
    if (text.length > MAX_REASON) return setError(tc('validation.tooLong'));
    if (!stages?.validation) return;
    save.mutate(
      {
        id: results.idOf(result),
        values: unvalidation(result, stages, session?.user.id ?? '', text),
        before: result,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('results.validation.undone', { name }) });
          void client.invalidateQueries({ queryKey: results.keys.lists() });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('results.validation.unvalidateTitle', { name })}
      centered
    >
      <Stack>
        <Text size="sm">{t('results.validation.unvalidateText')}</Text>
        <Textarea
          label={t('results.validation.reason')}
          required
          autosize
          minRows={2}
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        {save.error && <ErrorAlert>{save.error.message}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
          <Button color="orange" loading={save.isPending} onClick={submit}>
            {t('results.validation.unvalidate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
