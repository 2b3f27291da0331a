import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/i18n/format';

/** Counts written the reader's way: 2,000 / 2 000 / ٢٬٠٠٠. */
export function useFormatNumber() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = numberFormat();
    return (value: number) => format.format(value);
    // The formatter follows the language the app has now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language]);
}
