import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { baseOptions, LANGUAGE_KEY, textDirection } from './config';
import { backendOptions, detectionOptions, LanguageDetection } from './start-up';

/** Keeps <html lang dir> in step with the language, so Arabic lays the whole page out right to left. */
function syncDocument(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = textDirection(lng);
}

/**
 * Texts load on demand from `locales/{lng}/{ns}.json` under the app's base URL (SPEC §7 writes
 * `./locales`; resolving against the base rather than the current page keeps deep links working).
 * The language comes from the `lng` parameter, then the cookie, local and session storage under
 * `clinic-admin.lng`, and is remembered in local storage: i18next-http-backend and
 * i18next-browser-languagedetector, configured in ./start-up.ts.
 */
export function initI18n() {
  i18n.on('languageChanged', syncDocument);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetection)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      backend: backendOptions(import.meta.env.BASE_URL),
      detection: detectionOptions(LANGUAGE_KEY),
      react: { useSuspense: true },
    });
}
