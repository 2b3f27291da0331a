import { Alert, Button } from '@mantine/core';
import {
  Component,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A part of a screen that loads on first use (React.lazy) and, when its code cannot be loaded
 * (the connection dropped, a new deployment removed the old files), says so in its own place
 * with a way to try again, instead of taking the whole screen, and what was typed on it, down.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: unknown }>,
): ComponentType<P> {
  // The loaded module's component, taken for one of these props (checked at the call site).
  const loadPart = load as () => Promise<{ default: ComponentType<P> }>;
  let Part = lazy(loadPart);
  return function RetryablePart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      // React keeps a failed lazy() failed: a new one loads again.
      Part = lazy(loadPart);
      setAttempt((n) => n + 1);
    };
    return (
      <PartBoundary key={attempt} onRetry={retry}>
        <Part {...props} />
      </PartBoundary>
    );
  };
}

class PartBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the screen failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="orange" variant="light" title={t('lazy.failed')}>
      <Button size="xs" variant="light" color="orange" onClick={onRetry}>
        {t('lazy.retry')}
      </Button>
    </Alert>
  );
}
