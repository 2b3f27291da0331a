import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLINIC_NAME } from '@/config/settings';
import { formatCalendarDate } from '@/i18n/format';
import { SheetSection, SheetTable } from '../sheet-table';
import classes from '../sheet.module.css';
import { useCountColumns, useLineColumns } from './sheet-columns';
import { TotalsTable } from './totals-table';
import type { ClosedLine, DayReport, Period, ReportLine } from './report';

/** The day's report as printed: money taken, totals, refunds, what is not classified, counts. */
export function DaySheet({
  report,
  period,
  base,
}: {
  report: DayReport;
  period: Period;
  base: string;
}) {
  const { t } = useTranslation('billing');
  const col = useLineColumns(report);
  const countColumns = useCountColumns();
  const unclassifiedCount = report.unclassified.reduce((n, l) => n + l.count, 0);
  const title =
    period.from === period.to
      ? t('day.titleDay', { day: formatCalendarDate(period.from) })
      : t('day.titleRange', {
          from: formatCalendarDate(period.from),
          to: formatCalendarDate(period.to),
        });
  const kind = { header: t('day.kind'), cell: (l: ReportLine) => t(`day.kinds.${l.kind}`) };
  const status = {
    header: t('day.kind'),
    cell: (l: ClosedLine) => (
      <>
        {t(`day.status.${l.status}`)}
        {!l.own && ` (${t('day.markedOnly')})`}
      </>
    ),
  };
  return (
    <article className={classes.sheet} aria-label={t('day.title')}>
      <Title order={1} size="h3">
        {CLINIC_NAME || t('common:appName')}
      </Title>
      <Text mb="sm">{title}</Text>

      <SheetSection
        title={t('day.taken')}
        empty={report.taken.length === 0 ? t('day.nothingTaken') : undefined}
      >
        <SheetTable
          label={t('day.taken')}
          columns={[col.drawer, col.currency, col.method, kind, col.transactions, col.amount]}
          rows={report.taken}
          rowKey={(l) => l.key}
        />
      </SheetSection>

      <SheetSection title={t('day.totals')}>
        <TotalsTable report={report} base={base} />
        {unclassifiedCount > 0 && (
          <Text size="sm" fw={600}>
            {t('day.totalsWithout', { count: unclassifiedCount })}
          </Text>
        )}
      </SheetSection>

      <SheetSection
        title={t('day.closed')}
        empty={report.closed.length === 0 ? t('day.noneClosed') : undefined}
      >
        <SheetTable
          label={t('day.closed')}
          columns={[status, col.drawer, col.method, col.transactions, col.amount]}
          rows={report.closed}
          rowKey={(l) => `${l.status}-${l.own}-${l.drawerId}-${l.currency}-${l.method}`}
        />
      </SheetSection>

      <SheetSection
        title={t('day.unclassified')}
        empty={report.unclassified.length === 0 ? t('day.noneUnclassified') : undefined}
      >
        <Text size="sm">{t('day.unclassifiedHint')}</Text>
        <SheetTable
          label={t('day.unclassified')}
          columns={[col.drawer, col.currency, col.method, col.transactions, col.amount]}
          rows={report.unclassified}
          rowKey={(l) => `${l.drawerId}-${l.currency}-${l.method}`}
        />
      </SheetSection>

      <SheetSection
        title={t('day.drawers')}
        empty={report.drawers.length === 0 ? t('day.noCount') : undefined}
      >
        <SheetTable
          label={t('day.drawers')}
          columns={countColumns}
          rows={report.drawers}
          rowKey={(d) => `${d.drawerId}-${d.countedAt}`}
        />
      </SheetSection>
      <Text size="xs" c="dimmed">
        {t('day.basis', { within: report.within, read: report.read })}
      </Text>
    </article>
  );
}
