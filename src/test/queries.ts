import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

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

/**
 * Types `text` into a date field (components/dates) as a person would, once it can take it: the
 * input's code loads when first drawn, and a read-only stand-in holds its place until then.
 */
export async function typeDate(label: string, text: string, container?: HTMLElement) {
  await waitFor(() => expect(getField(label, container)).not.toHaveAttribute('readonly'));
  const field = getField(label, container);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}
