import { endSession, provideSession } from '@/lib/session';
import { onSignOut, sessionEpoch } from './auth/sign-out-hooks';
import { readSession, readToken } from './auth/storage';

/**
 * Hands the session to the layers below (`lib/session.ts`): they read the token and the user
 * through it and hear of a session's end from it, without importing the app. Imported for its
 * effect by the app's root (app.tsx) and by the unit tests' setup, before any call is made.
 */
provideSession({
  token: readToken,
  current: () => {
    const session = readSession({ repair: false });
    return session && { userId: session.user.id, expiresAt: session.expiresAt };
  },
  epoch: sessionEpoch,
});
onSignOut(endSession);
