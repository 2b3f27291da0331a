import {
  pathsOf,
  fromBackend,
  idField,
  rowsOf,
  toBackend,
  wholeBody,
  type Answer,
  type Area,
  type Call,
  type Rec,
  type Transport,
} from './wire';
import { backendWord } from './deployment';
import { statedTotal } from './guard-read';

type Query = Record<string, string | number>;
/** One answer of a list: its rows, and the total it states (if any). */
interface Page {
  rows: Rec[];
  total?: number;
}
const FIRST = { limit: 500, skip: 0 };

/**
 * A test's own records, made through the API of SPEC §7 and removed when the test ends (also
 * when it fails; fixtures.ts calls `cleanUp`). Each is named after the run and the test (`mark`,
 * a word of letters such as "Pwkxqbfab"), so a test finds its records by what it made and never
 * by a seeded name, and parallel tests on one server never see each other's.
 *
 * What it removes (docs/testing.md, "The suite on someone else's server"):
 * - the records it made, by the ids it got when it made them: from the answer, or, where the
 *   answer names none, from the record read back by the `createdAt` it sent and found to hold
 *   everything it sent;
 * - the records the screens made during the test, by the ids their answers carried (the
 *   fixture hands them over: `adopt`);
 * - where a screen's answer carried no id, the records whose own content ties them to the test
 *   (`owned`): a field holding exactly the id of a record the test made, or its unique word.
 *   The suite reads that content itself: what a server's filter answers is never a licence to
 *   delete, and a server that ignores the filter loses nothing.
 * A record it did not make is changed only where a screen must (the ticket "Call next" takes on
 * a shared queue): the test keeps it first (`keep`), and it is put back as it was.
 *
 * On the demo the records live in the test's browser context and go with it: nothing to remove.
 */
export class Clinic {
  private made: { area: Area; id: string }[] = [];
  private owners: { area: Area; match: Record<string, string> }[] = [];
  private kept = new Map<Area, Map<string, Rec>>();
  private changed: { area: Area; id: string }[] = [];
  private restores: { what: string; put: () => Promise<Answer> }[] = [];
  private words = 0;

  constructor(
    protected readonly send: Transport,
    /** Letters naming this run and test: unique among the tests of every run. */
    readonly tag: string,
    private readonly removes: boolean,
  ) {}

  /** The test's marker word ("Pw" and its tag), found in every name it gives. */
  get mark() {
    return `Pw${this.tag}`;
  }

  /**
   * A new word of the test's, each call another and of the same length ("Pwkxqbfaabaa",
   * "Pwkxqbfaabab", …), so that none holds another: a filter by one finds none of the others.
   */
  unique() {
    return `${this.mark}${letters(this.words++, 2)}`;
  }

