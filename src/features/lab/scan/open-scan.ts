import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { hasExtension } from '@/api/extensions';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results } from '@/api/resources/results';
import { referenceQuery } from '@/components/references/references';
import { historyQuery } from '@/features/lab/parts/history';
import { sampleOfResult } from '@/features/lab/labels/labels';
import { dayKeyOf } from '@/domain/dates';
import { SCAN_EVENT, setPendingScan, type ScanEventDetail } from './scan-listener';
import type { UseNavigateResult } from '@tanstack/react-router';

/** The router's own navigate: where a scan leads is checked against the routes. */
type Navigate = UseNavigateResult<string>;

/**
 * Opens what a scanned sample id names: the result (the list asked for its `_id`) and the others of
 * its sample. On the worksheet, its row's value cell takes the focus (the worksheet switches to
 * the sample's visit when the row is not listed); elsewhere, the results list opens on the
 * patient's results of that day (of that patient only, where the server has no date filter).
 */
export async function openScan(code: string, navigate: Navigate, client: QueryClient) {
  await i18n.loadNamespaces('lab');
  // SPEC §7 reads no result by id: the list is asked for that id (a column filter), and only a
  // row that bears it is taken (a server that ignored the filter answers others).
  const found = await client
    .fetchQuery(results.queries.list({ page: 1, pageSize: 10, filters: { _id: code } }))
    .then((page) => page.items.find((row) => results.idOf(row) === code))
    .catch(() => undefined);
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
  const ids = sampleOfResult(result, history, byId).map(results.idOf);
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
