// The cashier's day (issue 31) on the production build against the contract-only backend: a day
// of 500 transactions seeded through the contract's own calls (bills in USD and EUR, some paid
// when billed, partial payments, cascade payments), then, each run in a fresh browser context
// holding only the session (empty HTTP cache):
//
// - `/payments/day?from=D&to=D`: its first-load JS/CSS (gzip, files), and the time from the
//   navigation's start to the frame that paints the report's "Money taken" table. Without the
//   `dateRange` extension (the contract has none) the report reads every page of transactions,
//   the seed's 5,000 and the day's 500: that reading is part of the time.
// - `/patients/$id/statement` of the day's busiest patient (120 of the 500 transactions, on top
//   of none before): its first-load JS/CSS, and the time to the frame that paints its
//   "Bills and payments" rows.
//
// Each load also counts the screen's calls to the transactions list (its pages), a figure the
// machine's load does not move.
//
// The weight counts every script and stylesheet of the first load until no request has been in
// flight for 2 s (as bench/weight.mjs does); the main layout is part of it.
import { kb, recordPageWeight } from '../scripts/page-weight.mjs';
import { watchRequests } from './lib.mjs';
import { API } from './servers.mjs';

const SETTLED_MS = 2000;
const TRANSACTIONS = '/api/payment/transactions';
const TOKEN_KEY = 'clinic-admin.token';

