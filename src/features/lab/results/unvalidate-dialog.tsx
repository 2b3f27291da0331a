import { Text, Textarea } from '@mantine/core';
import { notify } from '@/features/lab/parts/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unvalidation } from '@/features/lab/rules/changes';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { useSaveResult } from '@/features/lab/parts/save-result';
import { cachedStages } from './stages-cache';
import { ModalDialog } from '@/features/lab/parts/modal-dialog';
import '@mantine/core/styles/Notification.css';

const MAX_REASON = 500;

/**
 * Un-validating a result: it goes back to awaiting validation, and the reason, who and when are
 * written on it (designed fields). The reason is required; what was typed stays on a refusal.
 * Loaded with its first use.
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
  const client = useQueryClient();
  const save = useSaveResult();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(t('results.validation.reasonRequired'));
    if (text.length > MAX_REASON) return setError(tc('validation.tooLong'));
    const stages = cachedStages();
    if (!stages?.validation) return setError(t('results.validation.missing.validation'));
    save.mutate(
      {
        id: results.idOf(result),
        values: unvalidation(result, stages, session?.user.id ?? '', text),
        before: result,
      },
      {
        onSuccess: () => {
          notify({ color: 'green', message: t('results.validation.undone', { name }) });
          void client.invalidateQueries({ queryKey: results.keys.lists() });
          onClose();
        },
      },
    );
  };
  return (
    <ModalDialog
      title={t('results.validation.unvalidateTitle', { name })}
      onCancel={onClose}
      error={save.error}
      action={{
        label: t('results.validation.unvalidate'),
        color: 'orange',
        loading: save.isPending,
        onClick: submit,
      }}
    >
      <Text size="sm">{t('results.validation.unvalidateText')}</Text>
      <Textarea
        label={t('results.validation.reason')}
        required
        autosize
        minRows={2}
        autoFocus
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(undefined);
        }}
      />
    </ModalDialog>
  );
}
