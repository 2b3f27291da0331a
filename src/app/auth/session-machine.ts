import { isSessionValid, type Session } from './session';

/**
 * The session's states on a shared workstation, free of React and storage so that every rule is
 * a unit test away:
 *
 *   signedOut ──signIn──▶ active ──idle / lock──▶ locked ──unlock (same user)──▶ active
 *        ▲                  │                       │
 *        └──── signOut / expire (from either) ◀─────┘
 *
 * While locked the app keeps what is on screen (hidden and inert), but the token is gone: no
 * call leaves until the same user's password has been checked by a sign-in call.
 */
export type AuthState =
  | { status: 'signedOut' }
  | { status: 'active'; session: Session }
  /** The user and the session's end are known; the token is not kept. */
  | { status: 'locked'; session: Omit<Session, 'token'> };

export type AuthEvent =
  | { type: 'signIn'; session: Session }
  /** No input for the idle time (any tab), or the user locked the screen. */
  | { type: 'lock' }
  /** A sign-in call answered at the lock screen. */
  | { type: 'unlock'; session: Session }
  | { type: 'signOut' }
  /** The session's end (`expiresAt`) has passed. */
  | { type: 'expire' };

export const signedOut: AuthState = { status: 'signedOut' };

/** The next state; the same object when the event changes nothing. */
export function nextAuthState(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'signIn':
      // Locked, only the lock screen (the same user) opens the session again.
      return state.status === 'locked' ? state : { status: 'active', session: event.session };
    case 'lock':
      return state.status === 'active'
        ? { status: 'locked', session: withoutToken(state.session) }
        : state;
    case 'unlock':
      return state.status === 'locked' && state.session.user.id === event.session.user.id
        ? { status: 'active', session: event.session }
        : state;
    case 'signOut':
      return state.status === 'signedOut' ? state : signedOut;
    case 'expire':
      return state.status !== 'signedOut' && !isSessionValid({ token: '', ...state.session })
        ? signedOut
        : state;
  }
}

const withoutToken = ({ user, expiresAt }: Session): Omit<Session, 'token'> => ({
  user,
  expiresAt,
});

/** Whether the idle time has passed since the last input (0 turns the lock off). */
export const isIdle = (lastInput: number | undefined, idleMs: number, now = Date.now()) =>
  idleMs > 0 && (lastInput === undefined || now - lastInput >= idleMs);
