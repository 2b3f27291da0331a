import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallNextTicket } from '@/api/resources/tickets';

/**
 * "Call next" that is safe to click twice: while one call is on its way another click sends
 * nothing (a ref, since a double click lands before React re-renders the disabled button). A
 * failure says the server's message and leaves the current ticket as it was.
 */
export function useCallNext() {
  const { t } = useTranslation('queue');
  const mutation = useCallNextTicket();
  const inFlight = useRef(false);
  const call = async (counter?: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const ticket = await mutation.mutateAsync(counter || undefined);
      if (!ticket) notifications.show({ message: t('desk.nobodyWaiting') });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      inFlight.current = false;
    }
  };
  return { call, isPending: mutation.isPending };
}
