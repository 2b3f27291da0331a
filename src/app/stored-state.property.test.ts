import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { createInstance } from 'i18next';
import { OUTBOX_KEY, readPendingDeletes } from '@/api/resource/outbox-store';
import { prefsKey, useTablePrefs } from '@/components/data-table/prefs';
import type { DataColumn } from '@/components/data-table/types';
import { DRAFTS_KEY, draftStore } from '@/features/email/draft-store';
import { baseOptions, textDirection } from '@/i18n/config';
import { detectionOptions, LanguageDetection } from '@/i18n/start-up';
import { readSession, STORAGE_KEYS } from './auth/storage';
import { themeFromSearch } from '@/components/styles/theme';

/**
 * Hostile input in what the browser keeps and what the URL carries: another app on the same
 * origin, an old version, a browser extension or a hand-edited link may leave anything there.
 * The property is always the same: a sane value or a default, never an exception that escapes.
 */

/** Stored text: JSON of any shape, JSON-ish near misses, or plain garbage. */
const storedText = fc.oneof(
  fc.string(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      name: fc.oneof(fc.string(), fc.integer()),
      phone: fc.oneof(fc.string(), fc.boolean()),
      type: fc.oneof(fc.constant('root'), fc.string()),
      expiresAt: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(-1)),
    })
    .map((v) => JSON.stringify(v)),
);
const maybeStored = fc.option(storedText, { nil: undefined });

const silence = () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
};

const store = (key: string, value: string | undefined) =>
  value === undefined ? localStorage.removeItem(key) : localStorage.setItem(key, value);

it('a stored session is read whole and valid, or the app starts signed out and cleans up', () => {
  silence();
  fc.assert(
    fc.property(maybeStored, maybeStored, maybeStored, (token, user, info) => {
      store(STORAGE_KEYS.token, token);
      store(STORAGE_KEYS.userDetails, user);
      store(STORAGE_KEYS.userInfo, info);
      const session = readSession();
      if (session) {
        expect(session.token).toBeTruthy();
        expect(session.user.type).toBe('root');
        expect(typeof session.user.id).toBe('string');
        expect(Number.isInteger(session.expiresAt)).toBe(true);
      } else if (token !== undefined || user !== undefined || info !== undefined) {
        // Unreadable: removed, so the next start is a clean signed-out one.
        expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
        expect(localStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull();
      }
    }),
  );
});

it('the theme parameter names a colour mode only when it is letters, digits and spaces', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom('dark', ' Light ', 'AUTO', 'dark<script>'),
      ),
      (value) => {
        const mode = themeFromSearch(`?${new URLSearchParams({ theme: value })}`);
        if (mode !== null) {
          expect(['light', 'dark', 'auto']).toContain(mode);
          expect(value).toMatch(/^[A-Za-z0-9 ]+$/);
        }
      },
    ),
  );
  fc.assert(fc.property(fc.string(), (search) => void themeFromSearch(search)));
});

it('any language parameter gives a supported language and a text direction', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.string(), fc.constantFrom('ar', 'fr-CA', 'AR', 'en-US', 'zz')),
      async (lng) => {
        window.history.replaceState(null, '', `/?${new URLSearchParams({ lng })}`);
        const i18n = createInstance();
        // The app's detector and its options (src/i18n/start-up.ts), on a key no other test uses.
        await i18n.use(LanguageDetection).init({
          ...baseOptions,
          detection: detectionOptions('property-test.lng'),
          resources: {
            en: { common: { k: 'en' } },
            fr: { common: { k: 'fr' } },
            ar: { common: { k: 'ar' } },
          },
        });
        expect(['en', 'fr', 'ar']).toContain(i18n.resolvedLanguage);
        expect(['ltr', 'rtl']).toContain(textDirection(i18n.resolvedLanguage));
        expect(i18n.t('k')).toBe(i18n.resolvedLanguage);
      },
    ),
    { numRuns: 50 },
  );
  window.history.replaceState(null, '', '/');
});

const columns: DataColumn<object>[] = [
  { id: 'name', header: 'h', cell: () => '', alwaysVisible: true },
  { id: 'phone', header: 'h', cell: () => '' },
  { id: 'notes', header: 'h', cell: () => '', hiddenByDefault: true },
];

it('stored table preferences give a visibility for every column and a known density', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        storedText,
        fc
          .record({
            columns: fc.dictionary(fc.constantFrom('name', 'phone', 'notes', 'x'), fc.jsonValue()),
            density: fc.jsonValue(),
          })
          .map((v) => JSON.stringify(v)),
      ),
      (text) => {
        localStorage.setItem(prefsKey('hostile'), text);
        const { result, unmount } = renderHook(() => useTablePrefs('hostile', columns));
        const { visibility, density } = result.current;
        expect(visibility.name).toBe(true);
        for (const column of columns) expect(typeof visibility[column.id]).toBe('boolean');
        expect(['comfortable', 'compact']).toContain(density);
        unmount();
      },
    ),
    { numRuns: 60 },
  );
});

it('stored pending deletes are read as valid entries or dropped', () => {
  silence();
  const entry = fc.record({
    id: fc.oneof(fc.string(), fc.integer()),
    name: fc.string(),
    path: fc.oneof(fc.string(), fc.constant(undefined)),
    queuedAt: fc.oneof(fc.integer(), fc.string()),
    owner: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  });
  fc.assert(
    fc.property(
      fc.oneof(
        storedText,
        fc.array(entry).map((v) => JSON.stringify(v)),
      ),
      (text) => {
        localStorage.setItem(OUTBOX_KEY, text);
        for (const e of readPendingDeletes()) {
          expect(typeof e.id).toBe('string');
          expect(typeof e.name).toBe('string');
          expect(typeof e.path).toBe('string');
          expect(typeof e.queuedAt).toBe('number');
        }
      },
    ),
  );
});

it('stored email drafts are read as whole drafts or dropped', () => {
  silence();
  const draft = fc.record({
    id: fc.oneof(fc.string(), fc.integer()),
    to: fc.oneof(fc.string(), fc.constant(null)),
    cc: fc.string(),
    subject: fc.string(),
    html: fc.oneof(fc.string(), fc.integer()),
    updatedAt: fc.oneof(fc.integer(), fc.string()),
  });
  fc.assert(
    fc.property(
      fc.oneof(
        storedText,
        fc.dictionary(fc.string(), draft).map((v) => JSON.stringify(v)),
      ),
      (text) => {
        localStorage.setItem(DRAFTS_KEY, text);
        for (const d of draftStore.list()) {
          for (const key of ['id', 'to', 'cc', 'subject', 'html'] as const)
            expect(typeof d[key]).toBe('string');
          expect(typeof d.updatedAt).toBe('number');
        }
      },
    ),
  );
});
