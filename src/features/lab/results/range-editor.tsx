import { lazy, Suspense, useRef, useState } from 'react';
import i18n from 'i18next';
import type { Result } from '@/api/resources/results';
import { RowButton } from '@/components/data-table/row-button';
import { RowIcon } from '@/components/data-table/row-icon';
import { RangeShown } from '@/features/lab/parts/ranged';
import { locked } from './locked';
import classes from './range-editor.module.css';

/**
 * The reference range, edited in its row (PATCH …/range). Shown is the range the value is
 * read against (the test's range for the patient's sex and age, `parts/result-range.ts`), and
 * which one it is; the editor sets the result's own range, which then outranks the test's. The new range shows at once, with the
 * value's flag worked out again against it; if the server refuses, the old range comes back and
 * the editor stays open with what was typed and the reason.
 */
/** The input, loaded on the first edit: a page of rows shows ranges, rarely edits one. */
const RangeInput = lazy(() => import('./range-input'));

export function RangeEditor({ result, name }: { result: Result; name: string }) {
  const [editing, setEditing] = useState(false);
  // Closing the editor (saved, cancelled, Escape) hands focus back to its button, as a dialog
  // does: the input that had it is gone, and focus would otherwise fall to the page's <body>.
  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  if (editing)
    return (
      <Suspense fallback={<RangeShown result={result} />}>
        <RangeInput result={result} name={name} onClose={close} />
      </Suspense>
    );
  if (locked(result))
    return (
      <span className={classes.view}>
        <RangeShown result={result} />
        <span
          role="img"
          className={classes.locked}
          aria-label={i18n.t('areas:results.validation.locked')}
          title={i18n.t('areas:results.validation.locked')}
        >
          <RowIcon name="lock" size="small" />
        </span>
      </span>
    );
  // One per row of a page: plain elements and a row button, no hooks beyond this state.
  return (
    <span className={classes.view}>
      <RangeShown result={result} />
      <RowButton
        ref={(button) => {
          if (button && returnFocus.current) {
            returnFocus.current = false;
            button.focus();
          }
        }}
        size="sm"
        label={i18n.t('areas:results.rangeEdit.editNamed', { name })}
        onClick={() => setEditing(true)}
      >
        <RowIcon name="edit" size="small" />
      </RowButton>
    </span>
  );
}
