import type { InitOptions } from 'i18next';
// Relative, not `@/`: the build configuration reads this module too (vite.config.ts).
import { APP_KEY } from '../config/app-key.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Where the language in force is remembered (cookie, local and session storage). */
export const LANGUAGE_KEY = `${APP_KEY}.lng`;

/** The texts every page needs from the start (index.html asks for them with the first chunks). */
export const NAMESPACES = ['common', 'auth', 'errors'] as const;
/** Namespaces an area loads when it opens (never at start-up): email, main area, billing, queue, laboratory, calendar. */
export const ON_DEMAND_NAMESPACES = [
  'email',
  'billing',
  'table',
  'forms',
  'documents',
  'areas',
  'queue',
  'lab',
  'calendar',
] as const;
/**
 * The main area's texts (data table, forms, documents, each area's labels and the overview's
 * cards): loaded by its guard. The overview's are in `areas`: a namespace of their own was one
 * request more, after the overview's code, before its first paint.
 */
export const MAIN_NAMESPACES = ['table', 'forms', 'documents', 'areas'] as const;

/** Options shared by the app (texts over HTTP) and the tests (texts from the same files). */
export const baseOptions: InitOptions = {
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((l) => l.code),
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders; escaping here would show entities as text (SPEC §9).
  interpolation: { escapeValue: false },
  returnNull: false,
};

export const textDirection = (lng: string | undefined): 'ltr' | 'rtl' =>
  LANGUAGES.find((l) => lng?.startsWith(l.code))?.dir ?? 'ltr';
