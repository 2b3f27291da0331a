import { DEMO_SESSION_MS } from './config';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The demo backend's tokens are unsigned JWTs carrying `sub` and `exp`, like a real backend's
 * would, so the app's session length follows the token's own expiry.
 */
export function issueToken(userId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const exp = Math.floor((now + DEMO_SESSION_MS) / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: userId, iat, exp })}.demo`;
}

/** The user id a bearer token stands for, or null when it is missing, malformed or expired. */
export function verifyToken(header: string | null, now = Date.now()): string | null {
  const token = header?.match(/^Bearer (.+)$/)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims.sub : null;
  } catch {
    return null;
  }
}
