import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionNeedsKey, hasExtension, type Extension } from '@/api/extensions';
import { DayInput } from '@/components/dates';
import { ReferenceFilter } from './reference-filter';
import { TextFilter } from './text-filter';
import type { DataColumn } from './types';

export interface FilterBarProps<T> {
  columns: readonly DataColumn<T>[];
  filters: Record<string, string>;
  /** Changes the latest filters (see `DataTableProps.onStateChange`). */
  onChange: (update: (filters: Record<string, string>) => Record<string, string>) => void;
  /** One under the other, without its own "Clear filters" (the drawer's, `filters-drawer.tsx`). */
  vertical?: boolean;
}

/**
 * Below it (tablets and phones, either way up but a landscape tablet's 62em and more) the
 * filters wait behind one button (`filters-button.tsx`): eight fields and two dates took the
 * whole first screen of /results there, so the first row came only after a scroll.
 */
export const FILTERS_IN_DRAWER = '(max-width: 61.99em)';

export const hasFilters = (filters: Record<string, string>) =>
  Object.values(filters).some((value) => value.trim() !== '');

/**
 * One control per filterable column, named after it ("Filter by Last name"). Renders again only
 * when the columns or the filters change, not with every page.
 */
export const FilterBar = memo(function FilterBar<T>({
  columns,
  filters,
  onChange,
  vertical,
}: FilterBarProps<T>) {
  const { t } = useTranslation('table');
  const filtered = columns.filter((column) => column.filter);
  if (filtered.length === 0) return null;
  const set = (key: string, value: string) => onChange((latest) => ({ ...latest, [key]: value }));

  const Layout = vertical ? Stack : Group;
  return (
    <Layout
      role="group"
      aria-label={t('filters.label')}
      {...(vertical ? { gap: 'md' } : { align: 'flex-end', gap: 'sm', wrap: 'wrap' })}
    >
      {filtered.map((column) => {
        const key = column.filterKey ?? column.id;
        const filter = column.filter!;
        const name = t('filters.filterBy', { column: column.header });
        const needs = filter.needs ?? (filter.kind === 'dateRange' ? 'dateRange' : undefined);
        if (needs && !hasExtension(needs))
          return <NotOffered key={column.id} header={column.header} needs={needs} />;
        if (filter.kind === 'text')
          return (
            <TextFilter
              key={column.id}
              label={column.header}
              accessibleName={name}
              value={filters[key] ?? ''}
              onChange={(value) => set(key, value)}
            />
          );
        if (filter.kind === 'select')
          return (
            <NativeSelect
              key={column.id}
              size="xs"
              label={column.header}
              aria-label={name}
              value={filters[key] ?? ''}
              data={withValue(
                [{ value: '', label: t('filters.any') }, ...filter.options],
                filters[key],
              )}
              onChange={(event) => set(key, event.currentTarget.value)}
            />
          );
        if (filter.kind === 'reference')
          return (
            <div key={column.id} style={{ minWidth: '14rem' }}>
              <ReferenceFilter
                filter={filter}
                filterKey={key}
                header={column.header}
                name={name}
                value={filters[key] ?? ''}
                onChange={(value) => set(key, value)}
              />
            </div>
          );
        return (
          <DateRangeFilter
            key={column.id}
            header={column.header}
            from={filters[`${key}From`] ?? ''}
            to={filters[`${key}To`] ?? ''}
            onChange={(edge, value) => set(`${key}${edge}`, value)}
          />
        );
      })}
      {!vertical && hasFilters(filters) && (
        <Button variant="subtle" size="xs" onClick={() => onChange(() => ({}))}>
          {t('filters.clear')}
        </Button>
      )}
    </Layout>
  );
}) as <T>(props: FilterBarProps<T>) => ReactNode;

/** In a filter's place when the backend lacks the extension it needs: what it needs, in words. */
function NotOffered({ header, needs }: { header: string; needs: Extension }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} style={{ maxWidth: '16rem' }}>
      <Text id={labelId} size="sm" fw={500}>
        {header}
      </Text>
      <Text size="xs" c="dimmed">
        {t(extensionNeedsKey(needs))}
      </Text>
    </div>
  );
}

/** A value the options lack (a server's own word, from a link) is offered as it is. */
const withValue = (options: { value: string; label: string }[], value: string | undefined) =>
  !value || options.some((o) => o.value === value)
    ? options
    : [...options, { value, label: value }];

interface DateRangeFilterProps {
  header: string;
  from: string;
  to: string;
  onChange: (edge: 'From' | 'To', value: string) => void;
}

/** Days in the app's language (the browser's own inputs follow the browser's, not the app's). */
function DateRangeFilter({ header, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('table');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {header}
      </Text>
      <Group gap={4} wrap="nowrap">
        <DayInput
          size="xs"
          clearable
          aria-label={t('filters.from', { column: header })}
          title={t('filters.fromShort')}
          value={from}
          max={to}
          onChange={(day) => onChange('From', day)}
        />
        <Text size="xs" aria-hidden>
          –
        </Text>
        <DayInput
          size="xs"
          clearable
          aria-label={t('filters.to', { column: header })}
          title={t('filters.toShort')}
          value={to}
          min={from}
          onChange={(day) => onChange('To', day)}
        />
      </Group>
    </div>
  );
}
