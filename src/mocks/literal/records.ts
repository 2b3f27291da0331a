/**
 * Records as a backend that follows SPEC §7 literally might shape them, with field names of its
 * own (issue 13): patients with one `name` and a `phone` (and, for a mapping, `given_name` and
 * `family_name`), results with `name`, `value`, `range`, `unit` and numeric ids, and fields the
 * app has never heard of. Plain data: the unit tests' handlers and the end-to-end spec share it.
 */
export const literalPatients = [
  {
    _id: 'lp-1',
    name: 'Amina Haddad',
    given_name: 'Amina',
    family_name: 'Haddad',
    phone: '0611111111',
    blood_group: 'A+',
    registered_on: '2026-03-01',
    visits: 1204,
    note_html: '<b>bold</b><img src=x onerror="alert(1)">',
  },
  {
    _id: 'lp-2',
    name: 'Youssef Benali',
    given_name: 'Youssef',
    family_name: 'Benali',
    phone: '0622222222',
    blood_group: 'O-',
    registered_on: '2026-04-12',
    visits: 3,
    note_html: '',
  },
];

export const literalResults = [
  {
    _id: 9001,
    customerId: 'lp-1',
    name: 'Glucose',
    value: '7.9',
    range: '3.9-5.5',
    unit: 'mmol/L',
    analyzer: 'Cobas c311',
  },
  {
    _id: 9002,
    customerId: 'lp-2',
    name: 'Hemoglobin',
    value: '13.1',
    range: '12-16',
    unit: 'g/dL',
    analyzer: 'Sysmex XN',
  },
];

export type LiteralRecord = Record<string, unknown>;
