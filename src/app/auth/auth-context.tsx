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
import { setUnauthorizedHandler } from '@/api/interceptors';
import { SESSION_LENGTH_MS } from '@/app/config';
import { isSessionValid, sessionExpiry, type Session } from './session';
import { runSignOutHooks } from './sign-out-hooks';
import { STORAGE_KEYS, clearSession, readSession, readToken, writeSession } from './storage';

/** Why the last session ended, so the sign-in page can say so. */
export type SignOutReason = 'user' | 'expired' | 'unauthorized' | 'elsewhere';

export interface Auth {
  session: Session | null;
  /** Evaluated at call time, so a session that has just run out counts as signed out. */
  isAuthenticated: () => boolean;
  signIn: (response: LoginResponse) => Session;
  signOut: (reason: SignOutReason) => void;
  lastSignOutReason: SignOutReason | null;
}

const AuthContext = createContext<Auth | null>(null);

/** The longest delay setTimeout honours; longer sessions re-arm the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function initialSession(): Session | null {
  const stored = readSession();
  if (stored && !isSessionValid(stored)) {
    clearSession();
    return null;
  }
  return stored;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSessionState] = useState<Session | null>(initialSession);
  const [lastSignOutReason, setReason] = useState<SignOutReason | null>(null);
  // The router's guard reads the session between renders (right after signIn, before React has
  // re-rendered), so the current value also lives in a ref that every change updates first.
  const sessionRef = useRef(session);
  const setSession = useCallback((next: Session | null) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const signOut = useCallback(
    (reason: SignOutReason) => {
      clearSession();
      runSignOutHooks();
      setReason(reason);
      setSession(null);
    },
    [setSession],
  );

  const signIn = useCallback(
    (response: LoginResponse) => {
      const next: Session = {
        token: response.token,
        user: { id: response.id, name: response.name, phone: response.phone, type: 'root' },
        expiresAt: sessionExpiry(response.token, SESSION_LENGTH_MS),
      };
      writeSession(next);
      setReason(null);
      setSession(next);
      return next;
    },
    [setSession],
  );

  // A 401 from any call ends the session.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (sessionRef.current) signOut('unauthorized');
    });
    return () => setUnauthorizedHandler(undefined);
  }, [signOut]);

  // The session ends on its own when expiresAt passes while the app is open.
  useEffect(() => {
    if (!session) return;
    const check = () => {
      if (!isSessionValid(sessionRef.current)) signOut('expired');
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A session longer than the longest timer re-arms until its end is within reach.
    const arm = () => {
      const remaining = session.expiresAt - Date.now();
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
  }, [session, signOut]);

  // Sign-in and sign-out in another tab reach this one through the storage event.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      if (readToken() === null) {
        if (!sessionRef.current) return;
        runSignOutHooks();
        setReason('elsewhere');
        setSession(null);
        return;
      }
      // Another tab signed in. Its record is complete (the token is written last); anything else
      // is that tab's business, not corruption for this one to repair.
      const stored = readSession({ repair: false });
      if (stored && isSessionValid(stored) && stored.token !== sessionRef.current?.token) {
        setReason(null);
        setSession(stored);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setSession]);

  const value = useMemo<Auth>(
    () => ({
      session,
      isAuthenticated: () => isSessionValid(sessionRef.current),
      signIn,
      signOut,
      lastSignOutReason,
    }),
    [session, signIn, signOut, lastSignOutReason],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
