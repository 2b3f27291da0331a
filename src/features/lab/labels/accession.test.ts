import { expect, it } from 'vitest';
import { results, type Result } from '@/api/resources/results';
import { db } from '@/mocks/db/tables';
import { storeSession } from '@/test/session';
import { accessionDay, accessionNumber, firstFreeSequence, isAccession } from './accession';
import { registerSample } from './accession-store';

it('writes the registration day, then the day’s sequence: an even count of digits', () => {
  expect(accessionDay(new Date(2026, 11, 7, 23, 59))).toBe('261207');
  expect(accessionNumber('261207', 42)).toBe('2612070042');
  expect(accessionNumber('261207', 10_000)).toBe('261207010000');
  expect(isAccession('2612070042')).toBe(true);
  expect(isAccession('261207010000')).toBe(true);
  expect(isAccession('26120700421')).toBe(false);
  expect(isAccession('res-0001')).toBe(false);
});

it('finds the first free number of the day in few reads', async () => {
  const free = async (takenUpTo: number) => {
    const asked: string[] = [];
    const sequence = await firstFreeSequence('261207', async (number) => {
      asked.push(number);
      return Number(number.slice(6)) <= takenUpTo;
    });
    return { sequence, reads: asked.length };
  };
  expect(await free(0)).toEqual({ sequence: 1, reads: 1 });
  expect((await free(37)).sequence).toBe(38);
  expect((await free(37)).reads).toBeLessThanOrEqual(13);
  expect((await free(9_999)).sequence).toBe(10_000);
  expect((await free(9_999)).reads).toBeLessThanOrEqual(30);
});

/** Two results of the demo that no sample number has been given yet, of two visits. */
function twoUnregistered(): [Result, Result] {
  const rows = db.results.all().filter((r) => !r.accession);
  const first = rows[0]!;
  const second = rows.find((r) => r.sampledAt !== first.sampledAt)!;
  return [first as Result, second as Result];
}

it('registers samples on the server: each its own number, kept on each of its results', async () => {
  storeSession();
  const [a, b] = twoUnregistered();
  const at = new Date();
  const first = await registerSample([a], at);
  const second = await registerSample([b], at);
  expect(first.startsWith(accessionDay(at))).toBe(true);
  expect(Number(second.slice(6))).toBe(Number(first.slice(6)) + 1);
  expect(db.results.get(results.idOf(a))?.accession).toBe(first);
  expect(db.results.get(results.idOf(b))?.accession).toBe(second);
  // A result added to a registered sample takes the sample's number.
  const added = db.results.all().find((r) => !r.accession)! as Result;
  const again = await registerSample([{ ...a, accession: first }, added]);
  expect(again).toBe(first);
  expect(db.results.get(results.idOf(added))?.accession).toBe(first);
});

it('never takes a number another sample holds, however it was written', async () => {
  storeSession();
  const [a, b] = twoUnregistered();
  const at = new Date();
  const taken = await registerSample([a], at);
  // Another desk (another program) wrote the next number on a result of another sample.
  const next = accessionNumber(accessionDay(at), Number(taken.slice(6)) + 1);
  const other = db.results.all().find((r) => !r.accession && r._id !== results.idOf(b))!;
  db.results.update(other._id, { accession: next });
  const mine = await registerSample([b], at);
  expect([taken, next]).not.toContain(mine);
  expect(db.results.all().filter((r) => r.accession === mine)).toHaveLength(1);
});
