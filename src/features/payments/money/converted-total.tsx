import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatMoney, numberFormat } from '@/i18n/format';
import { useBaseCurrency, useExchangeRates } from './base-currency';
import { totalInBase, type Money } from '@/domain/money';

/**
 * Totals in several currencies, then their sum in the base currency with the rate and its date
 * beside every converted figure. A currency without a rate says so and is left out of the sum.
 */
export function ConvertedTotal({ totals, label }: { totals: readonly Money[]; label: string }) {
  const { t } = useTranslation();
  const [base] = useBaseCurrency();
  const rateFormat = numberFormat({ maximumSignificantDigits: 6 });
  const rates = useExchangeRates();
  if (totals.length === 0) return null;
  const total = rates.data && totalInBase(totals, base, rates.data);
  return (
    <Stack gap={4} component="section" aria-label={label}>
      {totals.map((money) => {
        const part = total?.parts.find((p) => p.money.currency === money.currency);
        const conversion = part?.conversion;
        return (
          <Group key={money.currency} gap="xs" wrap="wrap">
            <Text fw={600}>{formatMoney(money.amount, money.currency)}</Text>
            {conversion?.status === 'converted' && (
              <Text size="sm" c="dimmed">
                {t('money.converted', {
                  amount: formatMoney(conversion.amount, base),
                  rate: rateFormat.format(conversion.rate),
                  from: money.currency,
                  to: base,
                  date: formatCalendarDate(conversion.date),
                })}
              </Text>
            )}
            {conversion?.status === 'missing' && (
              <Text size="sm" c="red.9">
                {t('money.noRate', { from: money.currency, to: base })}
              </Text>
            )}
          </Group>
        );
      })}
      {rates.error && (
        <Text size="sm" role="alert">
          {rates.error.message}
        </Text>
      )}
      {total && (
        <Text fw={700}>
          {t(total.missing.length ? 'money.totalPartial' : 'money.total', {
            amount: formatMoney(total.amount, base),
            currency: base,
            missing: total.missing.join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
