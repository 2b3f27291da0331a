import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import type { Area as Resource, Rec } from './api';
import { CATALOGUE } from './area-catalogue';
import { PEOPLE } from './area-people';
import { backendWord, deploymentConfig } from './deployment';
import { pickReference } from './lists';
import type { Patient, TestClinic } from './records';

/**
 * Assertions of the area suite. A save or a first page may wait on a busy server (or on the
 * demo backend in a service worker, on a busy machine): they may wait longer than the suite's
 * default before failing. Passing tests never wait for the timeout.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A form field filled by its label, as its kind asks. */
export type Fill =
  /** A text box: text, number, date (YYYY-MM-DD), date and time (YYYY-MM-DDTHH:mm), notes. */
  | { label: string; text: string }
  /** A closed list: open it, choose the option. */
  | { label: string; choose: string }
  /** A text box that suggests values as one types (a combobox taking free text). */
  | { label: string; type: string }
  /** A searchable list (another area's records): type, then pick the option. */
  | { label: string; search: string; pick: string | RegExp };

/** A filter of the list's filter bar ("Filter by <column>", "<column> from/to"). */
export type Filter =
  | { kind: 'text'; column: string; value: string }
  | { kind: 'select'; column: string; option: string }
  | { kind: 'pick'; column: string; search: string; option: string | RegExp }
  | { kind: 'dates'; column: string; from: string; to: string };

/** A record's fields, in the app's names and words. */
type Body = Record<string, unknown>;

/** Records a test makes first, which an area's records refer to: all of the test's own. */
export interface Refs {
  patient: Patient;
  doctor: Rec;
  examination: Rec;
  /** Two currencies, and a code for a third, that no one else uses. */
  currency: Rec;
  currency2: Rec;
  freeCode: string;
}

/** What a test's records in an area are made from: its word, and its references. */
export interface Own {
  mark: string;
  refs: Refs;
}

/**
 * A data area of the main layout (all but results, which has a spec of its own), as the area
 * suite walks it on records of the test's own (definitions: area-people.ts, area-catalogue.ts).
 */
export interface Area {
  /** Test titles. */
  name: string;
  /** Its records' resource (support/api.ts). */
  resource: Resource;
  path: string;
  /** The link in "Main navigation". */
  nav: string;
  /** The list's heading, also the table's name. */
  heading: string;
  /** The toolbar button and the drawer's title. */
  newButton: string;
  /** The drawer's title when editing. */
  editTitle: string;
  /** The notification after a save. */
  saved: string;
  /** The list answer carries the total (customers, clinic appointments): "Page 1 of n". */
  knownTotal?: boolean;
  /** The i-th record of a set: what the test sends (statuses in the app's words). */
  record: (set: Own, i: number) => Body;
  /** A record's row name (its "Edit <name>" button). */
  rowName: (record: Body) => string;
  /** The filter that lists the set, and what the URL holds once it applies. */
  find: (set: Own) => Filter & { query: Record<string, string> };
  sort: {
    /** A sortable column's header, its key in the URL (`sort=`), the value it sorts by. */
    column: string;
    key: string;
    value: (record: Body) => string | number;
    /** The server sorts it (`sort=key*dir`), else the page does. */
    server?: boolean;
  };
  /** A second filter within the set: the URL's keys, the records it keeps, a text each shows. */
  narrow?: Filter & { query: Record<string, string>; keeps: (r: Body) => boolean; each: string };
  create: {
    fields: (set: Own) => Fill[];
    /** How the new record is found in the list afterwards (and removed at the end). */
    find: (set: Own) => Filter & { query?: Record<string, string> };
    /** Its row name. */
    shows: (set: Own) => string;
  };
  /** A change to the first row of the set, and the text its row shows afterwards. */
  edit: { fill: Fill; shows: string };
  /** Records keep uploaded documents (the area has an upload call). */
  documents: boolean;
  /** The test's records its records refer to (`Own.refs`), made before them. */
  refs?: readonly (keyof Refs)[];
}

export const AREAS: Area[] = [...PEOPLE, ...CATALOGUE];

/**
 * The references an area's records need (`area.refs`), all of the test's own, and no others: each
 * is a record more to make and to remove on the server. One an area uses without declaring it
 * stops the test with a sentence saying so.
 */
export async function makeRefs(clinic: TestClinic, area: Area): Promise<Refs> {
  const needs = new Set(area.refs ?? []);
  const made: Partial<Refs> = {};
  if (needs.has('patient')) made.patient = await clinic.patient();
  if (needs.has('doctor')) made.doctor = await clinic.doctor();
  if (needs.has('examination')) made.examination = await clinic.examination();
  if (needs.has('currency')) made.currency = await clinic.currency();
  if (needs.has('currency2')) made.currency2 = await clinic.currency();
  if (needs.has('freeCode')) made.freeCode = await clinic.freeCurrencyCode();
  const known = new Set<string>(REF_NAMES);
  return new Proxy(made, {
    get(target, key) {
      if (typeof key === 'string' && known.has(key) && !(key in target))
        throw new Error(`The ${area.name} area uses refs.${key}: add it to its \`refs\`.`);
      return target[key as keyof Refs];
    },
  }) as Refs;
}
const REF_NAMES: (keyof Refs)[] = [
  'patient',
  'doctor',
  'examination',
  'currency',
  'currency2',
  'freeCode',
];

