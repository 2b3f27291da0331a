import type { Own } from './areas';
import { letters } from './clinic';

/*
 * What the areas' definitions (area-people.ts, area-catalogue.ts) build their records and
 * expectations from.
 */

/** Records in the set of a list test: two pages of ten. */
export const SET_SIZE = 11;
/** 0…10 in another order: sort values, so that no list arrives sorted by chance. */
export const shuffled = (i: number) => (i * 7) % SET_SIZE;
/** First names, one per record of a set. */
export const FIRST = [
  'Amal',
  'Basil',
  'Carla',
  'Dina',
  'Elie',
  'Farid',
  'Ghada',
  'Hadi',
  'Ines',
  'Jad',
  'Karim',
];
/** A first name per record, in another order than the records'. */
export const first = (i: number) => FIRST[shuffled(i)]!;
const WORDS = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
];
/** A word per record, in another order than the records'. */
export const word = (i: number) => WORDS[shuffled(i)]!;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar date as the app shows it ("Feb 1, 2027"). */
export function shownDate(iso: string) {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
/** A moment as the app shows it ("Mar 15, 2027, 10:30 AM"). */
export function shownDateTime(iso: string) {
  const [h, min] = iso.slice(11, 16).split(':').map(Number) as [number, number];
  return `${shownDate(iso)}, ${h % 12 || 12}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
/** The i-th moment of a set: one a day from March 10, 2027, at 10:30 UTC. */
export const moment = (i: number) =>
  `2027-03-${String(10 + shuffled(i)).padStart(2, '0')}T10:30:00.000Z`;
/** An uppercase code of the test's own, one per record. */
export const code = (s: Own, i: number) => `${s.mark.slice(-9)}${letters(i)}`.toUpperCase();
/** A phone number of 10 digits nobody is likely to have. */
export const phone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A text filter of the filter bar, and what the URL holds once it applies. */
export const text = (column: string, value: string, key: string) => ({
  kind: 'text' as const,
  column,
  value,
  query: { [key]: value },
});
/** The form's patient and doctor, picked by searching for the test's own. */
export const patientPick = (s: Own) => ({
  label: 'Patient',
  search: s.refs.patient.name,
  pick: new RegExp(`^${s.refs.patient.name} · `),
});
export const doctorPick = (s: Own) => ({
  label: 'Doctor',
  search: String(s.refs.doctor.lastName),
  pick: `${s.refs.doctor.firstName} ${s.refs.doctor.lastName} · ${s.refs.doctor.specialty}`,
});
/** A field of a record, as text. */
export const r = (record: Record<string, unknown>, key: string) => String(record[key] ?? '');
