import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './row-button.module.css';

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  /** The icon (aria-hidden). */
  children: ReactNode;
  color?: 'red';
  size?: 'sm';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An icon button inside a table row (edit, delete, print…), named for screen readers and
 * titled for the mouse: a plain `<button>` in Mantine's subtle ActionIcon look (see the CSS).
 */
export function RowButton({ label, color, size, children, ...props }: RowButtonProps) {
  return (
    <button
      type="button"
      className={classes.button}
      aria-label={label}
      title={label}
      data-color={color}
      data-size={size}
      {...props}
    >
      {children}
    </button>
  );
}
