import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  referenceQuery,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import { formatDateTime } from '@/i18n/format';
import { SELECTION_KINDS, selectionOf, type Selection, type SelectionKind } from './selection';
import '@mantine/core/styles/SegmentedControl.css';

// The searchable pick of the forms, loaded with this choice (as the lists' filters load it):
// importing the lists' filter itself would cut their shared code into one more chunk.
const ReferenceField = lazy(() =>
  import('@/components/resource-form/reference-field').then((m) => ({ default: m.ReferenceField })),
);

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
            <Suspense fallback={<TextInput label={t('worksheet.patient')} readOnly />}>
              <ReferenceField
                field={{
                  kind: 'reference',
                  name: 'customerId',
                  label: t('worksheet.patient'),
                  useOptions: usePatientOptions,
                  useLabels: usePatientLabels,
                }}
                value={selection.customerId || null}
                onChange={(next) =>
                  onChange({
                    by: 'visit',
                    customerId: typeof next === 'string' ? next : '',
                    visit: '',
                  })
                }
                onBlur={() => {}}
                required={false}
                data-path="customerId"
              />
            </Suspense>
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
