import {
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * Only the features the table uses (each one is code in every list screen's bundle). Paging is
 * manual: `data` is the server's page as it came, so the pagination feature has nothing to do.
 * Sorting is the server's or, where it cannot sort, within the shown page. Selection is a set of
 * row ids the table keeps itself (see use-row-selection.ts).
 */
export const features = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});
export type Features = typeof features;
