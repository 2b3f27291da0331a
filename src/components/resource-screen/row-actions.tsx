import i18n from 'i18next';
import type { ReactNode } from 'react';
import { RowButton } from '../data-table/row-button';
import { RowIcon } from '../data-table/row-icon';
import classes from './row-actions.module.css';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The area's own actions, before edit and delete. */
  children?: ReactNode;
}

/**
 * Edit and delete of one row (each where the area allows it), named after the row for screen
 * readers ("Edit Amina Haddad"). Rendered for every row of a page: plain elements, and texts
 * read straight from i18next (the table re-renders its rows when the language changes).
 */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const edit = i18n.t('areas:actions.editNamed', { name });
  const remove = i18n.t('areas:actions.deleteNamed', { name });
  return (
    <div className={classes.actions}>
      {children}
      {onEdit && (
        <RowButton label={edit} onClick={onEdit}>
          <RowIcon name="edit" />
        </RowButton>
      )}
      {onDelete && (
        <RowButton label={remove} color="red" onClick={onDelete}>
          <RowIcon name="delete" />
        </RowButton>
      )}
    </div>
  );
}
