import classes from './row-icon.module.css';

export type RowIconName =
  'edit' | 'delete' | 'print' | 'key' | 'up' | 'down' | 'check' | 'undo' | 'lock';

/** An icon drawn in a table row (see the CSS): 16 px, or `small` 14 px, `tiny` 12 px. Decorative. */
export function RowIcon({ name, size }: { name: RowIconName; size?: 'small' | 'tiny' }) {
  return (
    <span aria-hidden className={`${classes.icon} ${classes[name]} ${size ? classes[size] : ''}`} />
  );
}
