import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { LoginResponse } from '@/api/auth';
import { setSessionGate, setUnauthorizedHandler } from '@/api/interceptors';
import { settings } from '@/config/settings';
import { lockIfIdle, watchIdle } from './idle';
import { coverPage, uncoverPage } from './lock-cover';
import { watchRestoredPage } from './restored-page';
import { isSessionValid, sessionExpiry, type Session } from './session';
import { nextAuthState, signedOut, type AuthEvent, type AuthState } from './session-machine';
import { runSignInHooks, runSignOutHooks } from './sign-out-hooks';
import {
  LOCK_KEYS,
  STORAGE_KEYS,
  clearSession,
  readLockedSession,
  readSession,
  readToken,
  removeLock,
  writeActivity,
  writeLock,
  writeSession,
} from './storage';
import { claimTab, wipeSessionData } from './wipe';

/** Why the last session ended, so the sign-in page can say so. */
export type SignOutReason = 'user' | 'switch' | 'expired' | 'unauthorized' | 'elsewhere';

/**
 * Why the screen is locked: no input for the idle time (or the user asked), or the server
 * refused the token (a 401), so the lock can say so.
 */
export type LockReason = 'idle' | 'unauthorized';

export interface Auth {
  /** The signed-in user's session; while locked, its user and end with no token. */
  session: Session | null;
  /** The screen is locked: content hidden, calls held until the same user signs in again. */
  locked: boolean;
  lockReason: LockReason;
  /** Evaluated at call time, so a session that has just run out counts as signed out. */
  isAuthenticated: () => boolean;
  signIn: (response: LoginResponse) => Session;
  /**
   * The lock's sign-in answered: the same user carries on where they were. Null (nothing
   * changed) when the password opened another account than the locked one.
   */
  unlock: (response: LoginResponse) => Session | null;
  lock: () => void;
  signOut: (reason: SignOutReason) => void;
  lastSignOutReason: SignOutReason | null;
}

const AuthContext = createContext<Auth | null>(null);

/** The longest delay setTimeout honours; longer sessions re-arm the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The stored state at start. A record that can no longer be used (run out, corrupt) takes with it
 * whatever its session left in this browser: drafts, names, filters, queued work.
 */
function initialState(): AuthState {
  const keys = [...Object.values(STORAGE_KEYS), LOCK_KEYS.lock];
  const found =
    typeof localStorage !== 'undefined' && keys.some((key) => localStorage.getItem(key));
  // Idle since before this start (the browser closed and opened again): locked at once.
  lockIfIdle(settings().idleLockMs);
  const locked = readLockedSession();
  if (locked && isSessionValid({ token: '', ...locked })) {
    claimTab(locked.user.id);
    // Hidden before the first render of anything of it (see dispatch below).
    coverPage();
    return { status: 'locked', session: locked };
  }
  const stored = found && !locked ? readSession() : null;
  if (stored && isSessionValid(stored)) {
    claimTab(stored.user.id);
    return { status: 'active', session: stored };
  }
  if (found) {
    clearSession();
    wipeSessionData();
  }
  claimTab(undefined);
  return signedOut;
}

const exposed = (state: AuthState): Session | null =>
  state.status === 'signedOut'
    ? null
    : state.status === 'active'
      ? state.session
      : { token: '', ...state.session };

