import { baseOptions, LANGUAGE_KEY, LANGUAGES, NAMESPACES } from './config';
import { startHandoff } from '@/lib/start-handoff';
import { detectionOptions, LanguageDetection } from './start-up';

const FALLBACK = String(baseOptions.fallbackLng);

/**
 * The language the app will start in: what the app's detector finds (the same detector and
 * options, ./start-up.ts), the first of its answers the app supports (`fr-CA` → `fr`), else the
 * fallback.
 */
export function startLanguage(): string {
  // With a best-match function in its services, the detector gives every answer, in order.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const detector = new LanguageDetection(services, detectionOptions(LANGUAGE_KEY));
  const found = (detector.detect() as string[] | undefined) ?? [];
  const supported: readonly string[] = LANGUAGES.map((language) => language.code);
  for (const code of found) {
    const language = code.split(/[-_]/)[0]!.toLowerCase();
    if (supported.includes(language)) return language;
  }
  return FALLBACK;
}

/**
 * Asks for the start's texts with the first chunks, not once they have run: the language the
 * app will pick and its fallback. The translation backend takes these answers (./start-up.ts);
 * a language guessed wrong costs only an unused request. Run by the page's start script.
 */
export function askForStartTexts(base: string) {
  const language = startLanguage();
  // The first data request (src/app/first-request.ts) asks in this language, as the app will.
  const start = startHandoff();
  start.language = language;
  const texts: Record<string, Promise<Response>> = (start.texts = {});
  for (const lng of new Set([language, FALLBACK]))
    for (const ns of NAMESPACES) {
      const url = `${base}locales/${lng}/${ns}.json`;
      texts[url] = fetch(url, { credentials: 'same-origin' });
      // Handled by the backend when it takes it; an answer never taken is no error.
      texts[url].catch(() => {});
    }
}
