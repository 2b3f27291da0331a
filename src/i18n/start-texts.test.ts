import i18next from 'i18next';
import { baseOptions, LANGUAGE_KEY } from './config';
import { startLanguage } from './start-texts';
import { detectionOptions, LanguageDetection } from './start-up';

/** The language the app starts in: i18next with the app's detector and options. */
async function appLanguage() {
  const i18n = i18next.createInstance();
  await i18n.use(LanguageDetection).init({
    ...baseOptions,
    resources: { en: { common: {} }, fr: { common: {} }, ar: { common: {} } },
    detection: detectionOptions(LANGUAGE_KEY),
  });
  return i18n.languages[0];
}

/**
 * The page's start script asks for the start's texts in the language it expects the app to pick
 * (src/start.ts): they must agree, or the early answers go unused and the texts load twice.
 */
describe('the language the start script asks texts in', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(LANGUAGE_KEY);
    sessionStorage.removeItem(LANGUAGE_KEY);
  });

  it.each([
    ['nothing chosen', '', undefined, 'en'],
    ['the lng parameter', '?lng=fr', undefined, 'fr'],
    ['a regional code', '?lng=fr-CA', undefined, 'fr'],
    ['the language remembered', '', 'ar', 'ar'],
    ['a parameter the app does not know, then the one remembered', '?lng=de', 'ar', 'ar'],
    ['a parameter that is no language code', '?lng=%3Cb%3E', 'fr', 'fr'],
  ])('is the app’s: %s', async (_, search, stored, expected) => {
    window.history.replaceState(null, '', `/${search}`);
    if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
    expect(startLanguage()).toBe(expected);
    expect(await appLanguage()).toBe(expected);
  });
});
