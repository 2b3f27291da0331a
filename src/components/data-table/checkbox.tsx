import type { ChangeEvent, ReactNode } from 'react';
import classes from './data-table.module.css';

interface CheckboxProps {
  checked: boolean;
  /** Some but not all (the page's select-all box). */
  indeterminate?: boolean;
  disabled?: boolean;
  /** A visible label; without one, `aria-label` names the box. */
  label?: ReactNode;
  'aria-label'?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The browser's own checkbox in the theme's colour: a page of 100 rows has 100 of them, and
 * Mantine's Checkbox would cost the list screens 2 KB gzip of their budget for the same thing.
 */
export function Checkbox({ label, indeterminate = false, ...props }: CheckboxProps) {
  const input = (
    <input
      type="checkbox"
      className={classes.checkbox}
      // `indeterminate` is a property, not an attribute: set it on the element itself.
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      {...props}
    />
  );
  if (!label) return input;
  return (
    <label className={classes.checkLabel}>
      {input}
      {label}
    </label>
  );
}