const sessionOf = (response: LoginResponse): Session => ({
  token: response.token,
  user: { id: response.id, name: response.name, phone: response.phone, type: 'root' },
  expiresAt: sessionExpiry(response.token, settings().sessionLengthMs),
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setStateValue] = useState<AuthState>(initialState);
  const [lastSignOutReason, setReason] = useState<SignOutReason | null>(null);
  const [lockReason, setLockReason] = useState<LockReason>('idle');
  // The router's guard reads the state between renders (right after signIn, before React has
  // re-rendered), so the current value also lives in a ref that every change updates first.
  const stateRef = useRef(state);
  /** Calls held while locked: released by the unlock, failed by the session's end. */
  const held = useRef<{ resolve: () => void; reject: (error: unknown) => void }[]>([]);

  const dispatch = useCallback((event: AuthEvent) => {
    const next = nextAuthState(stateRef.current, event);
    if (next === stateRef.current) return false;
    stateRef.current = next;
    // The page is covered in the task that locks it, before React renders the lock (and whether
    // or not the lock screen's code can load), and uncovered as the same user carries on. A
    // session that ends stays covered until the sign-in page has replaced it (app.tsx).
    if (next.status === 'locked') coverPage();
    else if (next.status === 'active') uncoverPage();
    setStateValue(next);
    if (next.status === 'active') for (const call of held.current.splice(0)) call.resolve();
    if (next.status === 'signedOut')
      for (const call of held.current.splice(0))
        call.reject(
          new DOMException('The session ended while the screen was locked.', 'AbortError'),
        );
    return true;
  }, []);

  /**
   * Ends the session: storage first (other tabs follow), then what this page holds (the query
   * cache, names, timers), then every trace left in storage, before React re-renders: a form
   * unmounting after this finds no session to keep a draft for.
   */
  const end = useCallback(
    (reason: SignOutReason, { here = true }: { here?: boolean } = {}) => {
      const current = stateRef.current;
      if (current.status === 'signedOut') return;
      const token = reason === 'user' && current.status === 'active' ? current.session.token : null;
      if (here) clearSession();
      runSignOutHooks({ userId: current.session.user.id, token });
      wipeSessionData();
      // Once per end, from the tab that ended it.
      if (here) void import('./signed-out-request').then((m) => m.askServerToClearCache());
      setReason(reason);
      dispatch({ type: 'signOut' });
    },
    [dispatch],
  );
  const signOut = useCallback((reason: SignOutReason) => end(reason), [end]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      const next = sessionOf(response);
      claimTab(next.user.id);
      writeActivity();
      writeSession(next);
      setReason(null);
      dispatch({ type: 'signIn', session: next });
      runSignInHooks(next.user.id);
      return next;
    },
    [dispatch],
  );

  const lockFor = useCallback(
    (reason: LockReason) => {
      if (stateRef.current.status !== 'active') return;
      writeLock();
      setLockReason(reason);
      dispatch({ type: 'lock' });
    },
    [dispatch],
  );
  const lock = useCallback(() => lockFor('idle'), [lockFor]);

  const unlock = useCallback(
    (response: LoginResponse) => {
      const current = stateRef.current;
      if (current.status !== 'locked' || current.session.user.id !== response.id) return null;
      const next = sessionOf(response);
      writeActivity();
      writeSession(next);
      removeLock();
      dispatch({ type: 'unlock', session: next });
      return next;
    },
    [dispatch],
  );

  // The cover is the page's, not this provider's: it goes with it (React's strict mode mounts
  // twice, hence put up again on mounting).
  useEffect(() => {
    if (stateRef.current.status === 'locked') coverPage();
    return uncoverPage;
  }, []);

  // A 401 from any call (the server no longer takes the token: its own expiry, a revocation)
  // locks the screen: the same user's password carries on with everything as it was; "Switch
  // user" ends the session. While locked, calls wait for the unlock.
  useEffect(() => {
    setUnauthorizedHandler(() => lockFor('unauthorized'));
    setSessionGate(() =>
      stateRef.current.status === 'locked'
        ? new Promise<void>((resolve, reject) => held.current.push({ resolve, reject }))
        : undefined,
    );
    return () => {
      setUnauthorizedHandler(undefined);
      setSessionGate(undefined);
    };
  }, [lockFor]);

  // The session ends on its own when expiresAt passes while the app is open, locked or not.
  const expiresAt = state.status === 'signedOut' ? undefined : state.session.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const check = () => {
      if (stateRef.current.status === 'signedOut') return;
      if (!isSessionValid({ token: '', ...stateRef.current.session })) signOut('expired');
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A session longer than the longest timer re-arms until its end is within reach.
    const arm = () => {
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) check();
      else timer = setTimeout(arm, Math.min(remaining, MAX_TIMER_MS));
    };
    arm();
    // Timers stall in sleeping laptops and background tabs: check again when the tab comes back.
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [expiresAt, signOut]);

  // No input for the idle time, in any tab: every tab locks.
  const active = state.status === 'active';
  useEffect(() => (active ? watchIdle(settings().idleLockMs, lock) : undefined), [active, lock]);

  // Sign-in, lock, unlock and sign-out in another tab reach this one through the storage event.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== LOCK_KEYS.lock)
        return;
      const current = stateRef.current;
      // Another tab's change is that tab's business, not corruption for this one to repair.
      const locked = readLockedSession({ repair: false });
      if (locked) {
        if (current.status === 'active' && current.session.user.id === locked.user.id)
          dispatch({ type: 'lock' });
        return;
      }
      const stored = readSession({ repair: false });
      if (stored && isSessionValid(stored)) {
        if (current.status === 'locked') dispatch({ type: 'unlock', session: stored });
        else if (current.status === 'signedOut' || current.session.token !== stored.token) {
          claimTab(stored.user.id);
          setReason(null);
          dispatch({ type: 'signIn', session: stored });
          runSignInHooks(stored.user.id);
        }
        return;
      }
      // The token is written last and the lock removed last: neither there means signed out.
      if (readToken() === null && current.status !== 'signedOut') end('elsewhere', { here: false });
    };
    window.addEventListener('storage', onStorage);
    // Back from the back/forward cache, it catches up as on any storage event, or starts afresh.
    const stopRestored = watchRestoredPage(
      () =>
        stateRef.current.status === 'signedOut' ? undefined : stateRef.current.session.user.id,
      () => onStorage(new StorageEvent('storage')),
    );
    return () => {
      window.removeEventListener('storage', onStorage);
      stopRestored();
    };
  }, [dispatch, end]);

  const value = useMemo<Auth>(
    () => ({
      session: exposed(state),
      locked: state.status === 'locked',
      lockReason,
      isAuthenticated: () => {
        const current = stateRef.current;
        return current.status !== 'signedOut' && isSessionValid({ token: '', ...current.session });
      },
      signIn,
      unlock,
      lock,
      signOut,
      lastSignOutReason,
    }),
    [state, lockReason, signIn, unlock, lock, signOut, lastSignOutReason],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
