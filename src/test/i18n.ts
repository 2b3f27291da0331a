import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions } from '@/i18n/config';

/** Every locale file, read at build time: tests use the texts the app ships, in English. */
const files = import.meta.glob<Record<string, unknown>>('/public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const localeResources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, texts] of Object.entries(files)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
  if (!lng || !ns) continue;
  (localeResources[lng] ??= {})[ns] = texts;
}

export function initTestI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    ...baseOptions,
    lng: 'en',
    resources: localeResources,
    react: { useSuspense: false },
    initAsync: false,
  });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = i18n.dir(lng);
  });
  return i18n;
}
