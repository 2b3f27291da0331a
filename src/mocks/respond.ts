import { delay, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { DEMO_LATENCY_MS } from './config';
import { serverText, validationText, type ServerMessage } from './messages';
import { verifyToken } from './token';

export const latency = () => delay(DEMO_LATENCY_MS);

/** An error in the contract's shape: `{ msg, errors }` with a 4xx status. */
export const fail = (
  request: Request,
  status: number,
  message: ServerMessage,
  errors?: Record<string, string>,
) => HttpResponse.json({ msg: serverText(request, message), ...(errors && { errors }) }, { status });

/** Parses a JSON body with the contract's schema; a bad body answers 400 with per-field errors. */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= validationText(request, issue.message);
  }
  return { ok: false, response: fail(request, 400, 'invalidBody', errors) };
}

/** The signed-in user's id, or a 401 response when the bearer token is missing or invalid. */
export function authenticate(request: Request): { ok: true; userId: string } | { ok: false; response: Response } {
  const userId = verifyToken(request.headers.get('Authorization'));
  return userId ? { ok: true, userId } : { ok: false, response: fail(request, 401, 'unauthorized') };
}
