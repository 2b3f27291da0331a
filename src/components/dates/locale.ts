import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { DatesProviderSettings, DayOfWeek } from '@mantine/dates';

/**
 * The date inputs' language: dayjs (what Mantine's date inputs format with) in the app's language,
 * with only that language's locale fetched. Kept out of the first load: only the lazy inputs
 * import this module.
 */
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

/** The app's languages other than English (built into dayjs), each loaded on first use. */
const LOCALES: Record<string, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

const DAYS: readonly DayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];

const loading = new Map<string, Promise<unknown>>();

/**
 * The wait for `language`'s dayjs locale, or undefined once it is there (English always is):
 * an input waits only the first time its language is drawn.
 */
export function datesLocaleWait(language: string): Promise<unknown> | undefined {
  const load = LOCALES[language];
  if (!load || language in dayjs.Ls) return undefined;
  let promise = loading.get(language);
  if (!promise) loading.set(language, (promise = load()));
  return promise;
}

/** The dayjs locale name the inputs use: the app's language when dayjs has it, else English. */
export const datesLocale = (language: string) => (language in LOCALES ? language : 'en');

/**
 * The calendar's week as the language's readers keep it: dayjs's own first day (Sunday in
 * English, Monday in French, Saturday in Arabic) and the weekend around it (Friday and Saturday
 * where the week starts on Saturday).
 */
export function datesSettings(language: string): DatesProviderSettings {
  const locale = datesLocale(language);
  const firstDayOfWeek = DAYS.find((day) => day === dayjs.Ls[locale]?.weekStart) ?? 0;
  return { locale, firstDayOfWeek, weekendDays: firstDayOfWeek === 6 ? [5, 6] : [0, 6] };
}
