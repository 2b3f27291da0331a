import { isSessionValid } from './auth/session';
import { readSession } from './auth/storage';
import { backend } from '@/api/backend';

/**
 * Where the start may send the screen's first data request (./first-request.ts): the API the
 * checked configuration names, with an open session's token. None on the demo backend (it runs
 * in the page and is not there yet), signed out, expired or locked (a locked session has no
 * token). In the first chunk; the request's own code loads apart.
 */
export function earlyRequestTarget(): { apiUrl: string; token: string } | null {
  const { apiUrl, demo } = backend();
  if (!apiUrl || demo) return null;
  const session = readSession({ repair: false });
  return isSessionValid(session) ? { apiUrl, token: session.token } : null;
}
