import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

/**
 * "Reset demo data": asks first, then restores the demo clinic's seed data and refetches every
 * screen so nothing stale stays on view. Offered only on the demo backend.
 */
export function ResetDemoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: () => import('@/api/demo').then((m) => m.resetDemoData()),
    onSuccess: async () => {
      await client.resetQueries();
      notifications.show({ color: 'clinic', message: t('resetDemo.done') });
      onClose();
    },
  });

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={() => reset.mutate()}
      title={t('resetDemo.title')}
      confirmLabel={t('resetDemo.confirm')}
      cancelLabel={t('resetDemo.cancel')}
      loading={reset.isPending}
      error={reset.isError ? errorText(reset.error, t('resetDemo.failed')) : undefined}
    >
      {t('resetDemo.body')}
    </ConfirmDialog>
  );
}
