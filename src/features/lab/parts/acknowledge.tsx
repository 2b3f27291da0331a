import { Button } from '@mantine/core';
import { notify } from './notify';
import { IconBellCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acknowledgement } from '@/features/lab/rules/changes';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { resultName } from './result-name';
import { useSaveResult } from './save-result';
import '@mantine/core/styles/Notification.css';

/**
 * Acknowledging a critical result: who (the signed-in user's id) and when are written on the
 * result (`PUT`, the designed fields `acknowledgedBy` and `acknowledgedAt`). It leaves the
 * watch at once; a refusal brings it back with the server's message.
 */
export function AcknowledgeButton({
  result,
  patient,
  onDone,
  size = 'compact-sm',
}: {
  result: Result;
  /** The patient's name, for the button's accessible name. */
  patient?: string | undefined;
  onDone?: () => void;
  size?: 'compact-sm' | 'xs' | 'sm';
}) {
  const { t } = useTranslation('areas');
  const { session } = useAuth();
  const save = useSaveResult();
  const name = resultName(result);
  return (
    <Button
      size={size}
      variant="filled"
      color="red.9"
      leftSection={<IconBellCheck size={14} aria-hidden />}
      loading={save.isPending}
      aria-label={
        patient
          ? t('results.acknowledge.namedFor', { name, patient })
          : t('results.acknowledge.named', { name })
      }
      // The button leaves the screen as soon as the result is acknowledged (it is no longer
      // critical and waiting): the outcome is told from the call itself, not the button.
      onClick={() =>
        save
          .mutateAsync({
            id: results.idOf(result),
            values: acknowledgement(result, session?.user.id ?? ''),
            before: result,
          })
          .then(
            () => {
              notify({
                color: 'green',
                message: t('results.acknowledge.done', { name }),
              });
              onDone?.();
            },
            (error: Error) => notify({ color: 'red', message: error.message }),
          )
      }
    >
      {t('results.acknowledge.action')}
    </Button>
  );
}
