import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'packages',
  api: 'api/packages',
  list: {
    route: '/packages',
    id: 'packages',
    nav: { group: 'billing', order: 20, icon: 'package', label: 'nav.packages' },
  },
} as const satisfies AreaFacts;

/** A package offer: several examinations sold together at one price. */
export const packageFields = {
  name: rules.text(120),
  description: rules.optionalText(1000),
  examinationIds: z.array(z.string()).check(z.minLength(1, 'validation.required')),
  price: rules.amount(),
  currency: rules.currencyCode(),
  validUntil: z.optional(rules.date()),
};

export const packages = defineResource({
  name: 'packages',
  idField: '_id',
  fields: packageFields,
  path: 'api/packages',
  operations: ['one', 'create', 'update', 'remove'],
  list: { arrayOnly: true },
  upload: { field: 'packageOfferId' },
});
export type PackageOffer = z.output<typeof packages.schema>;

export const {
  useList: usePackageList,
  useOne: usePackage,
  useAll: useAllPackages,
  useCreate: useCreatePackage,
  useUpdate: useUpdatePackage,
  useRemove: useRemovePackage,
  useUpload: useUploadPackageDocument,
} = packages.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default packages;
