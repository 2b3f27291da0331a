import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { startHandoff } from '@/lib/start-handoff';

/**
 * How the app configures the design card's two i18n plugins, i18next-browser-languagedetector
 * and i18next-http-backend (src/i18n/index.ts uses them with these options). Kept apart so the
 * tests drive the same configuration the app runs.
 */

/**
 * Where the language comes from, in order: the `lng` query parameter, the cookie, local storage,
 * session storage (all under `key`); none: i18next's fallback language. The language in force is
 * remembered in local storage. i18next picks the first of the answers it supports (`fr-CA` → `fr`);
 * the detector drops codes that are not language codes (markup, quotes, slashes, prototype keys).
 * index.html reads the same places in the same order to ask for the start's texts early.
 */
export const detectionOptions = (key: string): DetectorOptions => ({
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage'],
  lookupQuerystring: 'lng',
  lookupCookie: key,
  lookupLocalStorage: key,
  lookupSessionStorage: key,
  caches: ['localStorage'],
});

/**
 * The package's detector, except that a storage which refuses the write (full, or blocked after
 * the page started) leaves the choice to this page instead of failing the change of language:
 * i18next calls this in the middle of `changeLanguage`.
 */
export class LanguageDetection extends LanguageDetector {
  cacheUserLanguage(lng: string, caches?: string[]) {
    try {
      super.cacheUserLanguage(lng, caches);
    } catch {
      // The language still changes; it is not remembered.
    }
  }
}

/**
 * The answer index.html's early request got for `url`, taken once (a retry of i18next asks the
 * server again); nothing when there is none, and the backend sends its own request.
 */
function earlyText(url: string): Promise<Response> | undefined {
  const texts = startHandoff().texts;
  const early = texts?.[url];
  if (!texts || !early) return undefined;
  delete texts[url];
  return early;
}

/**
 * Texts from `locales/{lng}/{ns}.json` under `base`, the backend taking index.html's early answer
 * when there is one (its `alternateFetch`). As the package does: a server error (5xx) or a failed
 * connection is retried by i18next (up to 5 times, waiting longer each time); a missing file (4xx)
 * or one that is not JSON is not; an unsafe language or namespace never becomes a URL.
 */
export const backendOptions = (base: string): HttpBackendOptions => ({
  loadPath: `${base}locales/{{lng}}/{{ns}}.json`,
  // Declared with its parameters: the package calls only a function that takes the URL.
  alternateFetch: (url: string, _init: RequestInit) => earlyText(url),
  // index.html asks with these too: one request and its answer serve both.
  requestOptions: { credentials: 'same-origin', cache: 'default' },
});
