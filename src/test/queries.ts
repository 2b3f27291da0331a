import { screen, within } from '@testing-library/react';

/**
 * Mantine marks a required field by appending an aria-hidden " *" to its label. Screen readers do
 * not announce it, so a field is found by its label text without that mark, matched exactly.
 */
export const withoutRequiredMark = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\*$/, '');

/** The form control whose label reads exactly `label` (text inputs and password inputs alike). */
export function getField(label: string, container?: HTMLElement): HTMLInputElement {
  const scope = container ? within(container) : screen;
  return scope.getByLabelText(label, { normalizer: withoutRequiredMark }) as HTMLInputElement;
}

export async function findField(label: string, container?: HTMLElement): Promise<HTMLInputElement> {
  const scope = container ? within(container) : screen;
  return (await scope.findByLabelText(label, {
    normalizer: withoutRequiredMark,
  })) as HTMLInputElement;
}
