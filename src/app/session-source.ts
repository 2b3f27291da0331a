import { setSessionSource } from '@/api/interceptors';
import { onSignOut, sessionEpoch } from './auth/sign-out-hooks';
import { readSession, readToken } from './auth/storage';

/**
 * Hands the session to the layers below (`api/session.ts`): they read the token and the session
 * through it and hear of a session's end from it, without importing the app. Imported for its
 * effect by the app's root (app.tsx) and first by the unit tests' setup, before any call.
 */
setSessionSource({
  token: readToken,
  current: () => {
    const session = readSession({ repair: false });
    return session && { userId: session.user.id, expiresAt: session.expiresAt };
  },
  onEnd: onSignOut,
  epoch: sessionEpoch,
});
