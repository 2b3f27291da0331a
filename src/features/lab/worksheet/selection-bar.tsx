import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReferenceFilter } from '@/components/data-table/reference-filter';
import {
  referenceQuery,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import { formatDateTime } from '@/i18n/format';
import { SELECTION_KINDS, selectionOf, type Selection, type SelectionKind } from './selection';
import '@mantine/core/styles/SegmentedControl.css';

const patientFilter = {
  kind: 'reference' as const,
  useOptions: usePatientOptions,
  useLabels: usePatientLabels,
};

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
        <TextInput
          type="date"
          label={t('worksheet.day')}
          value={selection.day}
          onChange={(event) => {
            const day = event.currentTarget.value;
            if (day) onChange({ by: 'day', day });
          }}
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
            <ReferenceFilter
              filter={patientFilter}
              filterKey="customerId"
              header={t('worksheet.patient')}
              name={t('worksheet.patient')}
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
