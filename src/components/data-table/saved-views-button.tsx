import { Button } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedViewsPanelProps } from './saved-views';
import classes from './data-table.module.css';

/** The views' panel, loaded on the first open: a list screen loads no more at first. */
const SavedViewsPanel = lazy(() => import('./saved-views'));

/**
 * "Views": a table's saved views (filters, sort, page size, columns under a name), in a
 * disclosure beside the column choices. One click opens the panel, one more a view.
 */
export function SavedViewsButton(props: Omit<SavedViewsPanelProps, 'panelId' | 'onClose'>) {
  const { t } = useTranslation('table');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.disclosure}>
      <Button
        size="xs"
        variant={open ? 'light' : 'default'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {t('views.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedViewsPanel {...props} panelId={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
