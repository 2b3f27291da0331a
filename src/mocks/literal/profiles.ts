/**
 * Where SPEC §7 is silent, a real server may take any reasonable variant (docs/contract.md). The
 * contract-only backend comes in profiles that take different ones, so that it cannot agree with
 * the app by accident: the suite runs on more than one (CI: `capped`, the lenient one with two variants more, and `strict`), and each
 * profile differs from the others on every open question the contract leaves.
 *
 * Plain data with no imports: the backend, its unit tests, the staging config and the
 * end-to-end specs read it.
 */
export interface LiteralProfile {
  /**
   * How a column filter matches a record's field: found in it, any case, in every field that
   * holds text (ids and choices too: `sex=male` finds "female"); whole and case-sensitive; or
   * not at all.
   */
  filters: 'contains' | 'exact' | 'ignored';
  /** A list parameter that names no field (`q`, `flag`, `sort` where §7 has none, `colour`). */
  unknownParams: 'ignored' | 'refused';
  /** Patients also found by one `name` (every word in first or last name), a field none has. */
  nameSearch: boolean;
  /** `GET /api/tickets/next`: marks the ticket called (status, counter, time), or only reads it. */
  nextCalls: boolean;
  /** `GET /api/tickets/count`: `{ count }` or the bare number. */
  count: 'object' | 'number';
  /** What a create answers: the record, or the record inside `{ data }`. */
  created: 'record' | 'wrapped';
  /** What an update answers: the record, or `{ ok: true }`. */
  updated: 'record' | 'ok';
  /** A PUT body: merged into the record, or validated as the whole record (a part is refused). */
  put: 'merge' | 'whole';
  /** A delete: `{ msg }`, or 204 with no body. */
  deleted: 'message' | 'empty';
  /** Starting a transaction, a partial and a cascade payment: records, or `{ ok: true }`. */
  payments: 'records' | 'ok';
  /** An upload: the file it stored, or `{ ok: true }`. */
  uploads: 'file' | 'ok';
  /** The balance: `{ balance, totalDue, totalPaid, currency }`, or the bare balance. */
  balance: 'object' | 'number';
  /**
   * A partial payment's own record: with its bill's patient copied onto it, or kept without one
   * (the app does not send it), found then only by the bill it references.
   */
  partialPayer: 'copied' | 'omitted';
  /**
   * A column filter that no record matches (on a value, or a field, no record has, or no longer
   * has): an empty list, or the filter dropped as one the server cannot apply (every record).
   */
  unmatched: 'empty' | 'everything';
  /** The most rows a page holds, whatever `limit` asks (0: as many as asked). */
  pageCap: number;
  /**
   * A cascade payment: one payment per bill it settles, each naming its bill; or one transaction
   * of the payer for the whole amount, naming no bill and saying no `paidAmount` (its bills still
   * owe less): the day report must list it, not lose it (docs/contract.md row 24).
   */
  cascades: 'perBill' | 'payer';
}

/** The first contract-only backend: forgiving, talkative. */
const lenient: LiteralProfile = {
  filters: 'contains',
  unknownParams: 'ignored',
  nameSearch: true,
  nextCalls: true,
  count: 'object',
  created: 'record',
  updated: 'record',
  put: 'merge',
  deleted: 'message',
  payments: 'records',
  uploads: 'file',
  balance: 'object',
  partialPayer: 'copied',
  unmatched: 'empty',
  pageCap: 0,
  cascades: 'perBill',
};

export const LITERAL_PROFILES = {
  lenient,
  /** A terse, exacting server: every answer the least SPEC §7 allows. */
  strict: {
    filters: 'exact',
    unknownParams: 'refused',
    nameSearch: false,
    nextCalls: false,
    count: 'number',
    created: 'wrapped',
    updated: 'ok',
    put: 'whole',
    deleted: 'empty',
    payments: 'ok',
    uploads: 'ok',
    balance: 'number',
    partialPayer: 'omitted',
    unmatched: 'empty',
    pageCap: 0,
    cascades: 'payer',
  },
  /**
   * A server that ignores every column filter (and every parameter it does not know), lenient
   * otherwise: what the suite's cleanup must survive without deleting anything it did not make.
   */
  careless: { ...lenient, filters: 'ignored', nameSearch: false },
  /**
   * The lenient server, but one that drops a filter it finds nothing for (a value or a field no
   * record has, such as a deleted record's own) and answers every record instead, and that caps
   * its pages at 100 rows: what a test that checks a deletion through a filter, or reads a list
   * whole in one page, cannot survive.
   */
  capped: { ...lenient, unmatched: 'everything', pageCap: 100 },
} as const satisfies Record<string, LiteralProfile>;

export type LiteralProfileName = keyof typeof LITERAL_PROFILES;

export const isLiteralProfile = (name: string): name is LiteralProfileName =>
  Object.hasOwn(LITERAL_PROFILES, name);
