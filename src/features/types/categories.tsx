import { Autocomplete } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { types } from '@/api/resources/types';
import type { CustomFieldProps } from '@/components/resource-form/types';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';

/** The categories in use: there is no list of categories of its own, only the types' values. */
function useCategories(): string[] {
  const query = useQuery(types.queries.all());
  return useMemo(
    () =>
      [
        ...new Set((query.data ?? []).map((type) => type.category).filter(Boolean) as string[]),
      ].sort((a, b) => a.localeCompare(b)),
    [query.data],
  );
}

/** Filter options: the categories in use, narrowed by what the user typed. */
export function useCategoryOptions(search: string) {
  const categories = useCategories();
  const wanted = search.trim().toLowerCase();
  const options = useMemo(
    () =>
      categories
        .filter((category) => !wanted || category.toLowerCase().includes(wanted))
        .map((category) => ({ value: category, label: category })),
    [categories, wanted],
  );
  return { options, loading: categories.length === 0 };
}

/**
 * The form's category: one in use is offered as the user types (so "Examination" does not start
 * a second "examination"), and a new one can still be written.
 */
export function CategoryInput({ value, onChange, error, label }: CustomFieldProps) {
  const categories = useCategories();
  return (
    <Autocomplete
      label={label}
      required
      data={categories}
      // A category is the records' own word: in its own direction (components/bidi).
      attributes={{ input: { dir: 'auto' } }}
      renderOption={({ option }) => <bdi>{option.value}</bdi>}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      error={error}
      maxLength={40}
    />
  );
}
