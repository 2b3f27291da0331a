import type { CellData, RowData, TableFeatures } from '@tanstack/react-table';
import type { AwaitedQuery } from './use-settled';

/**
 * What the app, not the table, needs to know of a column: declared once here, read from
 * `column.columnDef.meta` and from the screens' own column lists. The table's own options
 * (sorting, hiding, width) stay on the column itself.
 */
declare module '@tanstack/react-table' {
  // The table library's declaration, merged: its type parameters must be spelled as it does.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    /**
     * Asks at once for what the column's cells read besides their row, for a page's rows
     * together (the patients' names of a page: one group), the first `onScreen` rows (those the
     * table's box shows) first. Called with each page shown, and with the next page once it is
     * prefetched.
     */
    prepare?: (rows: readonly TData[], onScreen?: number) => void;
    /**
     * A query the cells read besides the row (a reference list naming ids): a first page waits
     * for it, so rows appear complete rather than with ids turning into names.
     */
    awaits?: AwaitedQuery;
    /**
     * Its filter names a patient (the patient column, the patients' names and numbers): a saved
     * view never keeps it, so that views can stay in the browser past the session.
     */
    namesPatient?: boolean;
    /** A field the server sent that the app does not know ("More from the server"). */
    fromServer?: boolean;
  }
}
