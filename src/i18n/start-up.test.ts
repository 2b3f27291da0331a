import HttpBackend from 'i18next-http-backend';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { backendOptions, detectionOptions, LanguageDetection } from './start-up';

const KEY = 'test-app.lng';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = `${KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** The package's detector with the app's options, answering every code it found, in order. */
const detector = () =>
  new LanguageDetection(
    { languageUtils: { getBestMatchFromCodes: () => undefined } },
    detectionOptions(KEY),
  );

describe('the language detector (i18next-browser-languagedetector, the app’s options)', () => {
  it('answers the lng parameter, the cookie, local and session storage, in that order', () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    document.cookie = `${KEY}=ar; path=/`;
    localStorage.setItem(KEY, 'en');
    sessionStorage.setItem(KEY, 'de');

    expect(detector().detect()).toEqual(['fr', 'ar', 'en', 'de']);
  });

  it('leaves out what is not a language code (markup, quotes, spaces, prototype keys)', () => {
    window.history.replaceState(
      null,
      '',
      `/?${new URLSearchParams({ lng: '<b>x</b>" onmouseover="x()' })}`,
    );
    localStorage.setItem(KEY, '__proto__');
    sessionStorage.setItem(KEY, 'fr-CA');

    expect(detector().detect()).toEqual(['fr-CA']);
  });

  it('remembers the language in local storage only, and a full storage throws nothing', () => {
    const detect = detector();
    detect.cacheUserLanguage('ar');
    expect(localStorage.getItem(KEY)).toBe('ar');
    expect(document.cookie).not.toContain(KEY);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => detect.cacheUserLanguage('fr')).not.toThrow();
    expect(localStorage.getItem(KEY)).toBe('ar');
  });
});

describe('the translation backend (i18next-http-backend, the app’s options)', () => {
  const read = (lng: string, ns: string) =>
    new Promise<[unknown, unknown]>((resolve) =>
      new HttpBackend(undefined, backendOptions('http://texts.test/')).read(
        lng,
        ns,
        (error, data) => resolve([error, data]),
      ),
    );

  it('reads a namespace from locales/{lng}/{ns}.json under the base', async () => {
    server.use(
      http.get('http://texts.test/locales/fr/auth.json', () =>
        HttpResponse.json({ hello: 'Bonjour' }),
      ),
    );
    expect(await read('fr', 'auth')).toEqual([null, { hello: 'Bonjour' }]);
  });

  it('asks i18next to retry a server error or a dropped connection, not a missing file', async () => {
    server.use(
      http.get(
        'http://texts.test/locales/en/a.json',
        () => new HttpResponse(null, { status: 503 }),
      ),
      http.get('http://texts.test/locales/en/b.json', () => HttpResponse.error()),
      http.get(
        'http://texts.test/locales/en/c.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
      http.get('http://texts.test/locales/en/d.json', () => new HttpResponse('not json')),
    );
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((ns) => read('en', ns)));
    expect(answers.map(([error]) => !!error)).toEqual([true, true, true, true]);
    // The second argument: whether i18next should try again.
    expect(answers.map(([, retry]) => retry)).toEqual([true, true, false, false]);
  });

  it('takes the answer index.html asked for early, once: a retry asks the server again', async () => {
    let served = 0;
    server.use(
      http.get('http://texts.test/locales/fr/common.json', () => {
        served += 1;
        return HttpResponse.json({ hello: 'Bonjour' });
      }),
    );
    window.__clinicStart = {
      texts: {
        'http://texts.test/locales/fr/common.json': Promise.resolve(
          new Response(JSON.stringify({ hello: 'Salut' })),
        ),
      },
    };
    try {
      expect(await read('fr', 'common')).toEqual([null, { hello: 'Salut' }]);
      expect(served).toBe(0);
      expect(await read('fr', 'common')).toEqual([null, { hello: 'Bonjour' }]);
      expect(served).toBe(1);
    } finally {
      delete window.__clinicStart;
    }
  });

  it('never builds a URL from an unsafe language or namespace', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    for (const [lng, ns] of [
      ['../admin', 'common'],
      ['en', '../../secret'],
      ['en', 'a?b'],
    ] as const) {
      const [error, retry] = await read(lng, ns);
      expect(error).toBeInstanceOf(Error);
      expect(retry).toBe(false);
    }
    expect(fetched).not.toHaveBeenCalled();
  });
});
