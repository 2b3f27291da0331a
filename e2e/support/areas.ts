import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

/**
 * Assertions of the area suite. A save or a first page goes through the demo backend in a
 * service worker (300 ms per call, more on a busy machine): they may wait longer than the
 * suite's default before failing. Passing tests never wait for the timeout.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The data areas of the main layout (all but results, which has a spec of its own), as the
 * end-to-end suite walks them: where each list is, what it is called, a filter the demo seed
 * answers, a record to create, a change to make, how it sorts and whether it keeps documents.
 * Every text is what a user sees (English); values come from the demo seed (src/mocks/db/seed),
 * dates and times as shown in the UTC time zone with the en-US locale (the spec sets both).
 */

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
  | { kind: 'pick'; column: string; search: string; option: string }
  | { kind: 'dates'; column: string; from: string; to: string };

export interface Area {
  /** Test titles. */
  name: string;
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
  /** Records in the seed. */
  seeded: number;
  /** The list answer carries the total (customers, clinic appointments): "Page 1 of n". */
  knownTotal?: boolean;
  /** Page size of the paging test where the default (25) would show the whole seed. */
  pageSize?: 10;
  filter: Filter & {
    /** What the URL holds once the filter applies. */
    query: Record<string, string>;
    /** A row it must show (the row's name, as in "Edit <name>"). */
    shows: string;
    /** Rows on the first page, when the seed makes them few. */
    count?: number;
    /** Text every row shown carries. */
    each?: string;
  };
  sort: {
    /** A sortable column's header. */
    column: string;
    /** Its key in the URL (`sort=`). */
    key: string;
    /** The first row once sorted ascending (within the page where the server does not sort). */
    first: string;
    /** Server sort only: what the first rows show, each way. */
    server?: { asc: string[]; desc: string[] };
  };
  create: {
    fields: Fill[];
    /** How the new record is found in the list afterwards. */
    find: Filter;
    /** The new record's row name. */
    shows: string;
  };
  /** A change to the first row of page 1, and the text its row shows afterwards. */
  edit: { fill: Fill; shows: string };
  /** Records keep uploaded documents (the area has an upload call). */
  documents: boolean;
}

const PATIENT = { label: 'Patient', search: 'Léa Faure', pick: /^Léa Faure · / };

