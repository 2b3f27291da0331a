import type { ReactNode } from 'react';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * Options of a reference field, looked up as the user types (a hook: called by the field).
 * `fresh`: the field is a form's, where the user picks among the records there are now: a list
 * kept for the names in cells is read again as the field appears (what was read is offered
 * meanwhile), so a record added since, by another user or tab, is offered.
 */
export type UseFieldOptions = (
  search: string,
  options?: { fresh?: boolean },
) => { options: FieldOption[]; loading: boolean };

/**
 * Names of values already chosen (an edit form's initial choice), which `useOptions` may not list
 * (a search that has not been typed yet): a hook, called by the field with the chosen values.
 */
export type UseFieldLabels = (values: readonly string[]) => readonly FieldOption[];

interface FieldBase {
  /** The body field (a key of the resource's zod body). */
  name: string;
  /** Translated label. */
  label: string;
  /** Translated help text under the field. */
  description?: string;
  /** Shown only on create (e.g. an initial password) or only on edit. */
  only?: 'create' | 'edit';
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

/**
 * One field of a resource form. Values travel as the schema wants them: numbers as numbers,
 * dates as YYYY-MM-DD, date-times as ISO 8601, checkboxes as booleans, multi-selects as arrays;
 * an empty input is left out (undefined) so the schema decides whether it is required.
 */
export type FieldSpec =
  | (FieldBase & { kind: 'text' | 'textarea' | 'email' | 'tel' | 'password' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number })
  | (FieldBase & { kind: 'date' | 'datetime' })
  | (FieldBase & { kind: 'select' | 'multiselect'; options: readonly FieldOption[] })
  | (FieldBase & {
      kind: 'reference' | 'multireference';
      useOptions: UseFieldOptions;
      useLabels?: UseFieldLabels;
    })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'custom'; render: (props: CustomFieldProps) => ReactNode });

export interface CustomFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  label: string;
}