/** The API's origin and the signed-in token the session holds (the app's own sign-in). */
function apiOf(session, origin, api) {
  const stored = session.origins
    .find((o) => o.origin === origin)
    ?.localStorage.find(({ name }) => name === TOKEN_KEY)?.value;
  if (!stored) throw new Error(`no ${TOKEN_KEY} in the signed-in session`);
  let token = stored;
  try {
    const parsed = JSON.parse(stored);
    if (typeof parsed === 'string') token = parsed;
  } catch {
    // Stored bare.
  }
  return async (method, path, json) => {
    const answer = await fetch(`${api}/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

const idOf = (record) => String(record?._id ?? record?.id ?? record?.data?._id ?? '');

/** Runs `tasks` (functions returning promises) `width` at a time. */
async function inBatches(tasks, width = 8) {
  const out = [];
  for (let i = 0; i < tasks.length; i += width)
    out.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  return out;
}

/**
 * Seeds the day (today, UTC, the server's clock for payments) with exactly 500 transactions:
 *
 * - the statement's patient: 60 bills of 100 (USD and EUR in turn), 30 of them paid 40 in part,
 *   and 30 bills paid when billed (50 of 50): 120 transactions;
 * - 20 patients with two bills of 100 each (10 in USD, 10 in EUR) and one cascade payment of 150
 *   in their currency, which settles the first and pays 50 on the second: 80 transactions;
 * - 9 patients sharing 150 bills paid when billed and 75 bills paid 40 in part: 300 transactions.
 */
async function seedDay(call, log) {
  const started = performance.now();
  let made = 0;
  let phone = 700_100_000 + Math.floor(Math.random() * 90_000) * 10;
  const patient = async (lastName) =>
    idOf(
      await call('POST', 'api/customer', {
        firstName: 'Bench',
        lastName,
        dateOfBirth: '1980-01-01',
        sex: 'female',
        phone: `0${phone++}`,
        createdAt: new Date().toISOString(),
      }),
    );
  const bill = async (customerId, currency, { paid = 0, amount = 100 } = {}) => {
    const answer = await call('POST', 'api/payment/transactions/start', {
      customerId,
      amount,
      paidAmount: paid,
      currency,
      method: 'cash',
      status: paid >= amount ? 'paid' : 'pending',
      description: 'Laboratory tests (bench day)',
      createdAt: new Date().toISOString(),
    });
    made += 1;
    return idOf(answer?.transaction ?? answer);
  };
  const partial = async (billId, currency) => {
    await call('POST', `api/payment/transactions/${billId}/partial-payment`, {
      amount: 40,
      currency,
      method: 'cash',
    });
    made += 1;
  };
  const currencyOf = (i) => (i % 2 === 0 ? 'USD' : 'EUR');

  // The statement's patient.
  const main = await patient('Statement');
  await inBatches(
    Array.from({ length: 60 }, (_, i) => async () => {
      const id = await bill(main, currencyOf(i));
      if (i % 2 === 0) await partial(id, currencyOf(i));
    }),
  );
  await inBatches(
    Array.from({ length: 30 }, (_, i) => () => bill(main, currencyOf(i), { paid: 50, amount: 50 })),
  );

  // Cascade payers.
  await inBatches(
    Array.from({ length: 20 }, (_, i) => async () => {
      const currency = currencyOf(i);
      const id = await patient(`Cascade ${i + 1}`);
      await bill(id, currency);
      await bill(id, currency);
      await call('POST', `api/payment/transactions/cascade-payment/customer/${id}`, {
        amount: 150,
        currency,
        method: 'cash',
      });
      made += 2;
    }),
    4,
  );

  // The others.
  const others = [];
  for (let i = 0; i < 9; i++) others.push(await patient(`Day ${i + 1}`));
  await inBatches(
    Array.from(
      { length: 150 },
      (_, i) => () => bill(others[i % 9], currencyOf(i), { paid: 60, amount: 60 }),
    ),
  );
  await inBatches(
    Array.from({ length: 75 }, (_, i) => async () => {
      const id = await bill(others[i % 9], currencyOf(i));
      await partial(id, currencyOf(i));
    }),
  );
  log(`  seeded ${made} transactions in ${Math.round(performance.now() - started)} ms`);
  return { patientId: main, made };
}

/* global window, document, MutationObserver, requestAnimationFrame -- in the page */
/**
 * In the page, from its start: the frame (navigation clock) that paints a row of the table that
 * `selector` names, with at least `minRows` body rows.
 */
function watchDrawn({ selector, minRows }) {
  const marks = (window.__benchDrawn = {});
  const check = () => {
    if (marks.seen) return;
    const table = document.querySelector(selector);
    if (!table || table.querySelectorAll('tbody tr').length < minRows) return;
    if (!table.checkVisibility()) return;
    marks.seen = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.drawn = performance.now()), 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** One cold load of `path`: its weight, when its table was painted, and what the screen said. */
async function loadOnce(browser, origin, session, screen) {
  const context = await browser.newContext({ storageState: session, timezoneId: 'UTC' });
  try {
    await context.addInitScript(watchDrawn, { selector: screen.selector, minRows: screen.minRows });
    const page = await context.newPage();
    const finish = recordPageWeight(page, origin);
    const requests = watchRequests(page);
    await page.goto(origin + screen.path);
    // What a reader sees: the sheet by its name, and its table by its name.
    await screen.ready(page).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => window.__benchDrawn.drawn !== undefined, null, {
      timeout: 30_000,
    });
    const drawn = await page.evaluate(() => window.__benchDrawn.drawn);
    const said = await screen.said(page);
    await requests.quiet(SETTLED_MS, 60_000);
    const { js, css, files } = await finish();
    // The screen's reads of the transactions list (pages: `limit`, `skip`), in the order asked.
    const listCalls = requests.seen
      .map(({ url }) => new URL(url))
      .filter((url) => url.origin === API && url.pathname === TRANSACTIONS)
      .map((url) => url.search);
    return {
      drawn,
      said,
      js,
      css,
      listCalls,
      files: files.map((f) => new URL(f.url).pathname),
    };
  } finally {
    await context.close();
  }
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function measureDayReport({ browser, origin, session, runs, latency, log }) {
  const call = apiOf(session, origin, API);
  const { patientId, made } = await seedDay(call, log);
  const day = todayUtc();
  const screens = [
    {
      name: '/payments/day',
      path: `/payments/day?from=${day}&to=${day}`,
      selector: 'article[aria-label="End-of-day report"] section[aria-label="Money taken"] table',
      minRows: 1,
      ready: (page) =>
        page
          .getByRole('article', { name: 'End-of-day report' })
          .getByRole('region', { name: 'Money taken' })
          .getByRole('table'),
      // "500 transactions in the period, of 5500 read."
      said: (page) =>
        page
          .getByRole('article', { name: 'End-of-day report' })
          .getByText(/transactions in the period/)
          .innerText(),
    },
    {
      name: '/patients/$id/statement',
      path: `/patients/${patientId}/statement`,
      selector: 'article[aria-label="Statement"] table[aria-label="Bills and payments"]',
      minRows: 2,
      ready: (page) =>
        page
          .getByRole('article', { name: 'Statement' })
          .getByRole('table', { name: 'Bills and payments' })
          .getByRole('row')
          .nth(2),
      said: async (page) => {
        const rows = await page
          .getByRole('article', { name: 'Statement' })
          .getByRole('table', { name: 'Bills and payments' })
          .locator('tbody tr')
          .count();
        return `${rows} rows`;
      },
    },
  ];
  const raw = { latency, day, seeded: made, patientId };
  const rows = [];
  for (const screen of screens) {
    const loads = [];
    for (let run = 0; run < runs; run++)
      loads.push(await loadOnce(browser, origin, session, screen));
    log(
      `  ${screen.name}: drawn ${loads.map((l) => Math.round(l.drawn)).join(' ')} ms; ` +
        `JS ${loads.map((l) => kb(l.js.gzip)).join(' ')} KB gzip; ` +
        `${loads.map((l) => l.listCalls.length).join(' ')} transaction list calls; ${loads[0].said}`,
    );
    raw[screen.name] = loads.map(({ files, listCalls, ...rest }, run) => ({
      ...rest,
      listCalls: listCalls.length,
      ...(run === 0 && { files, listCallsAsked: listCalls }),
    }));
    const of = (pick) => loads.map(pick);
    const where = `${screen.name} cold, day of ${made} transactions`;
    rows.push(
      {
        measure: `${where}: JS gzip`,
        unit: 'KB',
        values: of((l) => kb(l.js.gzip)),
        digits: 1,
      },
      { measure: `${where}: JS files`, unit: 'files', values: of((l) => l.js.count) },
      {
        measure: `${where}: CSS gzip`,
        unit: 'KB',
        values: of((l) => kb(l.css.gzip)),
        digits: 1,
      },
      { measure: `${where}: CSS files`, unit: 'files', values: of((l) => l.css.count) },
      {
        measure: `${where}: transaction list calls`,
        unit: 'calls',
        values: of((l) => l.listCalls.length),
      },
      {
        measure: `${where} (${latency} ms API): ${screen.name === '/payments/day' ? 'report' : 'statement rows'} painted`,
        unit: 'ms',
        values: of((l) => l.drawn),
      },
    );
  }
  return { raw, rows };
}
