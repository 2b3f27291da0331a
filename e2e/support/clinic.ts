import { PATHS, fromBackend, rowsOf, toBackend, type Area, type Rec, type Transport } from './api';
import { backendWord } from './deployment';

/**
 * A test's own records, made through the API of SPEC §7 and removed when the test ends (also
 * when it fails; fixtures.ts calls `cleanUp`). Each is named after the run and the test (`mark`,
 * a word of letters such as "Pwkxqbfab"), so a test finds its records by what it made and never
 * by a seeded name, and parallel tests on one server never see each other's.
 *
 * On the demo the records live in the test's browser context and go with it: nothing to remove.
 */
export class Clinic {
  private made: { area: Area; id: string }[] = [];
  private sweeps: { area: Area; query: Record<string, string> }[] = [];
  private restores: { area: Area; id: string; body: Record<string, unknown> }[] = [];
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

  async create(area: Area, body: Record<string, unknown>): Promise<Rec> {
    const paths: { list: string; create?: string } = PATHS[area];
    const { status, body: answer } = await this.send({
      method: 'POST',
      path: paths.create ?? paths.list,
      json: toBackend(area, body),
    });
    if (status >= 300)
      throw new Error(`POST ${area} answered ${status}: ${JSON.stringify(answer)}`);
    const record = { ...body, ...fromBackend(area, answer) };
    if (!record.id) throw new Error(`POST ${area} answered no id: ${JSON.stringify(answer)}`);
    this.made.push({ area, id: record.id });
    return record;
  }

  async list(area: Area, query: Record<string, string | number> = {}): Promise<Rec[]> {
    const { status, body } = await this.send({ method: 'GET', path: PATHS[area].list, query });
    if (status >= 300) throw new Error(`GET ${area} answered ${status}: ${JSON.stringify(body)}`);
    return rowsOf(area, body);
  }

  /** A call of the contract's beyond its lists (a count, the next ticket): its answer's body. */
  async get(path: string): Promise<unknown> {
    const { status, body } = await this.send({ method: 'GET', path });
    if (status >= 300) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  /**
   * Puts a record that is not the test's back as it was, after the test (one a screen changed
   * on a shared server: the ticket a "call next" called). `body` is what to send back.
   */
  restore(area: Area, id: string, body: Record<string, unknown>) {
    this.restores.push({ area, id, body });
  }

  async update(area: Area, id: string, body: Record<string, unknown>) {
    const path = `${PATHS[area].list}/${encodeURIComponent(id)}`;
    const answer = await this.send({ method: 'PUT', path, json: toBackend(area, body) });
    if (answer.status >= 300) throw new Error(`PUT ${path} answered ${answer.status}`);
    return fromBackend(area, answer.body);
  }

  /** Removes a record now; one already gone (the test deleted it) is fine. */
  async remove(area: Area, id: string) {
    const path = `${PATHS[area].list}/${encodeURIComponent(id)}`;
    const { status } = await this.send({ method: 'DELETE', path });
    if (status >= 300 && status !== 404) throw new Error(`DELETE ${path} answered ${status}`);
  }

  /** After the test, removes what a list filtered by `query` holds (records the UI made). */
  sweep(area: Area, query: Record<string, string>) {
    this.sweeps.push({ area, query });
  }

  /** Removes what the test made, newest first, after the sweeps: see the class comment. */
  async cleanUp() {
    if (!this.removes) return;
    const left: string[] = [];
    for (const { area, id, body } of this.restores)
      if (!this.made.some((m) => m.area === area && m.id === id))
        await this.update(area, id, body).catch((error: Error) => left.push(error.message));
    for (const { area, query } of this.sweeps.reverse())
      for (const { id } of await this.list(area, query).catch(() => []))
        if (!this.made.some((m) => m.area === area && m.id === id)) this.made.push({ area, id });
    for (const { area, id } of this.made.reverse())
      await this.remove(area, id).catch((error: Error) => left.push(error.message));
    if (left.length) throw new Error(`Records of this test were left on the server:\n${left}`);
  }

  /** The backend's word for one of the app's statuses (config.json `values`). */
  word(area: string, appWord: string) {
    return backendWord(area, 'status', appWord);
  }
}

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
