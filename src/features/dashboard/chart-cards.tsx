import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBaseCurrency, useExchangeRates } from '@/features/payments/money/base-currency';
import { totalInBase, totalsByCurrency } from '@/domain/money';
import { dateTimeFormat, formatMoney, formatNumber, numberFormat } from '@/i18n/format';
import type { Today } from './cards';
import { missingExtensionText } from '@/components/feedback/extension-notice';
import { cardQuery, DashboardCard, type CardQuery } from './dashboard-card';
import { dayKey, dayKeyOf, daysBefore } from '@/domain/dates';
import { PAYMENT_DAYS, takenPayments, useRecentPayments, useTodayAppointments } from './queries';
import { WhenOnScreen } from './when-on-screen';

// recharts and @mantine/charts (≈100 KB gzip) load with the first chart on screen.
const BarChart = lazy(() => import('./charts'));
const HEIGHT = 220;

type ChartProps = Parameters<typeof BarChart>[0];

/**
 * A card holding one bar chart, which loads (lazily) once the card's data is there and the chart
 * is on screen.
 */
function ChartCard({
  title,
  query,
  notice,
  ...chart
}: Omit<ChartProps, 'height' | 'rtl'> & { title: string; query: CardQuery; notice?: string }) {
  const { i18n } = useTranslation();
  return (
    <DashboardCard title={title} query={query} notice={notice} height={HEIGHT}>
      {() => (
        <div role="img" aria-label={title}>
          <WhenOnScreen height={HEIGHT} placeholder={<Skeleton h={HEIGHT} />}>
            <Suspense fallback={<Skeleton h={HEIGHT} />}>
              <BarChart {...chart} height={HEIGHT} rtl={i18n.dir() === 'rtl'} />
            </Suspense>
          </WhenOnScreen>
        </div>
      )}
    </DashboardCard>
  );
}

/** Clinic hours, widened to any hour that has an appointment. */
const FIRST_HOUR = 7;
const LAST_HOUR = 18;

export function AppointmentsPerHourCard({ today }: { today: Today }) {
  const { t } = useTranslation();
  const notice = missingExtensionText(['dateRange']);
  const query = useTodayAppointments(today.day, !notice);
  const counts = new Map<number, number>();
  for (const a of query.data ?? []) {
    const at = new Date(a.scheduledAt ?? '');
    if (!Number.isNaN(at.getTime()))
      counts.set(at.getHours(), (counts.get(at.getHours()) ?? 0) + 1);
  }
  const hours = [...counts.keys()];
  const [first, last] = [Math.min(FIRST_HOUR, ...hours), Math.max(LAST_HOUR, ...hours)];
  const hourText = dateTimeFormat({ hour: 'numeric' });
  const data = Array.from({ length: last - first + 1 }, (_, i) => ({
    hour: hourText.format(new Date(2000, 0, 1, first + i)),
    count: counts.get(first + i) ?? 0,
  }));
  return (
    <ChartCard
      title={t('areas:dashboard.charts.perHour')}
      query={cardQuery(query)}
      notice={notice}
      data={data}
      labelKey="hour"
      valueKey="count"
      valueLabel={t('areas:dashboard.charts.appointments')}
      format={(v) => formatNumber(v)}
      formatTick={(v) => formatNumber(v)}
    />
  );
}

export function PaymentsPerDayCard({ today }: { today: Today }) {
  const { t } = useTranslation();
  const notice = missingExtensionText(['dateRange']);
  const query = useRecentPayments(today.now, !notice);
  const rates = useExchangeRates();
  const [base] = useBaseCurrency();
  const dayText = dateTimeFormat({
    day: 'numeric',
    month: 'short',
  });
  const taken = takenPayments(query.data ?? []);
  const data = Array.from({ length: PAYMENT_DAYS }, (_, i) => {
    const date = daysBefore(today.now, PAYMENT_DAYS - 1 - i);
    const day = dayKey(date);
    const rows = taken.filter((p) => dayKeyOf(p.createdAt) === day);
    const total = totalInBase(totalsByCurrency(rows), base, rates.data ?? []);
    return { day: dayText.format(date), amount: total.amount };
  });
  const compactMoney = numberFormat({
    style: 'currency',
    currency: base,
    notation: 'compact',
  });
  // The chart needs both the payments and the rates; either one failing is its error.
  const state = cardQuery(rates.error || rates.isPending ? rates : query);
  return (
    <ChartCard
      title={t('areas:dashboard.charts.perDay', { currency: base })}
      query={{ ...state, hasData: !!query.data && !!rates.data }}
      notice={notice}
      data={data}
      labelKey="day"
      valueKey="amount"
      valueLabel={t('areas:dashboard.charts.amount')}
      format={(v) => formatMoney(v, base)}
      formatTick={(v) => compactMoney.format(v)}
    />
  );
}
