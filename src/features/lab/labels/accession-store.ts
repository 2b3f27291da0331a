import { ApiError } from '@/api/errors';
import { results, type Result } from '@/api/resources/results';
import { withChanges } from '@/features/lab/rules/changes';
import { accessionDay, accessionNumber, firstFreeSequence } from './accession';

/**
 * Where accession numbers are looked up and written, with the contract's calls: the results list
 * filtered by `accession` (every row checked to bear the number: a server may match by
 * substring), and `PUT /api/results/{id}` with the whole result and the number on top.
 */

/** A server that ignores the filter: the rows it gives prove nothing, so every result is read. */
const isIgnored = (error: unknown) => error instanceof ApiError && error.kind === 'contract';

/** The results that bear `number`, however the server matches the filter. */
export async function resultsBearing(
  number: string,
  everything: () => Promise<Result[]>,
): Promise<Result[]> {
  const rows = await results.api.all({ accession: number }).catch(async (error: unknown) => {
    if (!isIgnored(error)) throw error;
    return everything();
  });
  return rows.filter((row) => row.accession === number);
}

const idOf = (result: Result) => results.idOf(result);
const firstId = (sample: readonly Result[]) => sample.map(idOf).sort()[0] ?? '';

/** Writes `number` on each result of the sample that does not bear it yet. */
async function write(sample: readonly Result[], number: string) {
  for (const result of sample)
    if (result.accession !== number)
      await results.api.update(idOf(result), withChanges(result, { accession: number }));
}

/**
 * Gives a sample (its results) an accession number: the one some of them carry already, else
 * the day's first free one, written on each, read back, and taken again should another sample
 * have taken the same number meanwhile (the sample whose first result id sorts later yields).
 */
export async function registerSample(sample: readonly Result[], at = new Date()): Promise<string> {
  const carried = sample.find((r) => r.accession)?.accession;
  if (carried) {
    await write(sample, carried);
    return carried;
  }
  // Read at most once per registration, only from a server that ignores the filter.
  let all: Promise<Result[]> | undefined;
  const everything = () => (all ??= results.api.all());
  const mine = new Set(sample.map(idOf));
  const day = accessionDay(at);
  const takenByOthers = async (number: string) =>
    (await resultsBearing(number, everything)).some((r) => !mine.has(idOf(r)));
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = accessionNumber(day, await firstFreeSequence(day, takenByOthers));
    await write(sample, number);
    all = undefined;
    const others = (await resultsBearing(number, everything)).filter((r) => !mine.has(idOf(r)));
    // Another sample bears it too (registered at the same moment): the one whose first result
    // sorts first keeps it, this one takes the next free number.
    if (others.length === 0 || firstId(sample) < firstId(others)) return number;
    sample = sample.map((r) => ({ ...r, accession: number }));
  }
  throw new Error('No free accession number after five tries');
}