  /** A phone number of 10 digits nobody is likely to have. */
  phone() {
    return `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  }

  /**
   * Makes a record. SPEC §7's creates carry `createdAt`; the suite sends one to the millisecond,
   * so that a server answering without the record (`{ ok: true }`) can be asked for it back.
   */
  async create(area: Area, body: Record<string, unknown>): Promise<Rec> {
    const paths = pathsOf(area);
    const sent = { createdAt: new Date().toISOString(), ...body };
    const { status, body: answer } = await this.send({
      method: 'POST',
      path: paths.create ?? paths.list,
      json: toBackend(area, sent),
    });
    if (status >= 300)
      throw new Error(`POST ${area} answered ${status}: ${JSON.stringify(answer)}`);
    const told = fromBackend(area, answer);
    const record = told.id ? { ...sent, ...told } : await this.readBack(area, sent);
    if (!record) throw new Error(`POST ${area} answered no id, and the record was not found.`);
    this.made.push({ area, id: record.id });
    return record;
  }

  /** The record holding `createdAt` and every plain value sent, as the server lists it. */
  private async readBack(area: Area, sent: Record<string, unknown>) {
    const rows = await this.list(area, { createdAt: String(sent.createdAt), limit: 20, skip: 0 });
    const found = rows.find((row) =>
      Object.entries(sent).every(
        ([key, value]) =>
          typeof value === 'object' || !(key in row) || String(row[key]) === String(value),
      ),
    );
    return found && { ...sent, ...found };
  }

  async list(area: Area, query: Query = {}): Promise<Rec[]> {
    return (await this.page(area, query)).rows;
  }

  private async page(area: Area, query: Query): Promise<Page> {
    const { status, body } = await this.send({ method: 'GET', path: pathsOf(area).list, query });
    if (status >= 300) throw new Error(`GET ${area} answered ${status}: ${JSON.stringify(body)}`);
    return { rows: rowsOf(area, body), total: statedTotal(body) };
  }

  /**
   * Every record of an area `query` finds, page after page, up to the total the server states,
   * a page that is empty or brings nothing new, or, where the first page showed the filter
   * applied, a page with a row it does not find: a server may drop a filter once it finds no
   * more (CI's `capped` profile then answers the whole area, 100 rows a page, and reading on
   * read every record of it after each test). A server that ignores the filter from the first
   * page is read whole, and the caller checks each row.
   */
  async listAll(area: Area, query: Record<string, string> = {}, first?: Page): Promise<Rec[]> {
    const all = new Map<string, Rec>();
    let page = first ?? (await this.page(area, { ...query, ...FIRST }));
    const filtered = Object.keys(query).length > 0 && page.rows.every(found(query));
    for (let skip = 0; ;) {
      if (filtered && !page.rows.every(found(query))) break;
      const before = all.size;
      for (const row of page.rows) all.set(row.id, row);
      if (page.rows.length === 0 || all.size === before) break;
      if (page.total !== undefined && all.size >= page.total) break;
      skip += page.rows.length;
      if (skip > 1_000_000) break;
      page = await this.page(area, { ...query, limit: 500, skip });
    }
    return [...all.values()];
  }

  /**
   * The rows of `area` whose own content ties them to the test (`owned`). A first page with a
   * row the filter does not find is a server that ignores the filter, or one that answers
   * everything when a filter finds nothing (`capped`): asked then with the values of one of
   * those rows, a server that applies filters answers only rows holding them, and so found none
   * of the test's; one that does not is read whole.
   */
  private async tiedRows(area: Area, match: Record<string, string>): Promise<Rec[]> {
    const first = await this.page(area, { ...match, ...FIRST });
    const applied = first.rows.every(found(match));
    if (!applied && (await this.filtersBy(area, match, first.rows))) return [];
    const rows = await this.listAll(area, applied ? match : {}, applied ? first : undefined);
    return rows.filter((row) => this.tiedTo(row, match));
  }

  /**
   * Whether the server filters `area` on the fields of `match`, asked with the values of a row
   * it answered: yes only if it answers rows holding them alone, leaving out one of `rows`
   * that does not hold them (so an unfiltered answer, which would show it, is not taken for
   * a filtered one).
   */
  private async filtersBy(area: Area, match: Record<string, string>, rows: Rec[]) {
    const keys = Object.keys(match);
    const values = (row: Rec) =>
      Object.fromEntries(keys.map((key) => [key, String(row[key] ?? '')]));
    const probe = rows.find((row) => keys.every((key) => values(row)[key] !== ''));
    if (!probe) return false;
    const control = values(probe);
    if (rows.every(found(control))) return false;
    const answer = await this.page(area, { ...control, ...FIRST }).catch(() => undefined);
    return !!answer && answer.rows.length > 0 && answer.rows.every(found(control));
  }

  /**
   * Whether the server still holds the record `id` of `area`, asked by its id, never concluded
   * from an empty filtered list alone: read by id where SPEC §7 reads one (a 404 says it is
   * gone), else listed by its id, each row checked; where the answer is not filtered, the
   * server is asked for a record it does hold to learn whether it filters at all, and one that
   * does not has every record read.
   */
  async holds(area: Area, id: string): Promise<boolean> {
    const one: string | undefined = pathsOf(area).one;
    if (one) {
      const { status, body } = await this.send({
        method: 'GET',
        path: `${one}/${encodeURIComponent(id)}`,
      });
      if (status === 404 || (status < 300 && !body)) return false;
      if (status < 300 && fromBackend(area, body).id === id) return true;
    }
    const byId = (wanted: string) => ({ [idField(area)]: wanted, limit: 500, skip: 0 });
    const everything = async () => (await this.listAll(area)).some((row) => row.id === id);
    // A server that refuses the filter (400) is read whole.
    const rows = await this.list(area, byId(id)).catch(() => undefined);
    if (!rows) return everything();
    if (rows.some((row) => row.id === id)) return true;
    if (rows.every((row) => row.id === id)) return false;
    // Not filtered: a server that ignores the filter, or drops one that finds nothing. Asked for
    // a record it holds, it answers that one alone if it applies the filter: then it found none.
    const control = await this.list(area, byId(rows[0]!.id));
    if (control.length > 0 && control.every((row) => row.id === rows[0]!.id)) return false;
    return everything();
  }

  /** A call of the contract's beyond its lists (a count, the next ticket): its answer's body. */
  async get(path: string): Promise<unknown> {
    const { status, body } = await this.send({ method: 'GET', path });
    if (status >= 300) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  /**
   * Changes a transaction the test made (`PUT` of the whole record as read, with `change` on
   * top): a record of another is never changed.
   */
  async editOwnPayment(id: string, change: Record<string, unknown>) {
    if (!this.made.some((m) => m.area === 'payments' && m.id === id))
      throw new Error(`Transaction ${id} is not this test's own.`);
    const now = fromBackend('payments', await this.get(`api/payment/transactions/${id}`));
    const path = `${pathsOf('payments').list}/${encodeURIComponent(id)}`;
    const json = wholeBody('payments', { ...now, ...change });
    const { status } = await this.send({ method: 'PUT', path, json });
    if (status >= 300) throw new Error(`PUT ${path} answered ${status}`);
  }

