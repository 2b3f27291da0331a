import type { TFunction } from 'i18next';
import type { DataColumn } from '../data-table/types';
import type { FieldSpec } from '../resource-form/types';

/** Declarations hold keys of the `areas` namespace; the shared components take texts. */
export function translateColumns<T>(columns: readonly DataColumn<T>[], t: TFunction) {
  return columns.map((column) => ({
    ...column,
    header: t(column.header),
    ...(column.filter?.kind === 'select' && {
      filter: {
        ...column.filter,
        options: column.filter.options.map((o) => ({ ...o, label: t(o.label) })),
      },
    }),
  }));
}

export function translateFields(fields: readonly FieldSpec[], t: TFunction): FieldSpec[] {
  return fields.map((field) => ({
    ...field,
    label: t(field.label),
    ...(field.description && { description: t(field.description) }),
    ...((field.kind === 'select' || field.kind === 'multiselect') && {
      options: field.options.map((o) => ({ ...o, label: t(o.label) })),
    }),
  })) as FieldSpec[];
}
