import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { dayKeyOf, isDayKey } from '@/domain/dates';

/**
 * What a lab report covers, from its URL: the results of a date range (`from`, `to`: calendar
 * days sampled, in the reader's time zone), or the results chosen one by one (`results=id,id`).
 */
export type ReportScope =
  { by: 'dates'; from: string; to: string } | { by: 'results'; ids: readonly string[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The scope a URL names; without one, the day of the patient's latest result with a value. */
export function readScope(
  search: Record<string, unknown>,
  latestDay: string | undefined,
): ReportScope {
  const chosen = text(search.results);
  if (chosen) return { by: 'results', ids: chosen.split(',').filter(Boolean).slice(0, 500) };
  const [from, to] = [text(search.from), text(search.to)];
  const fallback = latestDay ?? '';
  return {
    by: 'dates',
    from: isDayKey(from) ? from : fallback,
    to: isDayKey(to) ? to : isDayKey(from) ? from : fallback,
  };
}

export const scopeSearch = (scope: ReportScope): Record<string, string | undefined> =>
  scope.by === 'results'
    ? { from: undefined, to: undefined, results: scope.ids.join(',') }
    : { results: undefined, from: scope.from, to: scope.to };

const hasValue = (r: Result) => !!r.value?.trim();

/** The day of the latest result with a value (the default scope). */
export const latestDay = (history: readonly Result[]) =>
  dayKeyOf(
    history
      .filter(hasValue)
      .map((r) => r.sampledAt ?? '')
      .sort()
      .at(-1),
  );

/** The results the report shows: in scope and with a value, oldest sample first. */
export function resultsInScope(history: readonly Result[], scope: ReportScope): Result[] {
  const chosen = scope.by === 'results' ? new Set(scope.ids) : undefined;
  return history
    .filter((r) => {
      if (!hasValue(r)) return false;
      if (scope.by === 'results') return !!chosen?.has(results.idOf(r));
      const day = dayKeyOf(r.sampledAt);
      return !!day && day >= scope.from && day <= scope.to;
    })
    .sort(
      (a, b) =>
        (a.sampledAt ?? '').localeCompare(b.sampledAt ?? '') ||
        (a.testName ?? '').localeCompare(b.testName ?? ''),
    );
}

export interface ReportSection {
  /** The examination group's id ('' for tests in no group). */
  groupId: string;
  results: Result[];
}

/** The results by examination group, groups in the order of the catalogue's first test. */
export function byGroup(
  shown: readonly Result[],
  exams: ReadonlyMap<string, MedicalExamination>,
): ReportSection[] {
  const sections = new Map<string, Result[]>();
  for (const result of shown) {
    const groupId = exams.get(result.examinationId ?? '')?.groupId ?? '';
    sections.set(groupId, [...(sections.get(groupId) ?? []), result]);
  }
  const order = [...exams.values()].map((e) => e.groupId ?? '');
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...sections]
    .map(([groupId, rows]) => ({ groupId, results: rows }))
    .sort((a, b) => rank(a.groupId) - rank(b.groupId));
}

/**
 * "Page X of Y" as CSS generated content for a page's margin box: the translated sentence,
 * with `{{page}}` and `{{pages}}` as the page counters (Chromium prints them in `@page` margin
 * boxes). Quotes and backslashes of the sentence are escaped.
 */
export function pageCounterContent(sentence: string): string {
  const quote = (part: string) => `"${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return sentence
    .split(/(\{\{pages\}\}|\{\{page\}\})/)
    .filter(Boolean)
    .map((part) =>
      part === '{{page}}' ? 'counter(page)' : part === '{{pages}}' ? 'counter(pages)' : quote(part),
    )
    .join(' ');
}
