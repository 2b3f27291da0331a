/**
 * Body rules of SPEC §5 and §3: fields holding an empty string are left out, `createdAt` is set
 * on create and `updatedAt` on update where the area records it.
 */
export function omitEmptyStrings<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')) as Partial<T>;
}

export interface PayloadRules {
  /** Appointments, medical examinations, results and statuses also omit empty strings on update. */
  omitEmptyOnUpdate?: boolean;
  /** Types, appointments, medical examinations, results and drawers set `updatedAt`. */
  updatedAt?: boolean;
  /** Fields the server must not receive on create (currencies: `rate`). */
  dropOnCreate?: readonly string[];
}

export function createPayload(body: object, rules: PayloadRules = {}, now = new Date()) {
  const out: Record<string, unknown> = { ...omitEmptyStrings(body) };
  for (const field of rules.dropOnCreate ?? []) delete out[field];
  out.createdAt = now.toISOString();
  return out;
}

export function updatePayload(body: object, rules: PayloadRules = {}, now = new Date()) {
  const out: Record<string, unknown> = rules.omitEmptyOnUpdate
    ? { ...omitEmptyStrings(body) }
    : { ...body };
  if (rules.updatedAt) out.updatedAt = now.toISOString();
  return out;
}
