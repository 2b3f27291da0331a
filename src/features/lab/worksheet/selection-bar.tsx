import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  referenceQuery,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import { formatDateTime } from '@/i18n/format';
import { SELECTION_KINDS, selectionOf, type Selection, type SelectionKind } from './selection';
import '@mantine/core/styles/SegmentedControl.css';
import { DayInput } from '@/components/dates';

/**
 * A patient searched by name or phone as typed (the contract's column filters, 20 at a time),
 * picked from the browser's own list of suggestions: the forms' searchable pick, imported here,
 * would regroup the list screens' shared code into more chunks (their weight is budgeted).
 */
function PatientPick({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('lab');
  const listId = useId();
  const [typed, setTyped] = useState<string>();
  const named = usePatientLabels(value ? [value] : [])[0]?.label ?? '';
  const { options } = usePatientOptions(typed ?? '');
  return (
    <>
      <TextInput
        label={t('worksheet.patient')}
        description={t('worksheet.patientHint')}
        list={listId}
        autoComplete="off"
        value={typed ?? named}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTyped(text);
          const chosen = options.find((o) => o.label === text);
          if (chosen) {
            setTyped(undefined);
            onChange(chosen.value);
          }
        }}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.value} value={o.label} />
        ))}
      </datalist>
    </>
  );
}

interface SelectionBarProps {
  selection: Selection;
  onChange: (next: Selection) => void;
  /** A visit selection's visits (with results awaiting a value), newest first. */
  visits?: { sampledAt: string; count: number }[] | undefined;
}

/** What the worksheet covers: a day, an examination group, or one patient's visit. */
export function SelectionBar({ selection, onChange, visits }: SelectionBarProps) {
  const { t } = useTranslation('lab');
  const groups = useQuery(referenceQuery('groups'));
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('worksheet.by.label')}
        value={selection.by}
        onChange={(kind) => onChange(selectionOf(kind as SelectionKind))}
        data={SELECTION_KINDS.map((kind) => ({ value: kind, label: t(`worksheet.by.${kind}`) }))}
      />
      {selection.by === 'day' && (
        <DayInput
          label={t('worksheet.day')}
          value={selection.day}
          onChange={(day) => day && onChange({ by: 'day', day })}
        />
      )}
      {selection.by === 'group' && (
        <NativeSelect
          label={t('worksheet.group')}
          value={selection.groupId}
          onChange={(event) => onChange({ by: 'group', groupId: event.currentTarget.value })}
          data={[
            { value: '', label: t('worksheet.chooseGroup') },
            ...(groups.data ?? []).map((g) => ({ value: String(g._id), label: g.name ?? '' })),
          ]}
        />
      )}
      {selection.by === 'visit' && (
        <>
          <div style={{ minWidth: '16rem' }}>
            <PatientPick
              value={selection.customerId}
              onChange={(customerId) => onChange({ by: 'visit', customerId, visit: '' })}
            />
          </div>
          {selection.customerId && visits && visits.length > 0 && (
            <NativeSelect
              label={t('worksheet.visit')}
              value={selection.visit || visits[0]!.sampledAt}
              onChange={(event) => onChange({ ...selection, visit: event.currentTarget.value })}
              data={visits.map((v) => ({
                value: v.sampledAt,
                label: t('worksheet.visitOption', {
                  when: formatDateTime(v.sampledAt),
                  count: v.count,
                }),
              }))}
            />
          )}
        </>
      )}
    </Group>
  );
}
