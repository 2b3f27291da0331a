import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine's notification container, loaded with the first notification rather than with the
 * main layout (its portal and transitions weigh 7 KB gzip that most page loads never show).
 * The store is tiny and always there, so nothing shown before the container arrives is lost.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
