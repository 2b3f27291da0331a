import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { APP_KEY } from '@/app/config';
import { baseOptions, textDirection } from './config';

/** Keeps <html lang dir> in step with the language, so Arabic lays the whole page out right to left. */
function syncDocument(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = textDirection(lng);
}

/**
 * Texts load on demand from `locales/{lng}/{ns}.json` under the app's base URL (SPEC §7 writes
 * `./locales`; resolving against the base rather than the current page keeps deep links working).
 */
export function initI18n() {
  i18n.on('languageChanged', syncDocument);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
        lookupQuerystring: 'lng',
        lookupCookie: `${APP_KEY}.lng`,
        lookupLocalStorage: `${APP_KEY}.lng`,
        lookupSessionStorage: `${APP_KEY}.lng`,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
}
