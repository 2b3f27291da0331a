import { types, type Type } from '@/api/resources/types';
import { formatDate } from '@/i18n/format';
import { defineScreen } from '@/components/resource-screen/screen';
import { CategoryInput, useCategoryOptions } from './categories';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `types.fields.${name}`;

/** Types: the clinic's own classifications, listed by category (SPEC §3). */
export const typesScreen = defineScreen<Type>({
  ...listScreen('/types'),
  resource: types,
  rowLabel: (t) => [t.name, t.category].filter(Boolean).join(' · '),
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (t) => t.name,
      csv: (t) => t.name,
      sortValue: (t) => t.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'category',
      header: f('category'),
      width: '8rem',
      cell: (t) => t.category,
      csv: (t) => t.category,
      sortValue: (t) => t.category,
      sortable: true,
      filter: { kind: 'reference', useOptions: useCategoryOptions },
    },
    {
      id: 'description',
      header: f('description'),
      cell: (t) => t.description,
      csv: (t) => t.description,
    },
    {
      id: 'updatedAt',
      header: f('updatedAt'),
      width: '8.5rem',
      cell: (t) => formatDate(t.updatedAt ?? t.createdAt),
      csv: (t) => t.updatedAt ?? t.createdAt,
      sortValue: (t) => t.updatedAt ?? t.createdAt,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    {
      name: 'category',
      kind: 'custom',
      label: f('category'),
      render: (props) => <CategoryInput {...props} />,
    },
    { name: 'description', kind: 'textarea', label: f('description'), wide: true },
  ],
});
