import { delay, HttpResponse, type JsonBodyType } from 'msw';
import type * as z from 'zod/mini';
import { demoLatency } from './config';
import { serverText, validationText, type ServerMessage } from './messages';
import { verifyToken } from './token';

/** Whether a value can go out as a JSON body (what a row, a page or a parsed answer always is). */
const isJsonBody = (value: unknown): value is JsonBodyType =>
  value === undefined || ['string', 'number', 'boolean', 'object'].includes(typeof value);

/**
 * A JSON answer of a value the backends hold as `unknown` (rows as presented, an answer read
 * back and rewritten): checked to be JSON, so a function or a symbol fails here, not on the wire.
 */
export function json(value: unknown, init?: ResponseInit) {
  if (!isJsonBody(value)) throw new TypeError(`Not a JSON body: a ${typeof value}`);
  return HttpResponse.json(value, init);
}

/** Waits the demo latency in force now (see setDemoLatency). */
export const latency = () => delay(demoLatency());

/** An error in the contract's shape: `{ msg, errors }` with a 4xx status. */
export const fail = (
  request: Request,
  status: number,
  message: ServerMessage,
  errors?: Record<string, string>,
) =>
  HttpResponse.json({ msg: serverText(request, message), ...(errors && { errors }) }, { status });

/** Per-field messages of a failed parse, in the request's language (the first per field). */
export function fieldErrors(request: Request, issues: readonly z.core.$ZodIssue[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= validationText(request, issue.message);
  }
  return errors;
}

/**
 * Parses a JSON body with the contract's schema; a bad body answers 400 with per-field errors.
 * `raw` is the body as sent, for the fields the schema does not carry (createdAt, updatedAt).
 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  { nullClears = false }: { nullClears?: boolean } = {},
): Promise<
  | { ok: true; data: z.output<S>; raw: unknown; cleared: string[] }
  | { ok: false; response: Response }
> {
  const raw: unknown = await request.json().catch(() => undefined);
  // An update may clear an optional field with `null` (JSON merge-patch's reading of it).
  const cleared =
    nullClears && raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.keys(raw).filter((key) => (raw as Record<string, unknown>)[key] === null)
      : [];
  const body = cleared.length
    ? Object.fromEntries(Object.entries(raw as object).filter(([key]) => !cleared.includes(key)))
    : raw;
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data, raw, cleared };
  return {
    ok: false,
    response: fail(request, 400, 'invalidBody', fieldErrors(request, parsed.error.issues)),
  };
}

/** The signed-in user's id, or a 401 response when the bearer token is missing or invalid. */
export function authenticate(
  request: Request,
): { ok: true; userId: string } | { ok: false; response: Response } {
  const userId = verifyToken(request.headers.get('Authorization'));
  return userId
    ? { ok: true, userId }
    : { ok: false, response: fail(request, 401, 'unauthorized') };
}
