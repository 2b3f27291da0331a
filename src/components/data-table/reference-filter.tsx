import { TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { UseFieldLabels } from '../resource-form/types';
import type { ColumnFilter } from './types';

const ReferenceField = lazy(() =>
  import('../resource-form/reference-field').then((m) => ({ default: m.ReferenceField })),
);
const noLabels: UseFieldLabels = () => [];

interface ReferenceFilterProps {
  filter: Extract<ColumnFilter, { kind: 'reference' }>;
  filterKey: string;
  header: string;
  /** "Filter by <column>". */
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A pick among another area's records (a patient, a test). Until it is used it is a plain input
 * showing the current choice: the searchable list, with its dropdown machinery, loads when the
 * field is first focused, so a list screen does not carry it for filters nobody touches.
 */
export function ReferenceFilter({
  filter,
  filterKey,
  header,
  name,
  value,
  onChange,
}: ReferenceFilterProps) {
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  const placeholder = (label: string) => (
    <TextInput
      size="xs"
      label={header}
      aria-label={name}
      // It is the same combobox, waiting for its list: named and announced as one.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={typed || label}
      onFocus={() => setActive(true)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        setActive(true);
      }}
    />
  );
  const idle = value ? (
    <ChosenLabel filter={filter} value={value}>
      {placeholder}
    </ChosenLabel>
  ) : (
    placeholder('')
  );
  if (!active) return idle;
  return (
    <Suspense fallback={idle}>
      <ReferenceField
        field={{ ...filter, name: filterKey, label: header }}
        value={value || null}
        onChange={(next) => onChange(typeof next === 'string' ? next : '')}
        onBlur={() => {}}
        required={false}
        data-path={filterKey}
        aria-label={name}
        size="xs"
        initialSearch={typed}
        autoFocus
        defaultDropdownOpened={typed !== ''}
      />
    </Suspense>
  );
}

/**
 * The chosen record's name (the id until it is known). Only a filter in use looks it up: an
 * unused one asks the server nothing.
 */
function ChosenLabel({
  filter,
  value,
  children,
}: {
  filter: Extract<ColumnFilter, { kind: 'reference' }>;
  value: string;
  children: (label: string) => ReactNode;
}) {
  const named = (filter.useLabels ?? noLabels)([value])[0]?.label;
  // Small reference lists (tests, statuses) list everything for an empty search.
  const listed = filter.useOptions('').options.find((o) => o.value === value)?.label;
  return children(named ?? listed ?? value);
}
