import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINIC_NAME } from '@/config/settings';
import { formatCalendarDate, formatDateTime, formatMoney, numberFormat } from '@/i18n/format';
import { useBaseCurrency, useExchangeRates } from '../money/base-currency';
import { MethodName } from '../methods';
import { useStaffName } from '../staff-name';
import { PeriodToolbar, usePeriod } from '../period-toolbar';
import classes from '../sheet.module.css';
import { buildDayReport, type DayReport, type Period } from './report';
import { useDayDrawers, useDayTransactions } from './use-day-data';
import { dayReportCsv } from './csv';
import '@mantine/core/styles/Progress.css';

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The end-of-day report at /payments/day: a day (or a range) of the cashiers' work. The first
 * day and the last come from `?from=` and `?to=` (YYYY-MM-DD), else today.
 */
export function DayReportScreen() {
  const { t } = useTranslation('billing');
  const search = useSearch({ from: '/_app/payments/day' });
  const [period, setDay] = usePeriod(() => {
    const from = day(search.from) ?? today();
    const to = day(search.to);
    return { from, to: to && to >= from ? to : from };
  });
  const { read, progress, ranged } = useDayTransactions(period);
  const drawers = useDayDrawers();
  const rates = useExchangeRates();
  const [base] = useBaseCurrency();
  const report = useMemo(
    () =>
      read.data && drawers.data && (rates.data || rates.error)
        ? buildDayReport({
            transactions: read.data,
            drawers: drawers.data,
            rates: rates.data ?? [],
            base,
            period,
          })
        : undefined,
    [read.data, drawers.data, rates.data, rates.error, base, period],
  );

  return (
    <Stack gap="md">
      <PeriodToolbar
        period={period}
        setDay={setDay}
        onCsv={report ? () => void dayReportCsv(report, period, t) : undefined}
      />
      {!ranged && (
        <Alert className={classes.noPrint} color="blue" title={t('day.allPagesTitle')}>
          {t('day.allPages')}
        </Alert>
      )}
      {read.isPending && (
        <Stack gap={4} className={classes.noPrint}>
          <Text size="sm">
            {progress?.total
              ? t('day.reading', { loaded: progress.loaded, total: progress.total })
              : t('day.readingUnknown', { loaded: progress?.loaded ?? 0 })}
          </Text>
          <Progress
            aria-label={t('day.readingLabel')}
            value={progress?.total ? (100 * progress.loaded) / progress.total : 0}
            animated={!progress?.total}
          />
        </Stack>
      )}
      {(read.error || drawers.error) && (
        <Alert color="red" role="alert">
          {(read.error ?? drawers.error)?.message}
        </Alert>
      )}
      {report && <DaySheet report={report} period={period} base={base} />}
    </Stack>
  );
}

