import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { hasExtension } from '@/api/extensions';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { referenceQuery } from '@/components/references/references';
import { historyQuery } from '@/features/lab/parts/history';
import { isAccession } from '@/features/lab/labels/accession';
import { sampleOfResult } from '@/features/lab/labels/labels';
import { dayKeyOf } from '@/domain/dates';
import { SCAN_EVENT, setPendingScan, type ScanEventDetail } from './scan-listener';
import type { UseNavigateResult } from '@tanstack/react-router';

/** The router's own navigate: where a scan leads is checked against the routes. */
type Navigate = UseNavigateResult<string>;

/**
 * The results whose `field` is `code`: SPEC §7 reads no result by id, so the list is asked with
 * a column filter, and only rows that bear it are taken (a server may match by substring, or
 * ignore the filter and answer others).
 */
async function rowsBearing(client: QueryClient, field: '_id' | 'accession', code: string) {
  const bears = (row: Result) => (field === '_id' ? results.idOf(row) : row.accession) === code;
  return client
    .fetchQuery(results.queries.list({ page: 1, pageSize: 50, filters: { [field]: code } }))
    .then((page) => page.items.filter(bears))
    .catch(() => []);
}

/**
 * Opens what a scanned code names (an accession number, or a sample id of an older label): the result (the list asked for its `_id`) and the others of
 * its sample. On the worksheet, its row's value cell takes the focus (the worksheet switches to
 * the sample's visit when the row is not listed); elsewhere, the results list opens on the
 * patient's results of that day (of that patient only, where the server has no date filter).
 */
export async function openScan(code: string, navigate: Navigate, client: QueryClient) {
  await i18n.loadNamespaces('lab');
  // A label's accession number (the sample's results all bear it), else a label printed before
  // them: the id of the sample's first result.
  const byAccession = isAccession(code) ? await rowsBearing(client, 'accession', code) : [];
  const found = byAccession[0] ?? (await rowsBearing(client, '_id', code))[0];
  if (!found) {
    notifications.show({ color: 'red', message: i18n.t('lab:scan.unknown', { code }) });
    return;
  }
  const result = found;
  const customerId = result.customerId ?? '';
  const sampledAt = result.sampledAt ?? '';
  const [history, exams] = await Promise.all([
    client.fetchQuery(historyQuery(customerId)).catch(() => [result]),
    client.fetchQuery(referenceQuery('examinations')).catch(() => []),
  ]);
  const byId = new Map(
    (exams as MedicalExamination[]).map((exam) => [String(exam._id), exam] as const),
  );
  const ids = byAccession.length
    ? byAccession.map(results.idOf)
    : sampleOfResult(result, history, byId).map(results.idOf);
  const sample = ids.length ? ids : [results.idOf(result)];
  const offered = new CustomEvent<ScanEventDetail>(SCAN_EVENT, {
    detail: { ids: sample },
    cancelable: true,
  });
  if (!window.dispatchEvent(offered)) return;
  notifications.show({ message: i18n.t('lab:scan.opened', { code }) });
  if (window.location.pathname.endsWith('/results/worksheet')) {
    setPendingScan(sample);
    return void navigate({
      to: '/results/worksheet',
      search: { by: 'visit', customerId, visit: sampledAt },
    });
  }
  const day = dayKeyOf(result.sampledAt);
  void navigate({
    to: '/results',
    search: {
      customerId,
      ...(day && hasExtension('dateRange') && { sampledAtFrom: day, sampledAtTo: day }),
    },
  });
}
