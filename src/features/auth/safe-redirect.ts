/**
 * Where to go after signing in: the page the user asked for, when it is a path inside this app.
 * Anything else (another origin, a protocol-relative URL, the auth pages themselves) goes home.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/';
  }
  if (/^\/(login|register)(\/|\?|#|$)/.test(target)) return '/';
  return target;
}
