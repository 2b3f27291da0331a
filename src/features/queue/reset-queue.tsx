import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearQueue } from '@/api/resources/tickets';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

/** "Reset queue": asks first, then deletes the day's tickets and clears the desk (SPEC §4). */
export function ResetQueue() {
  const { t } = useTranslation('queue');
  const [asking, setAsking] = useState(false);
  const clear = useClearQueue();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'green', message: t('reset.done') });
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
        {t('reset.action')}
      </Button>
      <ConfirmDialog
        opened={asking}
        onClose={() => !clear.isPending && setAsking(false)}
        onConfirm={confirm}
        title={t('reset.title')}
        confirmLabel={t('reset.confirm')}
        loading={clear.isPending}
        error={clear.error?.message}
      >
        {t('reset.body')}
      </ConfirmDialog>
    </>
  );
}
