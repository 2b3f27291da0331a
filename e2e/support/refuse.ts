import type { Page } from '@playwright/test';

/** The call the server refuses (its method and path) and its answer. */
export interface Refusal {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Matched against the call's path (`/api/appointments/apt-1`), whatever the API's origin. */
  path: RegExp;
  status: number;
  json: unknown;
  /**
   * The answer waits until the test calls `release()`: the app's optimistic change is on screen
   * meanwhile, for as long as the test takes to see it (a fixed delay was a race on a loaded
   * machine: Playwright's retries could look before the change and again after the refusal).
   */
  held?: boolean;
}

let bindings = 0;

/**
 * Makes the server refuse the page's next call matching `refusal`, once, with any backend: the
 * call is answered inside the page in place of the app's `fetch`, before it reaches the network.
 * Unlike `page.route`, this also reaches the demo, whose backend (a service worker) answers
 * before Playwright's routes see anything. Call it before the page opens. `body` resolves with
 * the refused call's JSON body; `release` lets a held answer go.
 */
export async function refuseOnce(page: Page, refusal: Refusal) {
  const { method, path, status, json, held = false } = refusal;
  let resolve!: (body: unknown) => void;
  const body = new Promise<unknown>((done) => (resolve = done));
  let release = () => {};
  const released = held ? new Promise<void>((done) => (release = done)) : Promise.resolve();
  // Whether it was refused is kept here, not in the page: a reload must not refuse it again.
  let refused = false;
  const binding = `e2eRefuse${bindings++}`;
  await page.exposeFunction(`${binding}Claim`, () => !refused && (refused = true));
  await page.exposeFunction(`${binding}Body`, (sent: string) =>
    resolve(sent ? JSON.parse(sent) : undefined),
  );
  await page.exposeFunction(`${binding}Released`, () => released);
  await page.addInitScript(
    ({ binding, method, source, flags, status, json }) => {
      const pattern = new RegExp(source, flags);
      const original = window.fetch;
      const own = window as unknown as Record<string, (sent?: string) => Promise<boolean>>;
      const [claim, report, released] = [
        own[`${binding}Claim`]!,
        own[`${binding}Body`]!,
        own[`${binding}Released`]!,
      ];
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : undefined;
        const verb = (init?.method ?? request?.method ?? 'GET').toUpperCase();
        const url = new URL(request?.url ?? String(input), location.href);
        // The body is read only from the call refused: a call read (or cloned) goes out with a
        // body the browser no longer shows (Playwright's postData is then empty).
        if (verb === method && pattern.test(url.pathname) && (await claim())) {
          await report(request ? await request.text() : String(init?.body ?? ''));
          await released();
          return new Response(JSON.stringify(json), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return original.call(window, input, init);
      };
    },
    { binding, method, source: path.source, flags: path.flags, status, json },
  );
  return { body, release: () => release() };
}
