import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, LANGUAGE_KEY, textDirection } from './config';
import { languageDetector, translationBackend } from './start-up';

/** Keeps <html lang dir> in step with the language, so Arabic lays the whole page out right to left. */
function syncDocument(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = textDirection(lng);
}

/**
 * Texts load on demand from `locales/{lng}/{ns}.json` under the app's base URL (SPEC §7 writes
 * `./locales`; resolving against the base rather than the current page keeps deep links working).
 * The language comes from the `lng` parameter, then the cookie, local and session storage under
 * `clinic-admin.lng`, and is remembered in local storage (./start-up.ts).
 */
export function initI18n() {
  i18n.on('languageChanged', syncDocument);
  return i18n
    .use(translationBackend((lng, ns) => `${import.meta.env.BASE_URL}locales/${lng}/${ns}.json`))
    .use(languageDetector(LANGUAGE_KEY))
    .use(initReactI18next)
    .init({ ...baseOptions, react: { useSuspense: true } });
}
