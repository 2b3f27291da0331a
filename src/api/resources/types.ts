import type * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { LIST_PATHS } from './paths';

/** A category of things the clinic classifies (examination, appointment, payment, document, …). */
export const typeFields = {
  name: rules.text(80),
  category: rules.text(40),
  description: rules.optionalText(500),
};

/** Types are listed by `category` (a filter: `GET /api/type?category=`). */
export const types = defineResource({
  name: 'types',
  idField: '_id',
  fields: typeFields,
  path: LIST_PATHS.types,
  operations: ['create', 'update', 'remove'],
  payload: { updatedAt: true },
});
export type Type = z.output<typeof types.schema>;

export const {
  useList: useTypeList,
  useAll: useAllTypes,
  useCreate: useCreateType,
  useUpdate: useUpdateType,
  useRemove: useRemoveType,
} = types.hooks;
