// What the benchmark's measurements share: statistics, the demo account, signing in, the long
// tasks a page ran while something happened, new rows painted, and the requests a page made.
import { createServer } from 'node:net';

/** The seeded account (the contract server and the demo backend both have it). */
export const DEMO = { phone: '0700000001', password: 'demo1234' };

/** Median, min and max of a list of figures (the median of an even count is the lower middle). */
export function stats(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, runs: [] };
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    runs: values,
  };
}

/** Signs in through the sign-in page, as staff do, and waits for the main layout. */
export async function signIn(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/**
 * Starts recording the page's long tasks (over 50 ms) from now; `read()` returns their lengths in
 * ms, `read({ from, to })` only those that started in that span (the page's `performance.now()`).
 */
/* global window, document, MutationObserver, requestAnimationFrame -- in the page */
export async function recordLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__longTaskObserver?.disconnect();
    window.__longTaskObserver = new PerformanceObserver((list) => {
      for (const { startTime, duration } of list.getEntries())
        window.__longTasks.push({ startTime, duration });
    });
    window.__longTaskObserver.observe({ type: 'longtask' });
  });
  return {
    read: ({ from = -Infinity, to = Infinity } = {}) =>
      page.evaluate(
        async ([from, to]) => {
          // Entries are delivered after the task: give the observer a turn.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return window.__longTasks
            .filter((task) => task.startTime >= from && task.startTime <= to)
            .map((task) => task.duration);
        },
        [from, to],
      ),
  };
}

/**
 * In the page: resolves with the time from now (or from the next click on the button that
 * `buttonLabel` names) to the frame that shows a first data row different from now's; with
 * `contains`, only a first row whose text holds it counts (a filter's answer, not a stale row).
 * The row's position counts too, so the same text one page on is still a change. Watches the
 * whole of `main`, since a screen may replace its table rather than its rows.
 */
export function armRowChange({ buttonLabel, contains, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const main = document.querySelector('main');
    const firstRow = () => {
      const row = main.querySelector('table tbody tr[aria-rowindex]');
      return row ? `${row.getAttribute('aria-rowindex')} ${row.textContent}` : '';
    };
    const before = firstRow();
    let startedAt;
    if (buttonLabel) {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === buttonLabel || b.textContent === buttonLabel,
      );
      button.addEventListener('click', () => (startedAt = performance.now()), {
        capture: true,
        once: true,
      });
    } else {
      startedAt = performance.now();
    }
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no new rows within ${timeoutMs} ms`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      const now = firstRow();
      if (startedAt === undefined || now === before || now === '') return;
      if (contains && !now.toLowerCase().includes(contains.toLowerCase())) return;
      observer.disconnect();
      clearTimeout(timer);
      const changedAt = performance.now();
      // The rows are in the DOM; the next frame is when they are painted.
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ startedAt, changedAt, paintedAt: performance.now() }), 0),
      );
    });
    observer.observe(main, { subtree: true, childList: true, characterData: true });
  });
}

let started = 0;
/**
 * Starts `fn(arg)` in the page without waiting for it (so that a click can follow once it is
 * listening); `result()` waits for what it resolves to. `fn` must stand alone (no closure).
 */
export async function startInPage(page, fn, arg = {}) {
  const slot = `__bench${++started}`;
  // The comma keeps Playwright from waiting for the promise here.
  await page.evaluate(`(window.${slot} = (${fn})(${JSON.stringify(arg)}), 0)`);
  return { result: () => page.evaluate(`window.${slot}`) };
}

/**
 * Signs in once in a throwaway context and returns its storage (the session) for cold loads,
 * without the last input's time: a load minutes later must not open on the idle lock
 * (src/app/auth/idle.ts; a session with none recorded counts from its start).
 */
export async function signedInState(browser, origin) {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), origin);
    const state = await context.storageState();
    return {
      ...state,
      origins: state.origins.map((o) => ({
        ...o,
        localStorage: o.localStorage.filter(({ name }) => name !== 'clinic-admin.activity'),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Watches the page's GET requests whose path is `pathname` (e.g. `/api/results`, whatever the
 * origin), or all its requests when no path is given: what was asked (`seen`, each with its URL
 * and when it started, Node's clock), and `quiet()`, which waits until none has been in flight
 * for `quietMs`.
 */
export function watchRequests(page, pathname) {
  const seen = [];
  const inFlight = new Set();
  const matches = (request) =>
    pathname === undefined ||
    (request.method() === 'GET' && new URL(request.url()).pathname === pathname);
  const onRequest = (request) => {
    if (!matches(request)) return;
    seen.push({ url: request.url(), at: performance.now() });
    inFlight.add(request);
  };
  const onDone = (request) => inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    seen,
    /** The paths of the requests in flight now. */
    pending: () => [...inFlight].map((request) => new URL(request.url()).pathname),
    async quiet(quietMs = 400, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      let idleSince = performance.now();
      while (performance.now() < deadline) {
        if (inFlight.size > 0) idleSince = performance.now();
        else if (performance.now() - idleSince >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${pathname ?? 'some'} requests still in flight after ${timeoutMs} ms`);
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** Types `text` into `field` one key at a time, `gapMs` apart, as a person does. */
export async function typeLikeAUser(field, text, gapMs = 80) {
  await field.click();
  for (const key of text) {
    await field.page().keyboard.type(key);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

/** A TCP port free on 127.0.0.1 now (for a browser's debugging port). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

export const round = (value, digits = 0) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : value;
