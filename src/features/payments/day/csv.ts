import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table/types';
import type { DayReport, Period } from './report';

interface Row {
  section: string;
  drawer: string;
  currency: string;
  method: string;
  kind: string;
  count: number | string;
  amount: number | string;
  ids: string;
}

const column = (id: keyof Row, header: string): DataColumn<Row> => ({
  id,
  header,
  cell: () => null,
  csv: (row) => row[id],
});

/**
 * The report as CSV, with the app's CSV writer (formula-safe fields, BOM, CRLF): one row per line
 * of each section, amounts as plain numbers rounded to their currency's minor units.
 */
export function dayReportRows(report: DayReport, t: TFunction): Row[] {
  return [
    ...report.taken.map((l) => ({
      section: t('billing:day.taken'),
      drawer: report.names[l.drawerId] || l.drawerId,
      currency: l.currency,
      method: l.method,
      kind: t(`billing:day.kinds.${l.kind}`),
      count: l.count,
      amount: l.amount,
      ids: l.ids.join(' '),
    })),
    ...report.inBase.parts.map(({ money, conversion }) => ({
      section: t('billing:day.totals'),
      drawer: '',
      currency: money.currency,
      method: '',
      kind: conversion.status === 'converted' ? `${conversion.rate} (${conversion.date})` : '',
      count: '',
      amount: money.amount,
      ids: conversion.status === 'missing' ? '' : `${conversion.amount} ${report.inBase.currency}`,
    })),
    ...report.closed.map((l) => ({
      section: t('billing:day.closed'),
      drawer: report.names[l.drawerId] || l.drawerId,
      currency: l.currency,
      method: l.method,
      kind: t(`billing:day.status.${l.status}`),
      count: l.count,
      amount: l.amount,
      ids: l.ids.join(' '),
    })),
    ...report.unclassified.map((l) => ({
      section: t('billing:day.unclassified'),
      drawer: report.names[l.drawerId] || l.drawerId,
      currency: l.currency,
      method: l.method,
      kind: '',
      count: l.count,
      amount: l.amount,
      ids: l.ids.join(' '),
    })),
    ...report.drawers.map((d) => ({
      section: t('billing:day.drawers'),
      drawer: d.name,
      currency: d.currency,
      method: `${d.countedBy ?? ''} ${d.countedAt}`,
      kind: `${d.number !== undefined ? `Z${d.number} ` : ''}${d.expected} → ${d.counted}${d.reason ? ` (${d.reason})` : ''}`,
      count: '',
      amount: d.difference,
      ids: d.drawerId,
    })),
  ];
}

export async function dayReportCsv(report: DayReport, period: Period, t: TFunction) {
  const { toCsv, download } = await import('@/components/data-table/csv');
  const columns = [
    column('section', t('billing:day.section')),
    column('drawer', t('billing:day.drawer')),
    column('currency', t('billing:fields.currency')),
    column('method', t('billing:fields.method')),
    column('kind', t('billing:day.kind')),
    column('count', t('billing:day.transactions')),
    column('amount', t('billing:fields.amount')),
    column('ids', t('billing:day.ids')),
  ];
  download(
    await toCsv(columns, dayReportRows(report, t)),
    `day-report-${period.from}_${period.to}.csv`,
  );
}
