import { patientColumn, patientField } from '@/components/references/patient';
import { results, type Result } from '@/api/resources/results';
import { RangedValue } from '@/features/lab/parts/ranged';
import { referenceColumn } from '@/components/references/reference-name';
import {
  referenceQuery,
  useExaminationOptions,
  useStatusOptions,
} from '@/components/references/references';
import { formatDateTime } from '@/i18n/format';
import { defineScreen } from '@/components/resource-screen/screen';
import { useAuditedUpdate } from './audited-update';
import { locked } from './locked';
import { RangeEditor } from './range-editor';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `results.fields.${name}`;
const flagOptions = [
  { value: 'out', label: 'results.flagFilter.out' },
  { value: 'high', label: 'results.flag.high' },
  { value: 'low', label: 'results.flag.low' },
];
export const rowLabel = (r: Result) => `${r.testName ?? ''} · ${formatDateTime(r.sampledAt)}`;

/**
 * The value with its flag against the range that fits its patient (by sex and age, where the
 * test has such ranges), LL and HH from the critical limits that go with it.
 */
const valueCell = (r: Result) => <RangedValue result={r} />;

/**
 * Results: what lab managers page through by the ten thousand. Filters by test name as typed,
 * patient, test, status and sampling date; the value carries its high/low flag; the reference range is edited in place.
 */
export const resultsScreen = defineScreen<Result>({
  ...listScreen('/results'),
  // Its form's saves keep what they change on the result (value, range, status).
  resource: { ...results, hooks: { ...results.hooks, useUpdate: useAuditedUpdate } },
  rowLabel,
  canEdit: (r) => !locked(r),
  columns: [
    {
      id: 'testName',
      header: f('testName'),
      cell: (r) => r.testName,
      csv: (r) => r.testName,
      sortValue: (r) => r.testName,
      sortable: true,
      alwaysVisible: true,
      // Typed in part ("hemo"): the server matches it within the name.
      filter: { kind: 'text' },
    },
    patientColumn(f('customerId')),
    referenceColumn<Result>('examinations', (r) => r.examinationId, {
      id: 'examinationId',
      header: f('examinationId'),
      filter: { kind: 'reference', useOptions: useExaminationOptions },
      hiddenByDefault: true,
    }),
    {
      id: 'value',
      header: f('value'),
      width: '10rem',
      cell: valueCell,
      csv: (r) => r.value ?? '',
      // Its flag needs the tests' critical limits: the first rows wait for them.
      meta: { awaits: referenceQuery('examinations') },
      // Against each result's own range, on the server (`flag=out|high|low`): an extension.
      filter: { kind: 'select', options: flagOptions, needs: 'resultFlag' },
      filterKey: 'flag',
    },
    {
      id: 'unit',
      header: f('unit'),
      width: '6rem',
      cell: (r) => r.unit,
      csv: (r) => r.unit,
      hiddenByDefault: true,
    },
    {
      id: 'range',
      header: f('range'),
      width: '8rem',
      cell: (r) => <RangeEditor result={r} name={rowLabel(r)} />,
      csv: (r) => r.range,
    },
    referenceColumn<Result>('statuses', (r) => r.statusId, {
      id: 'statusId',
      header: f('statusId'),
      filter: { kind: 'reference', useOptions: useStatusOptions },
    }),
    {
      id: 'sampledAt',
      header: f('sampledAt'),
      width: '11.5rem',
      cell: (r) => formatDateTime(r.sampledAt),
      csv: (r) => r.sampledAt,
      sortValue: (r) => r.sampledAt,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    {
      id: 'reportedAt',
      header: f('reportedAt'),
      width: '11.5rem',
      cell: (r) => formatDateTime(r.reportedAt),
      csv: (r) => r.reportedAt,
      hiddenByDefault: true,
    },
  ],
  fields: [
    patientField(f('customerId')),
    {
      name: 'examinationId',
      kind: 'reference',
      label: f('examinationId'),
      useOptions: useExaminationOptions,
    },
    { name: 'testName', kind: 'text', label: f('testName') },
    { name: 'statusId', kind: 'reference', label: f('statusId'), useOptions: useStatusOptions },
    { name: 'value', kind: 'text', label: f('value') },
    { name: 'unit', kind: 'text', label: f('unit') },
    { name: 'range', kind: 'text', label: f('range') },
    { name: 'sampledAt', kind: 'datetime', label: f('sampledAt') },
    { name: 'reportedAt', kind: 'datetime', label: f('reportedAt') },
    { name: 'notes', kind: 'textarea', label: f('notes'), wide: true },
  ],
});
