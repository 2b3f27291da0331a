import i18n from 'i18next';
import type * as z from 'zod/mini';

export type ApiErrorKind = 'http' | 'network' | 'contract';

/**
 * The one error type every API call rejects with. `message` is the body's `msg` when the server
 * sent one, else the request's own message; `serverMessage` keeps the `msg` alone so screens can
 * fall back to the catalogue text of SPEC §8 when the server said nothing useful.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly errors: Record<string, string> = {},
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.join('.') : i18n.t('errors:contract.root');
  if (issue.code === 'invalid_type') {
    return i18n.t('errors:contract.expected', { path, expected: issue.expected });
  }
  return i18n.t('errors:contract.invalid', { path, detail: issue.message });
}

/**
 * A 2xx response whose body does not match the contract: translated, naming what was expected.
 * Without a zod error, the body was not JSON at all.
 */
export function contractError(what: string, zodError?: z.core.$ZodError): ApiError {
  const details = zodError
    ? zodError.issues.slice(0, 3).map(describeIssue).join('; ')
    : i18n.t('errors:contract.notJson');
  return new ApiError(i18n.t('errors:contract.message', { what, details }), 0, 'contract');
}

/**
 * The text a screen shows for a failed call: the server's `msg` when there is one, the contract
 * error when the server answered nonsense, otherwise the catalogue text for the operation.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'contract') return error.message;
  }
  return fallback;
}

/**
 * Rejects with the text a screen shows for a failed operation (see `errorText`), keeping the
 * status, kind and per-field errors. Cancellations pass through untouched.
 */
export function operationError(error: unknown, fallback: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const text = errorText(error, fallback);
  if (text === error.message) return error;
  return new ApiError(text, error.status, error.kind, error.errors, error.serverMessage);
}
