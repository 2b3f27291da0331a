import * as z from 'zod/mini';

/** Signed-in user details (SPEC §3): `type` is always "root" on login. */
export const userDetailsSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  phone: z.string(),
  type: z.literal('root'),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** The stored session record `userInfo` (SPEC §3): when the session ends, in ms since epoch. */
export const userInfoSchema = z.object({ expiresAt: z.int().check(z.positive()) });
export type UserInfo = z.infer<typeof userInfoSchema>;

export interface Session {
  token: string;
  user: UserDetails;
  expiresAt: number;
}

/** A session is valid only while now < expiresAt (SPEC §4). */
export const isSessionValid = (session: Session | null, now = Date.now()): session is Session =>
  session !== null && now < session.expiresAt;

const jwtPayloadSchema = z.object({ exp: z.number().check(z.positive()) });

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
    const payload = jwtPayloadSchema.safeParse(JSON.parse(decodeBase64Url(parts[1])));
    return payload.success ? payload.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** When a session that starts now ends: the token's own expiry when it has one, else now + length. */
export function sessionExpiry(token: string, lengthMs: number, now = Date.now()): number {
  return jwtExpiry(token) ?? now + lengthMs;
}
