import { isSessionValid } from './auth/session';
import { readSession } from './auth/storage';
import { API_URL, DEMO_MODE } from './config';

/**
 * Where the start may send the screen's first data request (./first-request.ts): the API the
 * checked configuration names, with an open session's token. None on the demo backend (it runs
 * in the page and is not there yet), signed out, expired or locked (a locked session has no
 * token). In the first chunk; the request's own code loads apart.
 */
export function earlyRequestTarget(): { apiUrl: string; token: string } | null {
  if (!API_URL || DEMO_MODE) return null;
  const session = readSession({ repair: false });
  return isSessionValid(session) ? { apiUrl: API_URL, token: session.token } : null;
}
