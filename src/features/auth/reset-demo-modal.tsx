import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { ErrorAlert } from '@/components/feedback/error-alert';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

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
      notifications.show({ color: 'teal', message: t('resetDemo.done') });
      onClose();
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('resetDemo.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('resetDemo.body')}</Text>
        {reset.isError && <ErrorAlert>{errorText(reset.error, t('resetDemo.failed'))}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('resetDemo.cancel')}
          </Button>
          <Button color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('resetDemo.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
