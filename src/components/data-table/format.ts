import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts written the reader's way: 2,000 / 2 000 / ٢٬٠٠٠. */
export function useFormatNumber() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
