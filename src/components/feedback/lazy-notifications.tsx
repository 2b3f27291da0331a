import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import './notices-end-with-session';

/** How long after a failed load the container is asked for again, online or not. */
const RETRY_MS = 10_000;

type Load = () => Promise<{ Notifications: ComponentType<NotificationsProps> }>;

/**
 * Mantine's notification container, loaded with the first notification rather than with the
 * main layout (its portal and transitions weigh 7 KB gzip that most page loads never show).
 * The store is tiny and always there, so nothing shown before the container arrives is lost.
 *
 * The first notification may come while the connection is down: its code cannot load then.
 * That must not take the screen down with it (it did: the route's error screen replaced the form
 * being saved, on a loaded machine where the code had not come before the connection went). The
 * container is asked for again once the browser is back online, or a little later, and shows
 * what the store kept meanwhile. `load` is the container's module (tests give their own).
 */
export function lazyNotifications(load: Load) {
  const toComponent = () => lazy(() => load().then((m) => ({ default: m.Notifications })));
  let Container = toComponent();
  return function LazyNotifications(props: NotificationsProps) {
    const { notifications, queue } = useNotifications();
    const [needed, setNeeded] = useState(false);
    const [attempt, setAttempt] = useState(0);
    if (!needed && notifications.length + queue.length > 0) setNeeded(true);
    if (!needed) return null;
    const retry = () => {
      // React keeps a failed lazy() failed: a new one loads again.
      Container = toComponent();
      setAttempt((n) => n + 1);
    };
    return (
      <NotLoaded key={attempt} onRetry={retry}>
        <Suspense fallback={null}>
          <Container {...props} />
        </Suspense>
      </NotLoaded>
    );
  };
}

export const LazyNotifications = lazyNotifications(() => import('./notifications-container'));

/** Catches a failed load, and asks again once the connection is back (or after a while). */
class NotLoaded extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    console.warn('The notifications could not load yet: asking again once online.', error);
    window.addEventListener('online', this.retry);
    this.timer = setTimeout(this.retry, RETRY_MS);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
    clearTimeout(this.timer);
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    clearTimeout(this.timer);
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
