import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods } from '@/api/resources/payments';
import { useBaseCurrency, useExchangeRates } from '../money/base-currency';
import { PeriodToolbar, usePeriod } from '../period-toolbar';
import { useStaffAnswered } from '../staff-name';
import classes from '../sheet.module.css';
import { buildDayReport } from './report';
import { DaySheet } from './day-sheet';
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
  // The sheet is printed and signed: its lines name who took and how, never an id or a code
  // while the staff and methods lists are on their way (a list that failed leaves them).
  const staffAnswered = useStaffAnswered();
  const methods = usePaymentMethods();
  const named = staffAnswered && !methods.isPending;
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
      {report && named && <DaySheet report={report} period={period} base={base} />}
    </Stack>
  );
}
