import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarAriaLabels } from '@mantine/dates';
import { datesLocale, datesLocaleWait, datesSettings } from './locale';

/**
 * What every date input of the app shares: the dayjs locale of the app's language (waited for,
 * so the first paint is already in that language), the week's shape, and the calendar's arrows
 * named for screen readers (its month and year buttons are named by the text they show).
 */
export function useDates() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const wait = datesLocaleWait(language);
  if (wait) use(wait);
  const ariaLabels: CalendarAriaLabels = {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
  };
  return {
    locale: datesLocale(language),
    settings: datesSettings(language),
    ariaLabels,
    clearButtonProps: { 'aria-label': t('dates.clear') },
  };
}
