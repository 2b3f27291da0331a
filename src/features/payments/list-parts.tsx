import { Button } from '@mantine/core';
import { IconArrowsSplit, IconCalendarStats, IconCreditCard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/resources/payments';
import { TotalsCard } from '@/features/payments/money/totals-card';

/** Beside "New transaction": the cashier's two everyday flows, and the day's report. */
export function PaymentActions() {
  const { t } = useTranslation('billing');
  return (
    <>
      <Button
        component={Link}
        to="/payments/take"
        variant="light"
        leftSection={<IconCreditCard size={16} aria-hidden />}
      >
        {t('take.open')}
      </Button>
      <Button
        component={Link}
        to="/payments/cascade"
        variant="light"
        leftSection={<IconArrowsSplit size={16} aria-hidden />}
      >
        {t('cascade.open')}
      </Button>
      <Button
        component={Link}
        to="/payments/day"
        variant="light"
        leftSection={<IconCalendarStats size={16} aria-hidden />}
      >
        {t('day.link')}
      </Button>
    </>
  );
}

/** The rows shown, totalled per currency and converted to the reader's base currency. */
export function PaymentsSummary({ rows }: { rows: readonly Payment[] }) {
  const { t } = useTranslation('billing');
  return <TotalsCard rows={rows} label={t('list.totals')} />;
}
