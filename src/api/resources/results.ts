import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { rules } from '../resource/schemas';
import { flagFilterCheck } from './result-flag-check';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'results',
  api: 'api/results',
  list: {
    route: '/results',
    id: 'results',
    defaultPageSize: 50,
    references: ['examinations', 'statuses'],
    nav: { group: 'laboratory', order: 10, icon: 'flask', label: 'nav.results' },
  },
} as const satisfies AreaFacts;

/**
 * One measured value of one test for one patient. `value` is text because laboratories report
 * both numbers ("5.4") and findings ("negative"); `range` is the reference range as written on a
 * report: "3.5-5.1", "<200", ">40" or a finding ("negative").
 *
 * A result is registered before it is measured, so `value` may be missing (awaiting a value);
 * `null` takes a value back (SPEC §5 leaves empty strings out of an update, so '' cannot).
 * The laboratory's designed fields (docs/lab.md): who acknowledged a critical value and when,
 * whom they told, how, and that it was read back; who validated the result and when, and why it
 * was un-validated, by whom, when; who entered the value and when (the four-eyes rule); what a
 * released report last printed (`reported*`: a later change makes the next report CORRECTED);
 * `audit`, every change kept; and the
 * sample's accession number.
 */
/**
 * One change kept on a result: what changed (`value`, `range`, `status`, `validation`,
 * `acknowledgement`, `report`), from what to what, who (a user id), when and by whose clock
 * (`api/server-clock.ts`), and why where a reason was given. Read leniently: a server may keep
 * more, and an entry it mangled is still shown for what it holds.
 */
export const auditEntrySchema = z.looseObject({
  at: z.string(),
  clock: z.optional(z.string()),
  by: z.optional(z.string()),
  field: z.string(),
  from: z.nullish(z.string()),
  to: z.nullish(z.string()),
  reason: z.optional(z.string()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

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
  enteredBy: rules.optionalText(64),
  enteredAt: z.optional(rules.dateTime()),
  acknowledgedTo: rules.optionalText(120),
  acknowledgedHow: rules.optionalText(20),
  acknowledgedReadBack: z.optional(z.boolean()),
  reportedBy: rules.optionalText(64),
  reportedValue: rules.optionalText(40),
  audit: z.optional(z.array(auditEntrySchema)),
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
  path: 'api/results',
  operations: ['create', 'update', 'remove'],
  payload: { omitEmptyOnUpdate: true, updatedAt: true },
  list: {
    // `flag` is ours (README "Running against your backend"); each row's flag is checked.
    filters: {
      extensions: { flag: 'resultFlag' },
      checks: { flag: (row, wanted) => flagFilterCheck.current?.(row, wanted) },
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

export const {
  useList: useResultList,
  useAll: useAllResults,
  useCreate: useCreateResult,
  useUpdate: useUpdateResult,
  useRemove: useRemoveResult,
} = results.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default results;
