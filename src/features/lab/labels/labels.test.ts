import { expect, it } from 'vitest';
import type { Result } from '@/api/resources/results';
import { labelsOf, sampleOfResult, visitsOf } from './labels';

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
  expect(labelsOf(visitsOf(history)[0]!, exams)).toEqual([
    {
      sampleId: 'res-0010',
      sampleType: 'blood',
      tests: ['Haemoglobin', 'White cells'],
      sampledAt: MORNING,
    },
    {
      sampleId: 'res-0011',
      sampleType: 'serum',
      tests: ['Glucose', 'Ferritin'],
      sampledAt: MORNING,
    },
  ]);
});

it('a test the catalogue does not know goes on a label of its own type, "other"', () => {
  const visit = { sampledAt: MORNING, results: [result('res-9', 'gone', 'Old test', MORNING)] };
  expect(labelsOf(visit, exams)).toEqual([
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
