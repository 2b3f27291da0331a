import { Button } from '@mantine/core';
import { IconArrowsSplit, IconCalendarStats, IconCreditCard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/resources/payments';
import { TotalsCard } from '@/features/payments/money/totals-card';

const FLOWS = [
  { to: '/payments/take', Icon: IconCreditCard, label: 'take.open' },
  { to: '/payments/cascade', Icon: IconArrowsSplit, label: 'cascade.open' },
  { to: '/payments/day', Icon: IconCalendarStats, label: 'day.link' },
] as const;

/** Beside "New transaction": the cashier's two everyday flows, and the day's report. */
export function PaymentActions() {
  const { t } = useTranslation('billing');
  return FLOWS.map(({ to, Icon, label }) => (
    <Button
      key={to}
      component={Link}
      to={to}
      variant="light"
      leftSection={<Icon size={16} aria-hidden />}
    >
      {t(label)}
    </Button>
  ));
}

/** The rows shown, totalled per currency and converted to the reader's base currency. */
export function PaymentsSummary({ rows }: { rows: readonly Payment[] }) {
  const { t } = useTranslation('billing');
  return <TotalsCard rows={rows} label={t('list.totals')} />;
}
