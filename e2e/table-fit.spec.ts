import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test } from './support/fixtures';
import { ferritin, labResult, labStatuses } from './support/lab';
import { expect, START_TIMEOUT } from './support/lists';

/**
 * What a list's cells and panels hold stays inside them, in English and in Arabic, on a desktop
 * and on a phone: measured in the browser, box against box.
 */
test.use({ signedIn: true, timezoneId: 'UTC' });
test.describe.configure({ timeout: 60_000 });

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
type Language = 'en' | 'ar';

const texts = (lng: Language, ns: string) =>
  JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
const viewsText = (lng: Language) => texts(lng, 'table').views as Record<string, string>;
/** "Range for: " before the range's words, in the language. */
const rangeFor = (lng: Language) => {
  const used = texts(lng, 'areas').results!.rangeUsed as Record<string, string>;
  return used.band!.replace('{{band}}', '');
};

async function openIn(page: Page, lng: Language, path: string) {
  await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
  await page.goto(path);
}

/** Every line of text within `element`, as boxes in the window. */
const textBoxes = (element: Locator) =>
  element.evaluate((root) => {
    const boxes: { left: number; right: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 0)
          boxes.push({ left: rect.left, right: rect.right, text: node.textContent ?? '' });
    }
    return boxes;
  });

for (const lng of ['en', 'ar'] as const)
  for (const { name, viewport } of WIDTHS)
    test.describe(`${lng}, ${name}`, () => {
      test.use({ viewport });

      test("a result's range and which one it is stay within the range's cell @server", async ({
        page,
        clinic,
      }) => {
        // Ferritin with a man's range: the words say which ("Range for: Male, 18 years and over").
        const exam = await ferritin(clinic);
        const patient = await clinic.patient({ dateOfBirth: '1985-05-01', sex: 'male' });
        const statuses = await labStatuses(clinic);
        await labResult(clinic, patient, exam, {
          sampledAt: '2027-03-04T08:30:00.000Z',
          statusId: statuses.entry,
          value: '120',
        });
        await openIn(page, lng, `/results?customerId=${patient.id}`);

        const words = page.locator(`[title^="${rangeFor(lng)}"]`);
        await expect(words).toHaveCount(1, { timeout: START_TIMEOUT });
        // Whole for a screen reader and in its title, however much of it the cell shows.
        const full = await words.getAttribute('title');
        if (lng === 'en') expect(full).toBe('Range for: Male, 18 years and over');
        await expect(words).toHaveText(full!);

        const cell = page.getByRole('cell').filter({ has: words });
        const box = (await cell.boundingBox())!;
        const next = (await cell.locator('xpath=following-sibling::td[1]').boundingBox())!;
        // The next cell (the status) is beside it: to its right, or to its left in Arabic.
        expect(
          lng === 'en' ? next.x >= box.x + box.width - 1 : next.x + next.width <= box.x + 1,
        ).toBe(true);
        const lines = await textBoxes(cell);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.left, `"${line.text}" starts in its cell`).toBeGreaterThanOrEqual(
            box.x - 0.5,
          );
          expect(line.right, `"${line.text}" ends in its cell`).toBeLessThanOrEqual(
            box.x + box.width + 0.5,
          );
        }
      });

      test('the Views panel holds its "Save view" button, and the window holds the panel', async ({
        page,
      }) => {
        const text = viewsText(lng);
        await openIn(page, lng, '/results');
        await page
          .getByRole('button', { name: text.button, exact: true })
          .click({ timeout: START_TIMEOUT });
        const panel = page.getByRole('group', { name: text.label });
        const save = panel.getByRole('button', { name: text.save });
        await expect(save).toBeEnabled();

        const outer = (await panel.boundingBox())!;
        const inner = (await save.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(outer.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
        expect(inner.y).toBeGreaterThanOrEqual(outer.y);
        expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
        expect(outer.x).toBeGreaterThanOrEqual(0);
        expect(outer.x + outer.width).toBeLessThanOrEqual(viewport.width);
        // Not covered either: a click at its middle reaches it.
        await save.click({ trial: true });
      });
    });
