import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rules whose outcome depends on colour alone: all that a colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules whose outcome the words, the language or the direction can change: names, labels,
 * titles, alternative texts, languages. All that a second language can change (its structure,
 * roles and colours are the first language's).
 */
export const TEXT_RULES = [
  'button-name',
  'link-name',
  'label',
  'label-content-name-mismatch',
  'input-button-name',
  'input-image-alt',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'object-alt',
  'area-alt',
  'select-name',
  'summary-name',
  'frame-title',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
];

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, naming
 * the screen, the rule and the elements, so a failure reads as a to-do list. `rules` narrows the
 * run to those rules (a second colour scheme of screens already checked whole).
 */
export async function expectAccessible(page: Page, screen: string, rules?: readonly string[]) {
  // Legacy mode runs axe in the page itself. The default (per-frame partial runs) opens a new
  // blank page for every check to merge the results in, and loads axe into it again: seconds
  // per screen on a 2-core machine, for an app that has no cross-origin frames to reach.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (
    rules ? builder.withRules([...rules]) : builder.withTags(TAGS)
  ).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
          )
          .join('\n'),
    );
  // Soft: one run lists every screen's violations, not just the first screen's.
  expect.soft(blocking, blocking.join('\n')).toEqual([]);
}
