import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/i18n/format';

/**
 * Counts written the reader's way: 2,000 / 2 000 / ٢٬٠٠٠. The formatter is made when a number is
 * first written, not when a component renders that may never write one (the export's progress):
 * the first Intl formatter of a page costs tens of milliseconds.
 */
export function useFormatNumber() {
  // Renders again when the language changes; the formatter is then the new language's.
  useTranslation();
  return formatCount;
}

const formatCount = (value: number) => numberFormat().format(value);
