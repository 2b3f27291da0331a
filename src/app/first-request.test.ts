import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { writeLock } from './auth/storage';
import { setBackend } from '@/api/backend';
import { earlyRequestTarget } from './early-target';
import { FIRST_REQUESTS, sendEarlyRequest, takeEarlyAnswer } from './first-request';
import { LIST_SCREENS, type ListRoute } from './list-screens';
import { declaredScreens } from '@/test/screens';

/**
 * Opens `address` as a fresh page of a deployment whose checked configuration names an API (the
 * test's origin), the start's language chosen: the start sends the first request.
 */
function openPage(address: string, apiUrl = location.origin) {
  window.history.replaceState(null, '', address);
  window.__clinicLanguage = 'en';
  setBackend({ apiUrl });
  start();
}

/** What main.tsx does once the configuration is applied: the target, then the request. */
function start() {
  const target = earlyRequestTarget();
  if (target) sendEarlyRequest(target.apiUrl, target.token);
}

afterEach(() => {
  delete window.__clinicFirstRequest;
  delete window.__clinicLanguage;
  setBackend({});
  window.history.replaceState(null, '', '/');
});

describe('the routes the start asks first data for', () => {
  it('are every list screen the areas declare (the queue is no list) and the overview', async () => {
    const ids = [...(await declaredScreens()).keys()];
    const listed: string[] = Object.values(LIST_SCREENS).map((screen) => screen.id);
    expect(ids.filter((id) => !listed.includes(id))).toEqual(['tickets']);
    expect(listed.filter((id) => !ids.includes(id))).toEqual([]);
    expect(Object.keys(FIRST_REQUESTS).sort()).toEqual(['/', ...Object.keys(LIST_SCREENS)].sort());
  });

  it.each(Object.keys(LIST_SCREENS) as ListRoute[])(
    'on %s, is the request its screen then makes first',
    async (path) => {
      storeSession();
      const requests = recordRequests();
      openPage(path);
      const early = await window.__clinicFirstRequest;
      const screen = (await declaredScreens()).get(LIST_SCREENS[path].id);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      screen?.load(client, {}, 'enter');
      // The list's first page in the cache: the screen has made its first request.
      await vi.waitFor(() =>
        expect(
          client.getQueryCache().findAll({ predicate: (q) => q.state.data !== undefined }),
        ).not.toEqual([]),
      );
      // The screen's first request was the start's, to the letter (URL, token, language): it
      // took that answer (the start's request is gone) and asked no second time.
      expect(early?.url).toBeDefined();
      const sent = requestsTo(requests, `/${LIST_SCREENS[path].api}`).map((r) => r.url);
      expect(sent.filter((url) => url === early?.url)).toHaveLength(1);
      expect(window.__clinicFirstRequest).toBeUndefined();
    },
  );
});

describe('the first data request, sent once the configuration is checked', () => {
  it.each([
    ['/results', {}],
    ['/results?size=100&page=3', { size: 100, page: 3 }],
    ['/patients/', {}],
    ['/payments?edit=new', { edit: 'new' }],
  ] as const)(
    'on %s, is the loader’s request, sent once: the client takes its answer',
    async (address, search) => {
      storeSession();
      const requests = recordRequests();
      openPage(address);
      const early = await window.__clinicFirstRequest;
      expect(early).not.toBeNull();

      const path = new URL(address, location.origin).pathname.replace(/\/$/, '');
      const screen = (await declaredScreens()).get(LIST_SCREENS[path as ListRoute].id);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      screen?.load(client, search, 'enter');
      const api = `/${FIRST_REQUESTS[path]?.api}`;
      await vi.waitFor(() => {
        const [query] = client
          .getQueryCache()
          .findAll({ predicate: (q) => q.state.data !== undefined });
        expect(query).toBeDefined();
      });

      // One request, the start's: the same URL and headers the client would have sent.
      const sent = requestsTo(requests, api);
      expect(sent.map((r) => r.url)).toEqual([early?.url]);
      expect(sent[0]?.headers.get('Authorization')).toBe(early?.authorization);
      expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
      expect(window.__clinicFirstRequest).toBeUndefined();
    },
  );

  it('on the overview, is the queue’s count', async () => {
    storeSession();
    openPage('/');
    expect((await window.__clinicFirstRequest)?.url).toBe(`${location.origin}/api/tickets/count`);
  });

  it.each([
    ['signed out', () => {}, '/results'],
    ['an expired session', () => storeSession({ expiresAt: Date.now() - 1000 }), '/results'],
    ['a filter in the address', () => storeSession(), '/results?statusId=s-1'],
    ['a server sort in the address', () => storeSession(), '/appointments?sort=scheduledAt'],
    ['a page that is not a list', () => storeSession(), '/patients/p-0001'],
    [
      'a filter in the view this tab last left',
      () => {
        storeSession();
        sessionStorage.setItem('clinic-admin.table.results.search', '{"flag":"out"}');
      },
      '/results',
    ],
  ] as const)('asks nothing with %s', async (_, arrange, address) => {
    arrange();
    const fetched = vi.spyOn(globalThis, 'fetch');
    openPage(address);
    expect((await window.__clinicFirstRequest) ?? null).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks for the page of the view this tab last left, as the loader does', async () => {
    storeSession();
    sessionStorage.setItem('clinic-admin.table.results.search', '{"page":2,"size":10}');
    openPage('/results');
    expect((await window.__clinicFirstRequest)?.url).toBe(
      `${location.origin}/api/results?limit=10&skip=10`,
    );
  });

  it('asks nothing on the demo backend (no API named), which is not running yet', async () => {
    storeSession();
    window.history.replaceState(null, '', '/results');
    setBackend({});
    const fetched = vi.spyOn(globalThis, 'fetch');
    start();
    expect(window.__clinicFirstRequest).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks nothing while the screen is locked (its token is gone)', async () => {
    storeSession();
    writeLock();
    const fetched = vi.spyOn(globalThis, 'fetch');
    openPage('/results');
    expect(window.__clinicFirstRequest).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('goes to the API the checked configuration names', async () => {
    storeSession();
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    openPage('/results', 'https://api.clinic.test/v1');
    expect((await window.__clinicFirstRequest)?.url).toBe(
      'https://api.clinic.test/v1/api/results?limit=50&skip=0',
    );
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('is no script of its own in index.html: nothing there reads config.json’s apiUrl', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).not.toContain('apiUrl');
    expect(html).not.toContain('Authorization');
  });
});

describe('the client’s adoption of the early answer', () => {
  const early = (url: string, answer = new Response('{"count":3}')) => {
    window.__clinicFirstRequest = Promise.resolve({
      url,
      authorization: 'Bearer t-1',
      language: 'fr',
      answer: Promise.resolve(answer),
    });
  };
  const request = (url: string, token = 't-1', language = 'fr') =>
    new Request(url, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
    });

  it('takes it once, for the same URL, token and language only', async () => {
    const url = 'https://api.test/api/tickets/count';
    early(url);
    expect(await takeEarlyAnswer(request(`${url}?x=1`))).toBeUndefined();
    expect(await takeEarlyAnswer(request(url, 't-2'))).toBeUndefined();
    expect(await takeEarlyAnswer(request(url, 't-1', 'ar'))).toBeUndefined();
    expect(await (await takeEarlyAnswer(request(url)))?.json()).toEqual({ count: 3 });
    expect(await takeEarlyAnswer(request(url))).toBeUndefined();
  });

  it('leaves a request whose early one failed to be sent again', async () => {
    const url = 'https://api.test/api/tickets/count';
    window.__clinicFirstRequest = Promise.resolve({
      url,
      authorization: 'Bearer t-1',
      language: 'fr',
      answer: Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await takeEarlyAnswer(request(url))).toBeUndefined();
  });
});
