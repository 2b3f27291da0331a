import { Loader, MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordOption } from '../bidi/record-option';
import type { FieldOption, FieldSpec, UseFieldLabels } from './types';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

type ReferenceSpec = Extract<FieldSpec, { kind: 'reference' | 'multireference' }>;

interface ReferenceFieldProps {
  field: ReferenceSpec;
  value: string | string[] | null;
  onChange: (value: string | string[] | null) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  'data-path': string;
  /** A table's filter bar uses it small and names it "Filter by …". */
  size?: 'xs' | 'sm';
  'aria-label'?: string;
  /** A filter swapped in on first use starts with what was typed, focused and open. */
  initialSearch?: string;
  autoFocus?: boolean;
  defaultDropdownOpened?: boolean;
}

const noLabels: UseFieldLabels = () => [];
/** The options come already filtered by the search (on the server, by name or phone). */
const keepAll: OptionsFilter = ({ options }) => options;

/** Options first, then what is remembered, so a chosen value always has its name on screen. */
function mergeOptions(chosen: readonly string[], ...sources: (readonly FieldOption[])[]) {
  const byValue = new Map<string, FieldOption>();
  for (const source of sources)
    for (const o of source) if (!byValue.has(o.value)) byValue.set(o.value, o);
  // A chosen value nobody could name yet is shown as it is rather than as an empty box.
  for (const value of chosen) if (!byValue.has(value)) byValue.set(value, { value, label: value });
  return [...byValue.values()];
}

/**
 * A searchable choice among records of another area. The search goes to the field's
 * `useOptions`; names of chosen values are remembered, so changing the search never blanks them.
 */
export function ReferenceField({
  field,
  value,
  onChange,
  error,
  required,
  initialSearch = '',
  ...rest
}: ReferenceFieldProps) {
  const { t } = useTranslation('forms');
  const { useOptions } = field;
  const useLabels = field.useLabels ?? noLabels;
  const chosen = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  const [search, setSearch] = useState(initialSearch);
  const [remembered, setRemembered] = useState<FieldOption[]>([]);
  const named = useLabels(chosen);
  const chosenLabel = [...remembered, ...named].find((o) => o.value === chosen[0])?.label;
  // The box of a single choice shows its name: that is not something to search for.
  const query = field.kind === 'reference' && search === chosenLabel ? '' : search;
  const { options, loading } = useOptions(query, { fresh: true });
  const data = mergeOptions(chosen, options, remembered, named);
  const remember = (values: readonly string[]) =>
    setRemembered(data.filter((o) => values.includes(o.value)));

  const common = {
    label: field.label,
    description: field.description,
    required,
    error,
    data,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: keepAll,
    nothingFoundMessage: loading ? t('reference.loading') : t('reference.nothingFound'),
    // Records' names, each in its own direction (components/bidi/own-direction.tsx).
    renderOption: recordOption,
    attributes: { input: { dir: 'auto' } },
    rightSection: loading ? (
      <Loader size="xs" role="status" aria-label={t('reference.loading')} />
    ) : undefined,
    ...rest,
  };
  if (field.kind === 'multireference')
    return (
      <MultiSelect
        {...common}
        value={chosen}
        onChange={(next) => {
          remember(next);
          onChange(next);
        }}
      />
    );
  return (
    <Select
      {...common}
      clearable={!required}
      value={chosen[0] ?? null}
      onChange={(next) => {
        remember(next ? [next] : []);
        onChange(next);
      }}
    />
  );
}
