import type * as I18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { localeResources } from '@/test/i18n';

/**
 * Starts the app's own i18n setup (src/i18n/index.ts: HTTP backend, language detector, <html>
 * sync) on a fresh i18next instance, so the instance the other tests share is left alone.
 */
async function startAppI18n(): Promise<I18n> {
  vi.resetModules();
  const actual = await vi.importActual<typeof I18next>('i18next');
  const instance = actual.default.createInstance();
  vi.doMock('i18next', () => ({ ...actual, default: instance }));
  const { initI18n } = await import('./index');
  await initI18n();
  return instance;
}

/** The translation files, served as the app's public/ folder would serve them. */
function serveLocales() {
  server.use(
    http.get('*/locales/:lng/:ns.json', ({ params }) => {
      const texts = localeResources[String(params.lng)]?.[String(params.ns)];
      return texts ? HttpResponse.json(texts) : new HttpResponse(null, { status: 404 });
    }),
  );
}

const COOKIE = 'clinic-admin.lng';

beforeEach(() => {
  serveLocales();
});

afterEach(() => {
  vi.doUnmock('i18next');
  window.history.replaceState(null, '', '/');
  document.cookie = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the interface language at start-up', () => {
  it('is English by default, with its texts loaded from locales/en/{ns}.json', async () => {
    const requests = recordRequests();

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
    expect(requests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/locales/en/auth.json',
      '/locales/en/common.json',
      '/locales/en/errors.json',
    ]);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('comes first from the lng query parameter, and is remembered', async () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    document.cookie = `${COOKIE}=ar; path=/`;
    localStorage.setItem(COOKIE, 'ar');
    sessionStorage.setItem(COOKIE, 'ar');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('auth:login.submit')).toBe('Se connecter');
    expect(localStorage.getItem(COOKIE)).toBe('fr');
  });

  it('comes next from the cookie', async () => {
    document.cookie = `${COOKIE}=ar; path=/`;
    localStorage.setItem(COOKIE, 'fr');
    sessionStorage.setItem(COOKIE, 'fr');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('ar');
  });

  it('comes next from local storage', async () => {
    localStorage.setItem(COOKIE, 'ar');
    sessionStorage.setItem(COOKIE, 'fr');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('ar');
  });

  it('comes last from session storage', async () => {
    sessionStorage.setItem(COOKIE, 'fr');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('fr');
  });

  it('uses the base language of a regional variant', async () => {
    window.history.replaceState(null, '', '/?lng=fr-CA');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('common:actions.cancel')).toBe('Annuler');
  });

  it('falls back to English for a language it does not have', async () => {
    window.history.replaceState(null, '', '/?lng=de');

    const i18n = await startAppI18n();

    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
  });
});

describe('the page element', () => {
  it('follows the language: Arabic is right to left, and back', async () => {
    const i18n = await startAppI18n();

    await i18n.changeLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await i18n.changeLanguage('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
