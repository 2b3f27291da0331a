import { lazy, Suspense } from 'react';
import { useAuth } from './auth-context';

const LockLayer = lazy(() =>
  import('@/features/auth/lock-layer').then((m) => ({ default: m.LockLayer })),
);

/**
 * The idle lock on screen (app/auth/auth-context.tsx decides when): while locked, the lock screen
 * and nothing else (features/auth/lock-layer.tsx hides the rest, without unmounting it).
 */
export function SessionLock() {
  const { locked } = useAuth();
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <LockLayer />
    </Suspense>
  );
}
