import { expect, it } from 'vitest';
import type { Result } from '@/api/resources/results';
import { labelsOf, registered, sampleOfResult, visitsOf } from './labels';

const exams = new Map([
  ['hgb', { sampleType: 'blood' as const }],
  ['wbc', { sampleType: 'blood' as const }],
  ['ferr', { sampleType: 'serum' as const }],
  ['glu', { sampleType: 'serum' as const }],
]);
const result = (id: string, examinationId: string, testName: string, sampledAt: string) =>
  ({ _id: id, customerId: 'p1', examinationId, testName, sampledAt }) as Result;
const MORNING = '2026-11-27T08:15:00.000Z';
const LAST_WEEK = '2026-11-20T09:00:00.000Z';
const history = [
  result('res-0012', 'ferr', 'Ferritin', MORNING),
  result('res-0010', 'hgb', 'Haemoglobin', MORNING),
  result('res-0011', 'glu', 'Glucose', MORNING),
  result('res-0013', 'wbc', 'White cells', MORNING),
  result('res-0001', 'glu', 'Glucose', LAST_WEEK),
];

it('lists the visits newest first, each with the results sampled together', () => {
  const visits = visitsOf(history);
  expect(visits.map((v) => [v.sampledAt, v.results.length])).toEqual([
    [MORNING, 4],
    [LAST_WEEK, 1],
  ]);
});

it('prints one label per sample: the tests taken in one tube, known by its first result', () => {
  expect(labelsOf(visitsOf(history)[0]!, exams)).toMatchObject([
    {
      sampleId: 'res-0010',
      accession: undefined,
      sampleType: 'blood',
      tests: ['Haemoglobin', 'White cells'],
      sampledAt: MORNING,
    },
    {
      sampleId: 'res-0011',
      accession: undefined,
      sampleType: 'serum',
      tests: ['Glucose', 'Ferritin'],
      sampledAt: MORNING,
    },
  ]);
});

it('a test the catalogue does not know goes on a label of its own type, "other"', () => {
  const visit = { sampledAt: MORNING, results: [result('res-9', 'gone', 'Old test', MORNING)] };
  expect(labelsOf(visit, exams)).toMatchObject([
    { sampleId: 'res-9', sampleType: 'other', tests: ['Old test'], sampledAt: MORNING },
  ]);
});

it('a scanned result opens its whole sample', () => {
  const scanned = history[2]!; // glucose of this morning
  expect(sampleOfResult(scanned, history, exams).map((r) => r._id)).toEqual([
    'res-0012',
    'res-0011',
  ]);
});

it('a sample is known by the accession number its results carry; one not yet carried is not registered', () => {
  const withNumber = (r: Result, accession?: string) => ({ ...r, accession }) as Result;
  const visit = {
    sampledAt: MORNING,
    results: [
      withNumber(history[0]!, '2611270002'),
      withNumber(history[2]!),
      withNumber(history[1]!, '2611270001'),
      withNumber(history[3]!, '2611270001'),
    ],
  };
  const labels = labelsOf(visit, exams);
  expect(labels.map((l) => [l.accession, l.tests, registered(l)])).toEqual([
    ['2611270001', ['Haemoglobin', 'White cells'], true],
    // The glucose was added to the serum tube after it was registered: it takes its number.
    ['2611270002', ['Glucose', 'Ferritin'], false],
  ]);
  // Two serum tubes registered apart: two samples, two labels.
  const twoTubes = {
    sampledAt: MORNING,
    results: [withNumber(history[0]!, '2611270002'), withNumber(history[2]!, '2611270003')],
  };
  expect(labelsOf(twoTubes, exams).map((l) => l.accession)).toEqual(['2611270003', '2611270002']);
});
