import { Card, Group } from '@mantine/core';
import { useExchangeRates } from './base-currency';
import { BaseCurrencySelect } from './base-currency-select';
import { ConvertedTotal } from './converted-total';
import { totalsByCurrency } from '@/domain/money';
import '@mantine/core/styles/Card.css';

/**
 * A list's amounts totalled per currency and converted to the reader's base currency, with the
 * choice of that currency beside them (payments, drawers).
 */
export function TotalsCard({
  rows,
  label,
}: {
  rows: readonly { amount?: number | null; currency?: string | null }[];
  label: string;
}) {
  // Shown whole once the rates are known: a card whose converted figures arrived after it would
  // grow under the reader's eyes and move what it holds.
  const rates = useExchangeRates();
  if (rates.isPending) return null;
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-end">
        <ConvertedTotal totals={totalsByCurrency(rows)} label={label} />
        <BaseCurrencySelect />
      </Group>
    </Card>
  );
}