  /** A call of the contract's that makes no record of its own (a partial or cascade payment). */
  async post(path: string, json: unknown): Promise<unknown> {
    const { status, body } = await this.send({ method: 'POST', path, json });
    if (status >= 300) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  /**
   * A record a screen made during the test, by the id its answer carried: removed with the
   * test's own (the fixture adopts every record the page's creates answered).
   */
  adopt(area: Area, id: string) {
    if (!this.made.some((m) => m.area === area && m.id === id)) this.made.push({ area, id });
  }

  /**
   * Records a screen makes during the test without an id in its answer, known by content only
   * the test can have given them: every field of `match` holding that value (the id of the
   * test's patient, a phone number of its own, or a word bearing the test's mark). Found after
   * the test, checked row by row by the suite (`tiedTo`), and removed.
   */
  owned(area: Area, match: Record<string, string>) {
    this.owners.push({ area, match });
  }

  /**
   * Keeps the records of `area` as they are now, before a screen changes one that may not be
   * the test's (the ticket "Call next" takes on a shared queue). The test then names the one
   * the screen changed (`changedOne`): only that one is put back, as it was kept; what others
   * change meanwhile on a shared server is theirs, and stays.
   */
  async keep(area: Area) {
    const rows = await this.listAll(area);
    this.kept.set(area, new Map(rows.map((row) => [row.id, row])));
  }

  /**
   * A call that puts back what a screen will change of a record the test could not make (a
   * printer's status: SPEC §7 makes no printer), run first when the test ends.
   */
  restoreWith(what: string, call: Call) {
    this.restores.push({ what, put: () => this.send(call) });
  }

  /** The record of `area` a screen changed in this test (see `keep`). */
  changedOne(area: Area, id: string) {
    if (!this.kept.has(area)) throw new Error(`keep('${area}') before a screen changes one.`);
    this.changed.push({ area, id });
  }

  /** Removes a record now; one already gone (the test deleted it) is fine. */
  async remove(area: Area, id: string) {
    const path = `${pathsOf(area).list}/${encodeURIComponent(id)}`;
    const { status } = await this.send({ method: 'DELETE', path });
    if (status >= 300 && status !== 404) throw new Error(`DELETE ${path} answered ${status}`);
  }

  /** Puts a record back as it was (`before`), every field it has `now` but had not cleared. */
  private async putBack(area: Area, before: Rec, now: Rec) {
    const path = `${pathsOf(area).list}/${encodeURIComponent(before.id)}`;
    const json = wholeBody(area, before, now);
    const { status } = await this.send({ method: 'PUT', path, json });
    if (status >= 300) throw new Error(`PUT ${path} (putting it back) answered ${status}`);
  }

  /**
   * Whether a row's own fields tie it to the test: each holds exactly the value of `match`, or,
   * for a value carrying the test's mark, holds it within ("Rita Pwkxqbfaabaa").
   */
  private tiedTo(row: Rec, match: Record<string, string>) {
    return Object.entries(match).every(([key, value]) => {
      const held = String(row[key] ?? '');
      return held === value || (value.includes(this.mark) && held.includes(value));
    });
  }

  /** Puts back what it kept, then removes what the test made, newest first: see the class. */
  async cleanUp() {
    if (!this.removes) return;
    const left: string[] = [];
    const mine = (area: Area, id: string) => this.made.some((m) => m.area === area && m.id === id);
    for (const { what, put } of this.restores) {
      const { status } = await put().catch(() => ({ status: 0 }));
      if (status < 200 || status >= 300) left.push(`${what} was not put back (${status})`);
    }
    for (const { area, id } of this.changed) {
      const was = this.kept.get(area)?.get(id);
      if (!was || mine(area, id)) continue;
      const now = (await this.listAll(area).catch(() => [])).find((row) => row.id === id);
      if (now && !same(was, now))
        await this.putBack(area, was, now).catch((error: Error) => left.push(error.message));
    }
    for (const { area, match } of this.owners) {
      const rows = await this.tiedRows(area, match).catch(() => []);
      for (const row of rows) this.adopt(area, row.id);
    }
    for (const { area, id } of [...this.made].reverse())
      await this.remove(area, id).catch((error: Error) => left.push(error.message));
    if (left.length) throw new Error(`Records of this test were left on the server:\n${left}`);
  }

  /** The backend's word for one of the app's statuses (config.json `values`). */
  word(area: string, appWord: string) {
    return backendWord(area, 'status', appWord);
  }
}

/**
 * Whether a row is one a filter by `query` finds on the loosest server: each field holds its
 * value, in any case (lists' paging parameters aside).
 */
const found = (query: Query) => (row: Rec) =>
  Object.entries(query).every(
    ([key, value]) =>
      key === 'limit' ||
      key === 'skip' ||
      String(row[key] ?? '')
        .toLowerCase()
        .includes(String(value).toLowerCase()),
  );

/** Two readings of a record hold the same fields with the same values. */
export const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));

/**
 * 0 → "a", 25 → "z", 26 → "ba": a number in letters (names that take no digits), at least
 * `width` of them ("a" is the zero: 1 at width 3 is "aab").
 */
export function letters(n: number, width = 1): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out.padStart(width, 'a');
}
