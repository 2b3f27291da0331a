import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { exchangeRates } from '@/api/resources/exchange-rates';
import { DEFAULT_CURRENCY } from '@/components/references/references';

/** Where the reader's chosen base currency is kept (every screen that converts follows it). */
export const BASE_CURRENCY_KEY = 'clinic-admin.base-currency';

/** The currency totals across currencies are converted to, chosen by the reader and remembered. */
export function useBaseCurrency() {
  return useLocalStorage<string>({
    key: BASE_CURRENCY_KEY,
    defaultValue: DEFAULT_CURRENCY,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value && /^[A-Z]{3}$/.test(value) ? value : DEFAULT_CURRENCY),
  });
}

/** Every exchange rate (a short list: one per pair and month), kept for a few minutes. */
export function useExchangeRates() {
  return useQuery({ ...exchangeRates.queries.all(), staleTime: 5 * 60_000 });
}