export const AREAS: Area[] = [
  {
    name: 'patients',
    path: '/patients',
    nav: 'Patients',
    heading: 'Patients',
    newButton: 'New patient',
    editTitle: 'Edit patient',
    saved: 'Patient saved',
    seeded: 2000,
    knownTotal: true,
    filter: {
      kind: 'text',
      column: 'Name',
      value: 'Faure',
      query: { lastName: 'Faure' },
      shows: 'Léa Faure',
      each: 'Faure',
    },
    sort: { column: 'Name', key: 'lastName', first: 'Farah Bitar' },
    create: {
      fields: [
        { label: 'First name', text: 'Yasmine' },
        { label: 'Last name', text: 'Testwright' },
        { label: 'Date of birth', text: '1991-04-12' },
        { label: 'Sex', choose: 'Female' },
        { label: 'Phone', text: '0712345678' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Yasmine Testwright',
    },
    edit: { fill: { label: 'Phone', text: '0711 222 333' }, shows: '0711 222 333' },
    documents: true,
  },
  {
    name: 'appointments',
    path: '/appointments',
    nav: 'Appointments',
    heading: 'Appointments',
    newButton: 'New appointment',
    editTitle: 'Edit appointment',
    saved: 'Appointment saved',
    seeded: 4524,
    filter: {
      kind: 'text',
      column: 'Reason',
      value: 'Chest pain',
      query: { reason: 'Chest pain' },
      shows: 'Chest pain · Dec 13, 2026, 4:45 PM',
      each: 'Chest pain',
    },
    sort: {
      column: 'Reason',
      key: 'reason',
      first: 'Annual check-up',
      server: {
        asc: ['Annual check-up', 'Annual check-up', 'Annual check-up'],
        desc: ['Vaccination', 'Vaccination', 'Vaccination'],
      },
    },
    create: {
      fields: [
        PATIENT,
        { label: 'Doctor', search: 'Lucy Clarke', pick: 'Lucy Clarke · General practice' },
        { label: 'Date and time', text: '2027-03-15T10:30' },
        { label: 'Reason', text: 'Testwright consultation' },
      ],
      find: { kind: 'text', column: 'Reason', value: 'Testwright' },
      shows: 'Testwright consultation · Mar 15, 2027, 10:30 AM',
    },
    edit: { fill: { label: 'Reason', text: 'Travel vaccination' }, shows: 'Travel vaccination' },
    documents: true,
  },
  {
    name: 'clinic appointments',
    path: '/clinic-appointments',
    nav: 'Clinic appointments',
    heading: 'Clinic appointments',
    newButton: 'New clinic appointment',
    editTitle: 'Edit clinic appointment',
    saved: 'Clinic appointment saved',
    seeded: 1500,
    knownTotal: true,
    filter: {
      kind: 'select',
      column: 'Clinic',
      option: 'Cardiology',
      query: { clinic: 'cardiology' },
      shows: 'Cardiology · Dec 17, 2026, 5:15 PM',
      each: 'Cardiology',
    },
    sort: {
      column: 'Date and time',
      key: 'scheduledAt',
      first: 'General practice · Nov 25, 2026, 8:45 AM',
    },
    create: {
      fields: [
        PATIENT,
        { label: 'Clinic', choose: 'Cardiology' },
        { label: 'Doctor', search: 'Tarek', pick: 'Tarek Karam · Cardiology' },
        { label: 'Date and time', text: '2027-03-15T10:30' },
      ],
      find: { kind: 'dates', column: 'Date and time', from: '2027-03-15', to: '2027-03-15' },
      shows: 'Cardiology · Mar 15, 2027, 10:30 AM',
    },
    edit: { fill: { label: 'Status', choose: 'Checked in' }, shows: 'Checked in' },
    documents: true,
  },
  {
    name: 'doctors',
    path: '/doctors',
    nav: 'Doctors',
    heading: 'Doctors',
    newButton: 'New doctor',
    editTitle: 'Edit doctor',
    saved: 'Doctor saved',
    seeded: 60,
    filter: {
      kind: 'text',
      column: 'Specialty',
      value: 'Cardiology',
      query: { specialty: 'Cardiology' },
      shows: 'Dr Tarek Karam',
      count: 6,
      each: 'Cardiology',
    },
    sort: { column: 'Name', key: 'lastName', first: 'Dr Dina Aoun' },
    create: {
      fields: [
        { label: 'First name', text: 'Nadia' },
        { label: 'Last name', text: 'Testwright' },
        { label: 'Specialty', text: 'Neurology' },
        { label: 'Phone', text: '0712345678' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Dr Nadia Testwright',
    },
    edit: { fill: { label: 'Specialty', text: 'Sports medicine' }, shows: 'Sports medicine' },
    documents: true,
  },
  {
    name: 'users',
    path: '/users',
    nav: 'Users',
    heading: 'Users',
    newButton: 'New user',
    editTitle: 'Edit user',
    saved: 'User saved',
    seeded: 40,
    filter: {
      kind: 'select',
      column: 'Role',
      option: 'Laboratory',
      query: { role: 'laboratory' },
      shows: 'Claire Martin',
      count: 13,
      each: 'Laboratory',
    },
    sort: { column: 'Full name', key: 'name', first: 'Ali Farah' },
    create: {
      fields: [
        { label: 'Full name', text: 'Rita Testwright' },
        { label: 'Phone', text: '0712345679' },
        { label: 'Role', choose: 'Cashier' },
        { label: 'Initial password', text: 'first-shift-1' },
      ],
      find: { kind: 'text', column: 'Full name', value: 'Testwright' },
      shows: 'Rita Testwright',
    },
    edit: { fill: { label: 'Phone', text: '0799 000 111' }, shows: '0799 000 111' },
    documents: false,
  },
  {
    name: 'types',
    path: '/types',
    nav: 'Types',
    heading: 'Types',
    newButton: 'New type',
    editTitle: 'Edit type',
    saved: 'Type saved',
    seeded: 25,
    pageSize: 10,
    filter: {
      kind: 'pick',
      column: 'Category',
      search: 'doc',
      option: 'document',
      query: { category: 'document' },
      shows: 'Consent form · document',
      count: 6,
      each: 'document',
    },
    sort: { column: 'Name', key: 'name', first: 'Adjustment · payment' },
    create: {
      fields: [
        { label: 'Name', text: 'Testwright walk-in' },
        { label: 'Category', type: 'appointment' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Testwright walk-in · appointment',
    },
    edit: {
      fill: { label: 'Description', text: 'Any time of the day.' },
      shows: 'Any time of the day.',
    },
    documents: false,
  },
  {
    name: 'medical examinations',
    path: '/examinations',
    nav: 'Medical examinations',
    heading: 'Medical examinations',
    newButton: 'New examination',
    editTitle: 'Edit examination',
    saved: 'Examination saved',
    seeded: 83,
    filter: {
      kind: 'select',
      column: 'Sample',
      option: 'Urine',
      query: { sampleType: 'urine' },
      shows: 'UCULT · Urine culture',
      count: 9,
      each: 'Urine',
    },
    sort: { column: 'Name', key: 'name', first: 'ANA · Antinuclear antibodies' },
    create: {
      fields: [
        { label: 'Code', text: 'TWX' },
        { label: 'Name', text: 'Testwright marker' },
        { label: 'Sample', choose: 'Serum' },
        { label: 'Price', text: '12' },
      ],
      find: { kind: 'text', column: 'Code', value: 'TWX' },
      shows: 'TWX · Testwright marker',
    },
    edit: { fill: { label: 'Price', text: '11' }, shows: '$11.00' },
    documents: false,
  },
  {
    name: 'examination statuses',
    path: '/examination-statuses',
    nav: 'Examination statuses',
    heading: 'Examination statuses',
    newButton: 'New status',
    editTitle: 'Edit status',
    saved: 'Status saved',
    seeded: 8,
    filter: {
      kind: 'select',
      column: 'Final',
      option: 'Yes',
      query: { isFinal: 'true' },
      shows: 'Reported',
      count: 3,
      each: 'Yes',
    },
    sort: {
      column: 'Name',
      key: 'name',
      first: 'Awaiting validation',
      server: {
        asc: ['Awaiting validation', 'Cancelled', 'In analysis'],
        desc: ['Validated', 'Rerun requested', 'Reported'],
      },
    },
    create: {
      fields: [
        { label: 'Name', text: 'Testwright hold' },
        { label: 'Order', text: '90' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Testwright hold',
    },
    edit: {
      fill: { label: 'Description', text: 'Withdrawn on request.' },
      shows: 'Withdrawn on request.',
    },
    documents: true,
  },
  {
    name: 'insurance companies',
    path: '/insurance',
    nav: 'Insurance companies',
    heading: 'Insurance companies',
    newButton: 'New insurance company',
    editTitle: 'Edit insurance company',
    saved: 'Insurance company saved',
    seeded: 12,
    pageSize: 10,
    filter: {
      kind: 'text',
      column: 'Name',
      value: 'Health',
      query: { name: 'Health' },
      shows: 'Phoenix Health',
      count: 3,
      each: 'Health',
    },
    sort: { column: 'Name', key: 'name', first: 'Atlas Assurances' },
    create: {
      fields: [
        { label: 'Name', text: 'Testwright Mutual' },
        { label: 'Code', text: 'TWM' },
        { label: 'Coverage (%)', text: '75' },
        { label: 'Phone', text: '0712345678' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Testwright Mutual',
    },
    edit: { fill: { label: 'Contact person', text: 'Maya Haddad' }, shows: 'Maya Haddad' },
    documents: true,
  },
  {
    name: 'package offers',
    path: '/packages',
    nav: 'Package offers',
    heading: 'Package offers',
    newButton: 'New package offer',
    editTitle: 'Edit package offer',
    saved: 'Package offer saved',
    seeded: 15,
    pageSize: 10,
    filter: {
      kind: 'text',
      column: 'Name',
      value: 'panel',
      query: { name: 'panel' },
      shows: 'Thyroid panel',
      count: 4,
      each: 'panel',
    },
    sort: { column: 'Name', key: 'name', first: 'Anaemia work-up' },
    create: {
      fields: [
        { label: 'Name', text: 'Testwright screening' },
        { label: 'Price', text: '99' },
        { label: 'Tests', search: 'HGB', pick: 'HGB · Haemoglobin' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'Testwright screening',
    },
    edit: { fill: { label: 'Price', text: '50' }, shows: '$50.00' },
    documents: true,
  },
  {
    name: 'exchange rates',
    path: '/exchange-rates',
    nav: 'Exchange rates',
    heading: 'Exchange rates',
    newButton: 'New exchange rate',
    editTitle: 'Edit exchange rate',
    saved: 'Exchange rate saved',
    seeded: 66,
    filter: {
      kind: 'pick',
      column: 'Base currency',
      search: 'EUR',
      option: 'EUR · Euro',
      query: { baseCurrency: 'EUR' },
      shows: 'EUR → GBP Nov 1, 2026',
      count: 6,
      each: 'EUR',
    },
    sort: { column: 'Effective from', key: 'effectiveDate', first: 'USD → SAR Aug 1, 2026' },
    create: {
      fields: [
        { label: 'Target currency', search: 'EUR', pick: 'EUR · Euro' },
        { label: 'Rate', text: '0.95' },
        { label: 'Effective from', text: '2027-02-01' },
      ],
      find: { kind: 'dates', column: 'Effective from', from: '2027-02-01', to: '2027-02-01' },
      shows: 'USD → EUR Feb 1, 2027',
    },
    edit: { fill: { label: 'Rate', text: '4.01' }, shows: '4.01' },
    documents: false,
  },
  {
    name: 'currencies',
    path: '/currencies',
    nav: 'Currencies',
    heading: 'Currencies',
    newButton: 'New currency',
    editTitle: 'Edit currency',
    saved: 'Currency saved',
    seeded: 6,
    filter: {
      kind: 'text',
      column: 'Name',
      value: 'pound',
      query: { name: 'pound' },
      shows: 'GBP · Pound sterling',
      count: 2,
      each: 'pound',
    },
    sort: { column: 'Code', key: 'code', first: 'AED · UAE dirham' },
    create: {
      fields: [
        { label: 'Code', text: 'JPY' },
        { label: 'Name', text: 'Japanese yen' },
        { label: 'Symbol', text: '¥' },
      ],
      find: { kind: 'text', column: 'Code', value: 'JPY' },
      shows: 'JPY · Japanese yen',
    },
    edit: { fill: { label: 'Symbol', text: 'SR' }, shows: 'SR' },
    documents: false,
  },
  {
    name: 'examination groups',
    path: '/examination-groups',
    nav: 'Examination groups',
    heading: 'Examination groups',
    newButton: 'New examination group',
    editTitle: 'Edit examination group',
    saved: 'Examination group saved',
    seeded: 8,
    filter: {
      kind: 'text',
      column: 'Name',
      value: 'function',
      query: { name: 'function' },
      shows: 'LFT · Liver function',
      count: 2,
      each: 'function',
    },
    sort: { column: 'Name', key: 'name', first: 'BIO · Biochemistry' },
    create: {
      fields: [
        { label: 'Name', text: 'Testwright toxicology' },
        { label: 'Code', text: 'TOX' },
      ],
      find: { kind: 'text', column: 'Name', value: 'Testwright' },
      shows: 'TOX · Testwright toxicology',
    },
    edit: {
      fill: { label: 'Description', text: 'Drugs and poisons.' },
      shows: 'Drugs and poisons.',
    },
    documents: true,
  },
];

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

/** The pager's summary of page `page` of a seeded list. */
export function pageSummary(area: Area, page: number, size = area.pageSize ?? 25): string {
  const from = (page - 1) * size + 1;
  const to = Math.min(page * size, area.seeded);
  if (area.knownTotal)
    return `Page ${page} of ${Math.ceil(area.seeded / size)} · rows ${format(from)}–${format(to)} of ${format(area.seeded)}`;
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
    case 'pick': {
      // Until first used the field waits for its list, which loads on focus.
      const box = bar.getByRole('combobox', { name: `Filter by ${filter.column}`, exact: true });
      await box.click();
      await box.fill(filter.search);
      await page
        .getByRole('listbox')
        .getByRole('option', { name: filter.option, exact: true })
        .click();
      return;
    }
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
    await form.getByRole('textbox', { name: field.label, exact: true }).fill(field.text);
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
  // Leave the field, as a user does: a list that stays open (multiple choice) closes.
  await box.press('Tab');
}

/** A notification (Mantine's are alerts) saying `text`. */
export const notification = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });
