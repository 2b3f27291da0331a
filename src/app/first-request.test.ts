import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { writeLock } from './auth/storage';
import { setBackend } from '@/api/backend';
import { earlyRequestTarget } from './early-target';
import { setEarlyAnswer, takeEarlyAnswer } from '@/api/early-answer';
import { answerOnce, FIRST_REQUESTS, sendEarlyRequest, type EarlyRequest } from './first-request';
import { LIST_SCREENS, type ListRoute } from './list-screens';
import { declaredScreens } from '@/test/screens';

/**
 * Opens `address` as a fresh page of a deployment whose checked configuration names an API (the
 * test's origin), the start's language chosen: the start sends the first request.
 */
function openPage(address: string, apiUrl = location.origin): EarlyRequest | null {
  window.history.replaceState(null, '', address);
  window.__clinicStart = { language: 'en' };
  setBackend({ apiUrl });
  return start();
}

/** What main.tsx does once the configuration is applied: the target, then the request. */
function start(): EarlyRequest | null {
  const target = earlyRequestTarget();
  return target && sendEarlyRequest(target.apiUrl, target.token);
}

/** Whether the client would still be handed the early answer for a request like `early`. */
const stillHanded = async (early: EarlyRequest | null) =>
  !!early &&
  (await takeEarlyAnswer(
    new Request(early.url, {
      headers: { Authorization: early.authorization, 'Accept-Language': early.language },
    }),
  )) !== undefined;

afterEach(() => {
  setEarlyAnswer(undefined);
  delete window.__clinicStart;
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
      const early = openPage(path);
      const screen = (await declaredScreens()).get(LIST_SCREENS[path]!.id);
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
      const sent = requestsTo(requests, `/${LIST_SCREENS[path]!.api}`).map((r) => r.url);
      expect(sent.filter((url) => url === early?.url)).toHaveLength(1);
      expect(await stillHanded(early)).toBe(false);
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
      const early = openPage(address);
      expect(early).not.toBeNull();

      const path = new URL(address, location.origin).pathname.replace(/\/$/, '');
      const screen = (await declaredScreens()).get(LIST_SCREENS[path as ListRoute]!.id);
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
      expect(await stillHanded(early)).toBe(false);
    },
  );

  it('on the overview, is the queue’s count', async () => {
    storeSession();
    expect(openPage('/')?.url).toBe(`${location.origin}/api/tickets/count`);
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
    expect(openPage(address)).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks for the page of the view this tab last left, as the loader does', async () => {
    storeSession();
    sessionStorage.setItem('clinic-admin.table.results.search', '{"page":2,"size":10}');
    expect(openPage('/results')?.url).toBe(`${location.origin}/api/results?limit=10&skip=10`);
  });

  it('asks nothing on the demo backend (no API named), which is not running yet', async () => {
    storeSession();
    window.history.replaceState(null, '', '/results');
    setBackend({});
    const fetched = vi.spyOn(globalThis, 'fetch');
    expect(start()).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks nothing while the screen is locked (its token is gone)', async () => {
    storeSession();
    writeLock();
    const fetched = vi.spyOn(globalThis, 'fetch');
    expect(openPage('/results')).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('goes to the API the checked configuration names', async () => {
    storeSession();
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    expect(openPage('/results', 'https://api.clinic.test/v1')?.url).toBe(
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
  const early = (
    url: string,
    answer: Promise<Response> = Promise.resolve(new Response('{"count":3}')),
  ) => setEarlyAnswer(answerOnce({ url, authorization: 'Bearer t-1', language: 'fr', answer }));
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
    early(url, Promise.reject(new TypeError('Failed to fetch')));
    expect(await takeEarlyAnswer(request(url))).toBeUndefined();
  });
});
