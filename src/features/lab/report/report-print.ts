import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { results, type Result } from '@/api/resources/results';
import type { LabStages } from '@/api/lab/stages';
import { useAuth } from '@/app/auth/auth-context';
import { formatDateTime } from '@/i18n/format';
import { notify } from '@/features/lab/parts/notify';
import { resultName } from '@/features/lab/parts/result-name';
import { saveResult } from '@/features/lab/parts/save-result';
import { reportRelease } from '@/features/lab/rules/changes';
import { correctedFrom, release, toRecord, type Release } from '@/features/lab/rules/release';

export interface ShownReport extends Release {
  unvalidatedIds: ReadonlySet<string>;
  corrections: ReadonlyMap<string, string>;
  released: { who: string; when: string };
}

function shownReport(report: Release, who: string): ShownReport {
  const corrections = new Map<string, string>();
  for (const r of report.shown) {
    const before = correctedFrom(r);
    if (before !== undefined) corrections.set(results.idOf(r), before);
  }
  return {
    ...report,
    unvalidatedIds: new Set(report.unvalidated.map(results.idOf)),
    corrections,
    released: { who, when: formatDateTime(new Date().toISOString()) },
  };
}

/**
 * The report on show and its printing. Printing a report releases it: each validated result on
 * it records the value printed, who released it and when (`reportRelease`), before the browser's
 * print dialog opens; a result changed after that makes the next report CORRECTED. What was
 * printed stays on screen as printed (the records now say "reported", which would turn a
 * CORRECTED report FINAL under the reader's eyes) until the scope changes.
 */
export function useReportPrint(
  inScope: readonly Result[],
  stages: LabStages | undefined,
  preliminary: boolean,
  scopeKey: string,
) {
  const { t } = useTranslation('lab');
  const client = useQueryClient();
  const { session } = useAuth();
  const [printed, setPrinted] = useState<{ key: string; report: ShownReport }>();
  const [busy, setBusy] = useState(false);
  const who = session?.user.name || session?.user.id || '';
  const key = `${scopeKey}|${preliminary}`;
  const live = shownReport(release(inScope, stages, preliminary), who);
  const report = printed?.key === key ? printed.report : live;

  const print = async () => {
    setPrinted({ key, report: live });
    setBusy(true);
    const failed: string[] = [];
    await Promise.all(
      toRecord(live).map((r) =>
        saveResult(client, {
          id: results.idOf(r),
          values: reportRelease(r, session?.user.id ?? '', live.kind),
          before: r,
        }).catch((error: Error) => failed.push(`${resultName(r)}: ${error.message}`)),
      ),
    ).finally(() => setBusy(false));
    if (failed.length) {
      // Not recorded, not released: a report nobody can trace is not printed.
      setPrinted(undefined);
      return notify({ color: 'red', message: [t('release.notRecorded'), ...failed].join(' ') });
    }
    window.print();
  };
  return { report, print, busy };
}
