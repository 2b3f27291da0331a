import {
  medicalExaminations,
  SAMPLE_TYPES,
  type MedicalExamination,
} from '@/api/resources/medical-examinations';
import { referenceColumn } from '@/components/references/reference-name';
import {
  DEFAULT_CURRENCY,
  useCurrencyOptions,
  useGroupOptions,
} from '@/components/references/references';
import { formatDate, formatMoney, formatNumber, numberFormat } from '@/i18n/format';
import { defineScreen } from '@/components/resource-screen/screen';
import { enumText } from '@/i18n/enum-text';
import { RangeBandsInput } from './range-bands-input';
import * as z from 'zod/mini';
import { bandProblems } from '@/domain/lab-range-checks';
import { listScreen } from '@/app/list-screens';

const sampleOptions = SAMPLE_TYPES.map((value) => ({ value, label: `enums.sampleType.${value}` }));
const f = (name: string) => `medicalExaminations.fields.${name}`;

const hours = (value: number | undefined) =>
  value === undefined ? '' : numberFormat({ style: 'unit', unit: 'hour' }).format(value);

/** The laboratory's catalogue: each test, what it is run on, its price and turnaround. */
export const medicalExaminationsScreen = defineScreen<MedicalExamination>({
  ...listScreen('/examinations'),
  resource: medicalExaminations,
  rowLabel: (e) => [e.code, e.name].filter(Boolean).join(' · '),
  createDefaults: () => ({ currency: DEFAULT_CURRENCY, turnaroundHours: 24 }),
  // Bands by sex and age that overlap, or whose low is not below their high, are refused.
  formChecks: [
    z.refine(
      (body: Record<string, unknown>) =>
        bandProblems((body as Partial<MedicalExamination>).ranges ?? []).length === 0,
      { error: 'validation.rangeBands', path: ['ranges'] },
    ),
  ],
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (e) => e.name,
      csv: (e) => e.name,
      sortValue: (e) => e.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'code',
      header: f('code'),
      width: '6rem',
      cell: (e) => e.code,
      csv: (e) => e.code,
      sortValue: (e) => e.code,
      sortable: true,
      filter: { kind: 'text' },
    },
    referenceColumn<MedicalExamination>('groups', (e) => e.groupId, {
      id: 'groupId',
      header: f('groupId'),
      filter: { kind: 'reference', useOptions: useGroupOptions },
    }),
    {
      id: 'sampleType',
      header: f('sampleType'),
      width: '7rem',
      cell: (e) => enumText('areas:enums.sampleType', e.sampleType),
      csv: (e) => e.sampleType,
      filter: { kind: 'select', options: sampleOptions },
    },
    {
      id: 'unit',
      header: f('unit'),
      width: '6rem',
      cell: (e) => e.unit,
      csv: (e) => e.unit,
      hiddenByDefault: true,
    },
    {
      id: 'referenceRange',
      header: f('referenceRange'),
      cell: (e) => (e.referenceRange ? [e.referenceRange, e.unit].filter(Boolean).join(' ') : ''),
      csv: (e) => e.referenceRange,
    },
    {
      id: 'price',
      header: f('price'),
      width: '8.5rem',
      cell: (e) => formatMoney(e.price, e.currency),
      csv: (e) => e.price,
      sortValue: (e) => e.price,
      sortable: true,
      align: 'end',
    },
    {
      id: 'currency',
      header: f('currency'),
      width: '6rem',
      cell: (e) => e.currency,
      csv: (e) => e.currency,
      hiddenByDefault: true,
    },
    {
      id: 'turnaroundHours',
      header: f('turnaroundHours'),
      width: '7rem',
      cell: (e) => hours(e.turnaroundHours),
      csv: (e) => e.turnaroundHours,
      sortValue: (e) => e.turnaroundHours,
      sortable: true,
      align: 'end',
    },
    {
      id: 'critical',
      header: f('criticalLow'),
      width: '8rem',
      // Both limits in one cell: "< 2.5 · > 6.5".
      cell: (e) =>
        [
          e.criticalLow === undefined ? '' : `< ${formatNumber(e.criticalLow)}`,
          e.criticalHigh === undefined ? '' : `> ${formatNumber(e.criticalHigh)}`,
        ]
          .filter(Boolean)
          .join(' · '),
      csv: (e) => [e.criticalLow ?? '', e.criticalHigh ?? ''].join(' / '),
      hiddenByDefault: true,
    },
    {
      id: 'deltaLimit',
      header: f('deltaLimit'),
      width: '7rem',
      cell: (e) => e.deltaLimit,
      csv: (e) => e.deltaLimit,
      hiddenByDefault: true,
    },
    {
      id: 'updatedAt',
      header: f('updatedAt'),
      width: '8.5rem',
      cell: (e) => formatDate(e.updatedAt ?? e.createdAt),
      csv: (e) => e.updatedAt ?? e.createdAt,
      sortValue: (e) => e.updatedAt ?? e.createdAt,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  fields: [
    { name: 'code', kind: 'text', label: f('code') },
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'groupId', kind: 'reference', label: f('groupId'), useOptions: useGroupOptions },
    { name: 'sampleType', kind: 'select', label: f('sampleType'), options: sampleOptions },
    { name: 'unit', kind: 'text', label: f('unit') },
    {
      name: 'referenceRange',
      kind: 'text',
      label: f('referenceRange'),
      description: 'medicalExaminations.rangeHint',
    },
    { name: 'price', kind: 'number', label: f('price'), min: 0 },
    { name: 'currency', kind: 'reference', label: f('currency'), useOptions: useCurrencyOptions },
    {
      name: 'turnaroundHours',
      kind: 'number',
      label: f('turnaroundHours'),
      min: 1,
      max: 2000,
      step: 1,
    },
    {
      name: 'criticalLow',
      kind: 'number',
      label: f('criticalLow'),
      description: 'medicalExaminations.criticalHint',
    },
    { name: 'criticalHigh', kind: 'number', label: f('criticalHigh') },
    {
      name: 'deltaLimit',
      kind: 'text',
      label: f('deltaLimit'),
      description: 'medicalExaminations.deltaHint',
    },
    {
      name: 'deltaWindowDays',
      kind: 'number',
      label: f('deltaWindowDays'),
      description: 'medicalExaminations.deltaWindowHint',
      min: 1,
      max: 3660,
      step: 1,
    },
    {
      name: 'ranges',
      kind: 'custom',
      label: f('ranges'),
      wide: true,
      render: (props) => <RangeBandsInput {...props} />,
    },
  ],
});
