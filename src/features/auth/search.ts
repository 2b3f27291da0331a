/** Search params of /login: where to return after signing in, and a just-registered phone. */
export interface LoginSearch {
  redirect?: string;
  registered?: string;
}

/**
 * Anything but a string is dropped, never a crash. A plain function rather than a zod schema:
 * the sign-in page keeps zod out of its first load.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { redirect: pick(search.redirect), registered: pick(search.registered) };
}
