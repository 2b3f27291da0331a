import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowsContext } from './table-rows';
import type { DataColumn } from './types';

/**
 * What every row of the page shares, made once per table: a row renders again only when its
 * record or selection changes, or when this does (the columns shown, the language).
 */
export function useRowsContext<T>(
  columns: readonly DataColumn<T>[],
  selectable: boolean,
  rowLabel: (record: T) => string,
  rowActions: ((record: T) => ReactNode) | undefined,
  onToggle: (id: string, selected: boolean) => void,
) {
  const { i18n } = useTranslation('table');
  return useMemo<RowsContext<T>>(
    () => ({
      columns,
      selectable,
      selectLabel: (record) => i18n.t('table:selection.row', { row: rowLabel(record) }),
      rowActions,
      onToggle,
    }),
    // The language is a dependency: cells read their texts from i18next as they render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, selectable, rowLabel, rowActions, onToggle, i18n, i18n.language],
  );
}