/** The server's words for the app's in a body (config.json `values`). */
function inServerWords(resource: Resource, body: Body): Body {
  const fields = deploymentConfig.values?.[resource] ?? {};
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key in fields && typeof value === 'string' ? backendWord(resource, key, value) : value,
    ]),
  );
}

/**
 * Makes records 0 … count-1 of an area's set through the API, oldest first, and answers their
 * bodies (in the app's words) in that order.
 */
export async function makeSet(clinic: TestClinic, area: Area, set: Own, count: number) {
  const bodies: Body[] = [];
  for (let i = 0; i < count; i++) {
    const body = area.record(set, i);
    if (area.resource === 'currencies') body.code = await clinic.freeCurrencyCode();
    await clinic.create(area.resource, inServerWords(area.resource, body));
    bodies.push(body);
  }
  return bodies;
}

/** The list screen of an area, by role and accessible name. */
export function listOf(page: Page, area: Area) {
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: area.heading, exact: true });
  return {
    heading: main.getByRole('heading', { level: 1, name: area.heading, exact: true }),
    table,
    /** Data rows (the header row is in the first row group). */
    rows: table.getByRole('rowgroup').nth(1).getByRole('row'),
    /** The row named `name` (its "Edit <name>" button). */
    row: (name: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) }),
    filters: main.getByRole('group', { name: 'Filters' }),
    pager: main.getByRole('navigation', { name: 'Pages' }),
    newButton: main.getByRole('button', { name: area.newButton, exact: true }),
  };
}

/** Row names in order, read from the rows' "Edit <name>" buttons. */
export async function rowNames(rows: Locator): Promise<string[]> {
  const labels = await rows
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Edit /, ''));
}

/** Waits for the list's rows (not the loading skeleton) and answers their names. */
export async function shownRows(page: Page, area: Area): Promise<string[]> {
  const list = listOf(page, area);
  await expect(list.table).toHaveAttribute('aria-busy', 'false');
  await expect(list.rows.first().getByRole('button', { name: /^Edit / })).toBeVisible();
  return rowNames(list.rows);
}

const format = (n: number) => n.toLocaleString('en-US');

/** The pager's summary of page `page` of a list of `total` rows. */
export function pageSummary(area: Area, total: number, page: number, size: number): string {
  const from = (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  if (area.knownTotal)
    return `Page ${page} of ${Math.ceil(total / size)} · rows ${format(from)}–${format(to)} of ${format(total)}`;
  // Without a total, a full page may have a next one.
  const open = to - from + 1 === size;
  return `Page ${page} · rows ${from}–${to} · ${open ? 'total not known: more may follow' : 'End of list'}`;
}

/** Sets one filter of the filter bar. */
export async function applyFilter(page: Page, filter: Filter) {
  const bar = page.getByRole('main').getByRole('group', { name: 'Filters' });
  switch (filter.kind) {
    case 'text':
      await bar
        .getByRole('textbox', { name: `Filter by ${filter.column}`, exact: true })
        .fill(filter.value);
      return;
    case 'select':
      await bar
        .getByRole('combobox', { name: `Filter by ${filter.column}`, exact: true })
        .selectOption({ label: filter.option });
      return;
    case 'pick':
      // Until first used the field is a plain box standing in for the pick (support/lists.ts).
      await pickReference(page, `Filter by ${filter.column}`, filter.search, filter.option);
      return;
    case 'dates':
      await bar
        .getByRole('textbox', { name: `${filter.column} from`, exact: true })
        .fill(filter.from);
      await bar.getByRole('textbox', { name: `${filter.column} to`, exact: true }).fill(filter.to);
      return;
  }
}

/** Fills one field of a drawer's form. */
export async function fillField(page: Page, form: Locator, field: Fill) {
  // Options of the open dropdown (the filter bar's native selects have options too).
  const option = (name: string | RegExp) =>
    page.getByRole('listbox').getByRole('option', { name, exact: typeof name === 'string' });
  if ('text' in field) {
    const text = form.getByRole('textbox', { name: field.label, exact: true });
    await text.fill(field.text);
    await leave(text);
    return;
  }
  const box = form.getByRole('combobox', { name: field.label, exact: true });
  if ('type' in field) {
    await box.fill(field.type);
  } else if ('choose' in field) {
    await box.click();
    await option(field.choose).click();
  } else {
    await box.fill(field.search);
    await option(field.pick).first().click();
  }
  await leave(box);
}

/**
 * Leaves a field as a click elsewhere does: what it opened closes (a multiple choice's list, a
 * date's calendar) and nothing else takes the focus (Tab would, and a date field's calendar
 * opens on focus, over the form's buttons).
 */
const leave = (field: Locator) => field.blur();

/** A notification (Mantine's are alerts) saying `text`. */
export const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });
