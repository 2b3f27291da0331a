/** Signed-in user details (SPEC §3): `type` is always "root" on login. */
export interface UserDetails {
  id: string;
  name: string;
  phone: string;
  type: 'root';
}

export interface Session {
  token: string;
  user: UserDetails;
  /** The stored session record `userInfo.expiresAt` (SPEC §3), in ms since epoch. */
  expiresAt: number;
}

/** A session is valid only while now < expiresAt (SPEC §4). */
export const isSessionValid = (session: Session | null, now = Date.now()): session is Session =>
  session !== null && now < session.expiresAt;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The `exp` claim of a JWT in ms, or undefined when the token is not a JWT carrying one. */
export function jwtExpiry(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && exp > 0 ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When a session that starts now ends: after its length (the deployment's `sessionHours`), or
 * sooner when the token's own `exp` says so. A token valid for 30 days still makes a session of
 * one shift: the app asks for the password again, whatever the server would accept.
 */
export function sessionExpiry(token: string, lengthMs: number, now = Date.now()): number {
  return Math.min(jwtExpiry(token) ?? Infinity, now + lengthMs);
}
