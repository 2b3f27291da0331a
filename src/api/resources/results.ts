import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { rules } from '../resource/schemas';
import { rangeFlag } from '@/domain/lab-values';
import { LIST_PATHS } from './paths';

/**
 * One measured value of one test for one patient. `value` is text because laboratories report
 * both numbers ("5.4") and findings ("negative"); `range` is the reference range as written on a
 * report: "3.5-5.1", "<200", ">40" or a finding ("negative").
 *
 * A result is registered before it is measured, so `value` may be missing (awaiting a value);
 * `null` takes a value back (SPEC §5 leaves empty strings out of an update, so '' cannot).
 * The laboratory's designed fields (README "Laboratory"): who acknowledged a critical value and
 * when, who validated the result and when, and why it was un-validated, by whom, when; the
 * sample's accession number.
 */
export const resultFields = {
  customerId: rules.text(64),
  examinationId: rules.text(64),
  testName: rules.text(120),
  value: z.nullish(z.string().check(z.trim(), z.maxLength(40, 'validation.tooLong'))),
  unit: rules.optionalText(20),
  range: rules.optionalText(40),
  statusId: rules.text(64),
  sampledAt: rules.dateTime(),
  reportedAt: z.optional(rules.dateTime()),
  notes: rules.optionalText(),
  acknowledgedBy: rules.optionalText(64),
  acknowledgedAt: z.optional(rules.dateTime()),
  validatedBy: rules.optionalText(64),
  validatedAt: z.optional(rules.dateTime()),
  unvalidationReason: rules.optionalText(500),
  unvalidatedBy: rules.optionalText(64),
  unvalidatedAt: z.optional(rules.dateTime()),
  /**
   * The sample's accession number (digits), made by the app when the sample is registered
   * (`features/lab/labels/accession.ts`); every result of one sample carries the same.
   */
  accession: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,20}$/, 'validation.digits'))),
};

export const results = defineResource({
  name: 'results',
  idField: '_id',
  fields: resultFields,
  path: LIST_PATHS.results,
  operations: ['create', 'update', 'remove'],
  payload: { omitEmptyOnUpdate: true, updatedAt: true },
  list: {
    // `flag` is ours (README "Running against your backend"); each row's flag is checked.
    filters: {
      extensions: { flag: 'resultFlag' },
      checks: { flag: (row, wanted) => matchesFlagFilter(row, wanted) },
    },
  },
});
export type Result = z.output<typeof results.schema>;

export const rangeSchema = z.object({ range: rules.text(40) });

/** PATCH /api/results/{id}/range with `{ range }`. */
export const updateResultRange = (id: string, range: string) =>
  withCatalogue('results', 'range', () =>
    results.readSaved(
      http.patch(`${idPath('api/results', id)}/range`, { json: results.toBackend({ range }) }),
    ),
  );

/** The range changes on screen at once and comes back if the server refuses it. */
export const useUpdateResultRange = () =>
  useOptimisticMutation({
    name: results.name,
    cache: results.cache,
    mutationFn: ({ id, range }: { id: string; range: string }) => updateResultRange(id, range),
    optimistic: (client, { id, range }) =>
      results.cache.replace(client, id, (old) => ({ ...old, range })),
    settle: (client, saved, { id }) => {
      if (saved) results.cache.replace(client, id, saved);
    },
  });

/**
 * Whether a result is validated now: validated (`validatedAt`) and not un-validated since. Such
 * a result is read-only until it is un-validated; the check needs nothing but the result.
 */
export const stillValidated = (result: {
  validatedAt?: string | undefined;
  unvalidatedAt?: string | undefined;
}) =>
  !!result.validatedAt &&
  (!result.unvalidatedAt || Date.parse(result.validatedAt) > Date.parse(result.unvalidatedAt));

export type ResultFlag = 'low' | 'high' | 'normal';

/**
 * The list's `flag` filter (our extension of SPEC §7, see the README): results whose value falls
 * outside (`out`), above, below or within their own reference range. Findings are never flagged.
 */
export const RESULT_FLAG_FILTERS = {
  out: ['high', 'low'],
  high: ['high'],
  low: ['low'],
  normal: ['normal'],
} as const satisfies Record<string, readonly ResultFlag[]>;
export type ResultFlagFilter = keyof typeof RESULT_FLAG_FILTERS;

/** Whether a result matches a `flag` filter value (an unknown value matches nothing). */
export function matchesFlagFilter(result: { value?: unknown; range?: unknown }, filter: string) {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flag = resultFlag(text(result.value), text(result.range));
  const wanted: readonly ResultFlag[] =
    filter in RESULT_FLAG_FILTERS ? RESULT_FLAG_FILTERS[filter as ResultFlagFilter] : [];
  return !!flag && wanted.includes(flag);
}

/**
 * Where a value falls against its reference range: below, above or within. Undefined when either
 * is not numeric (a finding such as "negative" is not flagged) or a censored value may be on both
 * sides (">5" against "3.5-5.1"). The one reading of values and ranges: `domain/lab-values.ts`.
 */
export const resultFlag = (
  value: string | null | undefined,
  range: string | undefined,
): ResultFlag | undefined => rangeFlag(value, range);

export const {
  useList: useResultList,
  useAll: useAllResults,
  useCreate: useCreateResult,
  useUpdate: useUpdateResult,
  useRemove: useRemoveResult,
} = results.hooks;
