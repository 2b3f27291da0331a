import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/api/define-resource';
import { filterWords } from '../feedback/extension-notice';
import type { DataColumn } from './types';

/**
 * Says when the rows on screen are not filtered as the filters above them ask: a filter this
 * backend does not offer was not sent (`withheld`: from a link or a bookmark), or the server's
 * rows show it ignored one (`ignored`). The total is then not a filtered count either.
 */
export function FilterNotice<T>({
  shown,
  columns,
}: {
  shown: ListPage<unknown> | undefined;
  columns: readonly DataColumn<T>[];
}) {
  const { t } = useTranslation();
  const withheld = shown?.withheld ?? [];
  const ignored = shown?.ignored ?? [];
  if (withheld.length === 0 && ignored.length === 0) return null;
  const headerOf = (field: string) => columns.find((c) => (c.filterKey ?? c.id) === field)?.header;
  return (
    <Text role="status" size="sm" c="orange.9">
      {withheld.length > 0 &&
        t('table:filters.withheld', { filters: filterWords(withheld, headerOf) })}
      {withheld.length > 0 && ignored.length > 0 && ' '}
      {ignored.length > 0 &&
        t('common:extensions.ignored', { filters: filterWords(ignored, headerOf) })}
    </Text>
  );
}
