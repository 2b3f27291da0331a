import { formatDate } from '@/i18n/format';
import type { DataColumn } from '../data-table/types';

/**
 * The "created" column most areas end with: the record's `createdAt` as a date, hidden until
 * chosen, sorted within the page, by the API (areas whose list it sorts) or not at all.
 * Its header is the area's `areas:<area>.fields.createdAt`.
 */
export function createdAtColumn<T extends { createdAt?: string | undefined }>(
  area: string,
  sort: 'page' | 'server' | 'none' = 'page',
): DataColumn<T> {
  return {
    id: 'createdAt',
    header: `${area}.fields.createdAt`,
    width: '8.5rem',
    cell: (row) => formatDate(row.createdAt),
    csv: (row) => row.createdAt,
    hiddenByDefault: true,
    ...(sort !== 'none' && { sortable: true }),
    ...(sort === 'page' && { sortValue: (row: T) => row.createdAt }),
  };
}
