import i18n from 'i18next';
import { examinationGroups, type ExaminationGroup } from '@/api/resources/examination-groups';
import { useExaminationOptions } from '@/components/references/references';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `examinationGroups.fields.${name}`;

/** Sections of the laboratory's catalogue (haematology, biochemistry, …) and their tests. */
export const examinationGroupsScreen = defineScreen<ExaminationGroup>({
  ...listScreen('/examination-groups'),
  resource: examinationGroups,
  rowLabel: (g) => [g.code, g.name].filter(Boolean).join(' · '),
  createDefaults: () => ({ examinationIds: [] }),
  documents: {},
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (g) => g.name,
      csv: (g) => g.name,
      sortValue: (g) => g.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'code',
      header: f('code'),
      width: '6rem',
      cell: (g) => g.code,
      csv: (g) => g.code,
      sortValue: (g) => g.code,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      // Filtering by one test finds the group it is in.
      id: 'examinationIds',
      header: f('examinationIds'),
      cell: (g) => i18n.t('areas:counts.examinations', { count: g.examinationIds?.length ?? 0 }),
      csv: (g) => g.examinationIds?.join(' '),
      sortValue: (g) => g.examinationIds?.length ?? 0,
      sortable: true,
      filter: { kind: 'reference', useOptions: useExaminationOptions },
    },
    {
      id: 'description',
      header: f('description'),
      cell: (g) => g.description,
      csv: (g) => g.description,
    },
    createdAtColumn('examinationGroups'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'code', kind: 'text', label: f('code') },
    {
      name: 'examinationIds',
      kind: 'multireference',
      label: f('examinationIds'),
      useOptions: useExaminationOptions,
      wide: true,
    },
    { name: 'description', kind: 'textarea', label: f('description'), wide: true },
  ],
});
