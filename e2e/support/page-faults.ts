import type { Page } from '@playwright/test';

/**
 * A server failure for the next call that matches, answered once in the page itself, on the
 * demo and on any deployment alike: the page's `fetch` answers it with `status` and the
 * contract's error body (`{ msg }`), and every other call goes on as usual. Playwright's routes
 * do not see the calls the demo's service worker answers, and the demo's own fault injector is
 * the demo's alone; what a test of a failure checks is what the app does with the answer.
 */
export interface PageFault {
  method: string;
  /** Matched against the call's path (`/api/results/res-01`). */
  path: RegExp;
  status: number;
  msg: string;
}

type Armed = { method: string; path: string; status: number; msg: string }[];
/** The calls a fault answered, with the body each carried (they never reach the network). */
export interface FailedCall {
  method: string;
  path: string;
  body: unknown;
}
type Faulted = Window & { e2eFaults?: Armed; e2eFailed?: FailedCall[] };

/** Makes the page's fetch able to fail: call before the page is opened. */
export async function armFaults(page: Page) {
  await page.addInitScript(() => {
    const w = window as Faulted;
    const faults: Armed = (w.e2eFaults = []);
    const failed: FailedCall[] = (w.e2eFailed = []);
    const fetch = w.fetch.bind(w);
    w.fetch = async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const path = new URL(request?.url ?? String(input), location.href).pathname;
      const at = faults.findIndex((f) => f.method === method && new RegExp(f.path).test(path));
      if (at < 0) return fetch(input, init);
      const [fault] = faults.splice(at, 1);
      const text =
        typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
      let body: unknown = text || null;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Not JSON: kept as text.
      }
      failed.push({ method, path, body });
      return new Response(JSON.stringify({ msg: fault!.msg }), {
        status: fault!.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  });
}

/** The next call matching `fault` fails once (the page must have been armed: `armFaults`). */
export async function failNext(page: Page, fault: PageFault) {
  await page.evaluate(
    (f) => {
      const w = window as Faulted;
      if (!w.e2eFaults) throw new Error('armFaults was not called before the page opened');
      w.e2eFaults.push(f);
    },
    { ...fault, path: fault.path.source },
  );
}

/** The calls the page's faults answered so far, oldest first (gone with the document). */
export const failedCalls = (page: Page) => page.evaluate(() => (window as Faulted).e2eFailed ?? []);
