import type { LiteralArea } from './areas';
import { patientFor } from './patients';
import { backendWord, demoWord, isBackendWord, wordFields } from './words';

type Plain = Record<string, unknown>;
/** A JSON object (not an array, not null). */
export const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A value no record holds: what a filter on a word this backend does not use matches. */
const NO_SUCH_WORD = '\u0000';

/**
 * A list's query as this backend reads it: only the parameters it honours (`areas.ts`), each word
 * of its own in the demo's; every other parameter is dropped, as a server that ignores it would.
 * A filter on a status is on the backend's words only: another word (the app's `pending`, sent
 * without config.json's `values`) matches nothing here, as on a server that never stores it.
 */
export function listQueryIn(
  area: LiteralArea,
  params: URLSearchParams,
  known: (key: string) => boolean = (key) => area.listParams.has(key),
): URLSearchParams {
  const words = wordFields(area.name);
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (!known(key)) continue;
    // An id is compared whole, as the contract's field filter: a list of ids (the demo's batch
    // lookup, `_id=a,b`) names no record here.
    if (key === area.idField && value.includes(',')) {
      out.append(key, NO_SUCH_WORD);
      continue;
    }
    if (!words.includes(key) || value.trim() === '') out.append(key, value);
    else
      out.append(
        key,
        isBackendWord(area.name, key, value) ? demoWord(area.name, key, value) : NO_SUCH_WORD,
      );
  }
  return out;
}

/**
 * A JSON body in the demo's words. Either vocabulary is read: a word of the backend's becomes
 * the demo's, any other goes on as sent (the demo's validation refuses one it does not know).
 */
export function bodyIn(area: LiteralArea | undefined, body: unknown): unknown {
  if (!area || !isPlain(body)) return body;
  const out = { ...body };
  for (const field of wordFields(area.name))
    if (typeof out[field] === 'string') out[field] = demoWord(area.name, field, out[field]);
  return out;
}

/**
 * An answer of the demo's in this backend's words, at any depth (a cascade payment lists the
 * status of each bill it paid), and every record of results, transactions and tickets with its
 * patient.
 */
export function answerOut(area: LiteralArea | undefined, value: unknown): unknown {
  if (!area) return value;
  const fields = wordFields(area.name);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlain(node)) return node;
    const out: Plain = {};
    for (const [key, child] of Object.entries(node)) out[key] = walk(child);
    for (const field of fields)
      if (typeof out[field] === 'string') out[field] = backendWord(area.name, field, out[field]);
    if (area.patients && out[area.idField] !== undefined && !out.customerId) {
      const patient = patientFor(String(out[area.idField]));
      if (patient) out.customerId = patient;
    }
    return out;
  };
  return walk(value);
}
