import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notify } from '@/features/lab/parts/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unvalidation } from '@/features/lab/rules/changes';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useSaveResult } from '@/features/lab/parts/save-result';
import { cachedStages } from './stages-cache';
import classes from './unvalidate-dialog.module.css';
import '@mantine/core/styles/Notification.css';

const MAX_REASON = 500;

/**
 * Un-validating a result: it goes back to awaiting validation, and the reason, who and when are
 * written on it (designed fields). The reason is required; what was typed stays on a refusal.
 * A native modal dialog (its focus trap, Escape and backdrop are the browser's), loaded with
 * its first use.
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);

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
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('results.validation.unvalidateTitle', { name })}
        </Title>
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
    </dialog>
  );
}
