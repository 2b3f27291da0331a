import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CLINIC_NAME } from '@/config/settings';
import { useAuth } from './auth-context';
import { isUnattendedScreen } from './idle';
import { coverPage, lockLayer } from './lock-cover';

type Load = () => Promise<{ default: ComponentType }>;
const loadLockScreen: Load = () =>
  import('@/features/auth/lock-screen').then((m) => ({ default: m.LockScreen }));

/**
 * The idle lock on screen (app/auth/auth-context.tsx decides when, and covers the page as it
 * locks: lock-cover.ts). Into the cover's layer: the password form, loaded with the first lock
 * (not with the sign-in page); on the waiting-room display, the clinic's name and nothing of who
 * is signed in, until someone at it asks for the form.
 */
export function SessionLock({ load = loadLockScreen }: { load?: Load }) {
  const { locked } = useAuth();
  const [askedHere, setAskedHere] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The next lock of the display is its own: the name stays hidden until asked for again.
  if (!locked && askedHere) setAskedHere(false);
  if (!locked) return null;
  const layer = lockLayer() ?? coverPage();
  if (!layer) return null;
  return createPortal(
    isUnattendedScreen() && !askedHere ? (
      <DisplayPaused onUnlock={() => setAskedHere(true)} />
    ) : (
      // Each attempt mounts a new lazy(): React keeps a failed one failed.
      <LockForm key={attempt} load={load} onRetry={() => setAttempt((n) => n + 1)} />
    ),
    layer,
  );
}

/**
 * The display's lock, seen across a waiting room: the clinic, and that the display waits. The
 * lock form (with the signed-in user's name and phone) only when staff at it ask for it.
 */
function DisplayPaused({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="session-lock-display">
      <h1>{CLINIC_NAME || t('appName')}</h1>
      <p>{t('sessionLock.displayPaused')}</p>
      <button type="button" onClick={onUnlock}>
        {t('sessionLock.unlockHere')}
      </button>
    </main>
  );
}

/**
 * The password form, as its code arrives. Code that cannot load (the connection down as the
 * lock starts) leaves the page covered with a message and a retry, never the app's error
 * screen: the page under the lock, half-typed forms included, stays as it was.
 */
function LockForm({ load, onRetry }: { load: Load; onRetry: () => void }) {
  const [LockScreen] = useState(() => lazyOr(load, onRetry));
  return (
    <Suspense fallback={null}>
      <LockScreen />
    </Suspense>
  );
}

/** The lock screen, or what says it could not load (a failed import caught, not thrown). */
const lazyOr = (load: Load, retry: () => void) =>
  lazy(() =>
    load().catch((error: unknown) => {
      console.warn('The lock screen could not load: the page stays covered.', error);
      return { default: () => <LockNotLoaded onRetry={retry} /> };
    }),
  );

function LockNotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="session-lock-message">
      <h1>{t('sessionLock.title')}</h1>
      <p role="alert">{t('sessionLock.notLoaded')}</p>
      <button type="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </main>
  );
}
