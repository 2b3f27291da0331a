import { Button, Card, Group, Stack } from '@mantine/core';
import { IconArrowsSplit, IconCash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/resources/payments';
import { BaseCurrencySelect, ConvertedTotal } from '@/components/money/converted-total';
import { totalsByCurrency } from '@/components/money/convert';

/** Beside "New transaction": the cashier's two everyday flows. */
export function PaymentActions() {
  const { t } = useTranslation('billing');
  return (
    <>
      <Button
        component={Link}
        to="/payments/take"
        variant="light"
        leftSection={<IconCash size={16} aria-hidden />}
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
    </>
  );
}

/** The rows shown, totalled per currency and converted to the reader's base currency. */
export function PaymentsSummary({ rows }: { rows: readonly Payment[] }) {
  const { t } = useTranslation('billing');
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <ConvertedTotal totals={totalsByCurrency(rows)} label={t('list.totals')} />
          <BaseCurrencySelect />
        </Group>
      </Stack>
    </Card>
  );
}
