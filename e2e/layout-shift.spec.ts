import type { Page } from '@playwright/test';
import { test } from './support/fixtures';
import { expect, START_TIMEOUT } from './support/lists';
import { commonText, inRuns, LAYOUT_SCREENS } from './support/screens';

/**
 * Nothing moves while a screen loads (cumulative layout shift 0): every screen the sidebar
 * reaches (support/screens.ts, a few to a test), opened cold, its frame first and its data after
 * a round trip, with the sidebar's and the screen's parts arriving on demand. Shifts the user caused (within half a second of input)
 * are the browser's to leave out; here there is no input at all.
 */
// On the demo, each answer comes after 150 ms; a deployment's come when they come.
test.use({ signedIn: true, demoLatency: 150 });

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput || entry.value === 0) continue;
        const moved = entry.sources
          .map((source) => source.node?.textContent?.trim().slice(0, 40) ?? '?')
          .join(' | ');
        seen.push(`${location.pathname}: ${entry.value.toFixed(4)} (${moved})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsWhileOpening(page: Page, paths: string[]) {
  const shifts: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
      timeout: START_TIMEOUT,
    });
    // Loaded: nothing is busy any more, and the last answers have been painted.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    shifts.push(
      ...(await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      )),
    );
  }
  return shifts;
}

// Two screens a test: each screen is a cold start of its own either way, and three put a test at
// a quarter of its limit on a loaded machine (each waits for the network to rest).
for (const run of inRuns(LAYOUT_SCREENS, 2)) {
  test(`no screen moves while it loads: ${run.map((s) => commonText(s.key)).join(', ')}`, async ({
    page,
  }) => {
    await watchShifts(page);
    expect(
      await shiftsWhileOpening(
        page,
        run.map((s) => s.path),
      ),
    ).toEqual([]);
  });
}

test.describe('on a phone', () => {
  // The pager wraps and its summary takes two lines: the room it keeps must be the room it takes.
  test.use({ viewport: { width: 412, height: 823 } });

  for (const lists of [['/results', '/patients'], ['/appointments']])
    test(`no list moves while it loads: ${lists.join(', ')}`, async ({ page }) => {
      await watchShifts(page);
      expect(await shiftsWhileOpening(page, lists)).toEqual([]);
    });
});
