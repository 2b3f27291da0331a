import type { Result } from '@/api/resources/results';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { byGroup, pageCounterContent, readScope, resultsInScope } from './report-scope';

const result = (id: string, sampledAt: string, value: string | undefined, examinationId = 'k') =>
  ({ _id: id, sampledAt, value, examinationId, testName: id }) as Result;

describe('what a lab report covers', () => {
  const history = [
    result('a', '2026-11-02T08:00:00', '4.1'),
    result('b', '2026-11-20T08:00:00', '5.0'),
    result('c', '2026-11-20T09:00:00', undefined),
    result('d', '2026-11-21T08:00:00', '5.2'),
  ];

  it('defaults to the day of the latest result with a value, and reads a date range', () => {
    expect(readScope({}, '2026-11-21')).toEqual({
      by: 'dates',
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(readScope({ from: '2026-11-01', to: 'garbage' }, undefined)).toEqual({
      by: 'dates',
      from: '2026-11-01',
      to: '2026-11-01',
    });
    const scope = readScope({ from: '2026-11-01', to: '2026-11-20' }, undefined);
    // Results awaiting a value are not reported.
    expect(resultsInScope(history, scope).map((r) => r._id)).toEqual(['a', 'b']);
  });

  it('or the results chosen one by one', () => {
    const scope = readScope({ results: 'd,a,zz' }, '2026-11-21');
    expect(scope).toEqual({ by: 'results', ids: ['d', 'a', 'zz'] });
    expect(resultsInScope(history, scope).map((r) => r._id)).toEqual(['a', 'd']);
  });

  it('groups the tests by examination group, in the catalogue’s order', () => {
    const exams = new Map([
      ['k', { _id: 'k', groupId: 'g2' }],
      ['h', { _id: 'h', groupId: 'g1' }],
    ]) as unknown as ReadonlyMap<string, MedicalExamination>;
    const shown = [
      result('x', '2026-11-20T08:00:00', '1', 'h'),
      result('y', '2026-11-20T08:00:00', '2', 'k'),
      result('z', '2026-11-20T08:00:00', '3', 'unknown'),
    ];
    expect(byGroup(shown, exams).map((s) => [s.groupId, s.results.map((r) => r._id)])).toEqual([
      ['g2', ['y']],
      ['g1', ['x']],
      ['', ['z']],
    ]);
  });

  it('writes "Page X of Y" as the margin box’s content, in any language', () => {
    expect(pageCounterContent('Page {{page}} of {{pages}}')).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
    expect(pageCounterContent('صفحة {{page}} من {{pages}}')).toBe(
      '"صفحة " counter(page) " من " counter(pages)',
    );
    expect(pageCounterContent('{{page}}/{{pages}} "x"\\')).toBe(
      'counter(page) "/" counter(pages) " \\"x\\"\\\\"',
    );
  });
});
