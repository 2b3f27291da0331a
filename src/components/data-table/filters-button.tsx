import { Badge, Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterBarProps } from './filters';
import type FiltersDrawerType from './filters-drawer';

/**
 * Below it (tablets and phones, either way up but a landscape tablet's 62em and more) the
 * filters wait behind one button: eight fields and two dates took the whole first screen of
 * /results there, so the first row came only after a scroll.
 */
export const FILTERS_IN_DRAWER = '(max-width: 61.99em)';

/** The drawer, loaded on the first open: a list screen loads only this button at first. */
const FiltersDrawer = lazy(() => import('./filters-drawer')) as unknown as typeof FiltersDrawerType;

/** How many filters are set: a date range counts once, whichever of its ends is set. */
export function countFilters<T>(props: FilterBarProps<T>): number {
  const set = (key: string) => !!props.filters[key]?.trim();
  return props.columns.filter((column) => {
    if (!column.filter) return false;
    const key = column.filterKey ?? column.id;
    return column.filter.kind === 'dateRange' ? set(`${key}From`) || set(`${key}To`) : set(key);
  }).length;
}

/**
 * "Filters" with the count of those set (named "Filters, 3 set" for screen readers), opening
 * the same filter controls in a drawer from the reading side: left, or right in Arabic.
 */
export function FiltersButton<T>(props: FilterBarProps<T>) {
  const { t } = useTranslation('table');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = countFilters(props);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="xs"
        variant={count ? 'light' : 'default'}
        aria-haspopup="dialog"
        aria-label={count ? t('filters.buttonSet', { count }) : t('filters.label')}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {t('filters.label')}
        {/* Its name reads it: "Filters, 3 set" holds "Filters 3" as seen (WCAG 2.5.3). */}
        {count > 0 && (
          <>
            {' '}
            <Badge size="sm" circle ms={6}>
              {count}
            </Badge>
          </>
        )}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            {...props}
            opened={opened}
            onClose={() => {
              setOpened(false);
              // Back where it was (Mantine's own return misses a drawer mounted open).
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
