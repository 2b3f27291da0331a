import { ColorSwatch, Group } from '@mantine/core';
import i18n from 'i18next';
import {
  examinationStatuses,
  LAB_STAGES,
  STATUS_COLORS,
  type ExaminationStatus,
} from '@/api/resources/examination-statuses';
import { enumText } from '@/i18n/enum-text';
import { formatNumber } from '@/i18n/format';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import '@mantine/core/styles/ColorSwatch.css';
import { listScreen } from '@/app/list-screens';

const colorOptions = STATUS_COLORS.map((value) => ({ value, label: `enums.statusColor.${value}` }));
// The API filters booleans by "true" / "false".
const finalOptions = [
  { value: 'true', label: 'enums.yesNo.true' },
  { value: 'false', label: 'enums.yesNo.false' },
];
const stageOptions = LAB_STAGES.map((value) => ({ value, label: `enums.labStage.${value}` }));
const f = (name: string) => `examinationStatuses.fields.${name}`;

/** The colour is named in words too: a swatch alone says nothing to a screen reader or to some eyes. */
function StatusColor({ color }: { color: string | undefined }) {
  if (!color) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={14} aria-hidden />
      {enumText('areas:enums.statusColor', color)}
    </Group>
  );
}

/** The steps a sample or result goes through. The API sorts this list (name, order). */
export const examinationStatusesScreen = defineScreen<ExaminationStatus>({
  ...listScreen('/examination-statuses'),
  resource: examinationStatuses,
  rowLabel: (s) => s.name ?? '',
  createDefaults: () => ({ color: 'blue', isFinal: false }),
  documents: {},
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (s) => s.name,
      csv: (s) => s.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'color',
      header: f('color'),
      width: '7rem',
      cell: (s) => <StatusColor color={s.color} />,
      csv: (s) => s.color,
      filter: { kind: 'select', options: colorOptions },
    },
    {
      id: 'order',
      header: f('order'),
      width: '6rem',
      cell: (s) => formatNumber(s.order),
      csv: (s) => s.order,
      sortable: true,
      align: 'end',
    },
    {
      id: 'isFinal',
      header: f('isFinal'),
      width: '6rem',
      cell: (s) => i18n.t(`areas:enums.yesNo.${s.isFinal ? 'true' : 'false'}`),
      csv: (s) => !!s.isFinal,
      filter: { kind: 'select', options: finalOptions },
    },
    {
      id: 'labStage',
      header: f('labStage'),
      width: '9rem',
      cell: (s) => enumText('areas:enums.labStage', s.labStage),
      csv: (s) => s.labStage,
      filter: { kind: 'select', options: stageOptions },
    },
    {
      id: 'description',
      header: f('description'),
      cell: (s) => s.description,
      csv: (s) => s.description,
    },
    createdAtColumn('examinationStatuses', 'none'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'color', kind: 'select', label: f('color'), options: colorOptions },
    {
      name: 'order',
      kind: 'number',
      label: f('order'),
      description: 'examinationStatuses.orderHint',
      min: 0,
      max: 1000,
      step: 10,
    },
    {
      name: 'isFinal',
      kind: 'checkbox',
      label: f('isFinal'),
      description: 'examinationStatuses.finalHint',
    },
    {
      name: 'labStage',
      kind: 'select',
      label: f('labStage'),
      options: stageOptions,
      description: 'examinationStatuses.labStageHint',
    },
    { name: 'description', kind: 'textarea', label: f('description'), wide: true },
  ],
});
