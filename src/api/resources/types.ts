import type * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'types',
  api: 'api/type',
  list: {
    route: '/types',
    id: 'types',
    nav: { group: 'administration', order: 20, icon: 'tags', label: 'nav.types' },
  },
} as const satisfies AreaFacts;

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
  path: 'api/type',
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

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default types;
