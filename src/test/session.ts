import { jwtExpiry, type Session } from '@/app/auth/session';
import { writeSession } from '@/app/auth/storage';
import { issueToken } from '@/mocks/token';

/** The seeded demo account (src/mocks/db/accounts.ts). */
export const DEMO_USER = {
  id: 'u-0001',
  name: 'Leila Haddad',
  phone: '0700000001',
  password: 'demo1234',
} as const;

/**
 * Puts a signed-in session for the demo account in browser storage, as a sign-in would have left
 * it: a token the demo backend accepts and its own expiry. Returns what was stored.
 */
export function storeSession(overrides: Partial<Session> = {}): Session {
  const token = overrides.token ?? issueToken(DEMO_USER.id);
  const session: Session = {
    token,
    user: { id: DEMO_USER.id, name: DEMO_USER.name, phone: DEMO_USER.phone, type: 'root' },
    expiresAt: jwtExpiry(token) ?? Date.now() + 60 * 60 * 1000,
    ...overrides,
  };
  writeSession(session);
  return session;
}