/** Transactions a line counts, each a link to its page. */
function Transactions({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('billing');
  return (
    <details>
      <summary>{t('day.count', { count: ids.length })}</summary>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {ids.map((id) => (
          <li key={id}>
            <Link to="/payments/$paymentId" params={{ paymentId: id }}>
              {id}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function DaySheet({ report, period, base }: { report: DayReport; period: Period; base: string }) {
  const { t } = useTranslation('billing');
  const staffName = useStaffName();
  const drawerName = (id: string) => (id ? report.names[id] || id : t('day.noDrawer'));
  const unclassifiedCount = report.unclassified.reduce((n, l) => n + l.count, 0);
  const rateFormat = numberFormat({ maximumSignificantDigits: 6 });
  const title =
    period.from === period.to
      ? t('day.titleDay', { day: formatCalendarDate(period.from) })
      : t('day.titleRange', {
          from: formatCalendarDate(period.from),
          to: formatCalendarDate(period.to),
        });
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
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('day.drawer')}</th>
              <th scope="col">{t('fields.currency')}</th>
              <th scope="col">{t('fields.method')}</th>
              <th scope="col">{t('day.kind')}</th>
              <th scope="col">{t('day.transactions')}</th>
              <th scope="col" className={classes.number}>
                {t('fields.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.taken.map((line) => (
              <tr key={line.key}>
                <td>
                  <bdi>{drawerName(line.drawerId)}</bdi>
                </td>
                <td>{line.currency}</td>
                <td>
                  <MethodName code={line.method} />
                </td>
                <td>{t(`day.kinds.${line.kind}`)}</td>
                <td>
                  <Transactions ids={line.ids} />
                </td>
                <td className={classes.number}>{formatMoney(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>

      <SheetSection title={t('day.totals')}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('fields.currency')}</th>
              <th scope="col" className={classes.number}>
                {t('day.asTaken')}
              </th>
              <th scope="col" className={classes.number}>
                {t('day.inBase', { base })}
              </th>
              <th scope="col">{t('day.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {report.inBase.parts.map(({ money, conversion }) => (
              <tr key={money.currency}>
                <td>{money.currency}</td>
                <td className={classes.number}>{formatMoney(money.amount, money.currency)}</td>
                <td className={classes.number}>
                  {conversion.status === 'missing'
                    ? t('day.noRate')
                    : formatMoney(conversion.amount, base)}
                </td>
                <td>
                  {conversion.status === 'converted'
                    ? t('day.rateUsed', {
                        rate: rateFormat.format(conversion.rate),
                        from: money.currency,
                        to: base,
                        date: formatCalendarDate(conversion.date),
                      })
                    : ''}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={2}>
                {t('day.total')}
              </th>
              <td className={classes.number}>
                <strong>{formatMoney(report.inBase.amount, base)}</strong>
              </td>
              <td>
                {report.inBase.missing.length > 0 &&
                  t('day.leftOut', { currencies: report.inBase.missing.join(', ') })}
              </td>
            </tr>
          </tbody>
        </table>
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
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('day.kind')}</th>
              <th scope="col">{t('day.drawer')}</th>
              <th scope="col">{t('fields.method')}</th>
              <th scope="col">{t('day.transactions')}</th>
              <th scope="col" className={classes.number}>
                {t('fields.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.closed.map((line) => (
              <tr
                key={`${line.status}-${line.own}-${line.drawerId}-${line.currency}-${line.method}`}
              >
                <td>
                  {t(`day.status.${line.status}`)}
                  {!line.own && ` (${t('day.markedOnly')})`}
                </td>
                <td>
                  <bdi>{drawerName(line.drawerId)}</bdi>
                </td>
                <td>
                  <MethodName code={line.method} />
                </td>
                <td>
                  <Transactions ids={line.ids} />
                </td>
                <td className={classes.number}>{formatMoney(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>

      <SheetSection
        title={t('day.unclassified')}
        empty={report.unclassified.length === 0 ? t('day.noneUnclassified') : undefined}
      >
        <Text size="sm">{t('day.unclassifiedHint')}</Text>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('day.drawer')}</th>
              <th scope="col">{t('fields.currency')}</th>
              <th scope="col">{t('fields.method')}</th>
              <th scope="col">{t('day.transactions')}</th>
              <th scope="col" className={classes.number}>
                {t('fields.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.unclassified.map((line) => (
              <tr key={`${line.drawerId}-${line.currency}-${line.method}`}>
                <td>
                  <bdi>{drawerName(line.drawerId)}</bdi>
                </td>
                <td>{line.currency}</td>
                <td>
                  <MethodName code={line.method} />
                </td>
                <td>
                  <Transactions ids={line.ids} />
                </td>
                <td className={classes.number}>{formatMoney(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>

      <SheetSection
        title={t('day.drawers')}
        empty={report.drawers.length === 0 ? t('day.noCount') : undefined}
      >
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('day.drawer')}</th>
              <th scope="col" className={classes.number}>
                {t('count.expected')}
              </th>
              <th scope="col" className={classes.number}>
                {t('day.counted')}
              </th>
              <th scope="col" className={classes.number}>
                {t('day.difference')}
              </th>
              <th scope="col">{t('day.countedBy')}</th>
              <th scope="col">{t('closing.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.drawers.map((d) => (
              <tr key={`${d.drawerId}-${d.countedAt}`}>
                <td>
                  <Link to="/drawers/$drawerId" params={{ drawerId: d.drawerId }}>
                    <bdi>{d.name}</bdi>
                  </Link>
                  {d.number !== undefined && ` · ${t('closing.z', { number: d.number })}`}
                </td>
                <td className={classes.number}>{formatMoney(d.expected, d.currency)}</td>
                <td className={classes.number}>{formatMoney(d.counted, d.currency)}</td>
                <td className={`${classes.number} ${d.difference < 0 ? classes.short : ''}`}>
                  {formatMoney(d.difference, d.currency)}
                  {d.difference < 0
                    ? ` (${t('day.short')})`
                    : d.difference > 0
                      ? ` (${t('day.over')})`
                      : ''}
                </td>
                <td>
                  <bdi>{staffName(d.countedBy)}</bdi> · {formatDateTime(d.countedAt)}
                </td>
                <td>{d.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>
      <Text size="xs" c="dimmed">
        {t('day.basis', { within: report.within, read: report.read })}
      </Text>
    </article>
  );
}

/** A part of the sheet: its heading names the region; with nothing to show, it says so. */
function SheetSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {empty ? <Text size="sm">{empty}</Text> : children}
    </section>
  );
}
