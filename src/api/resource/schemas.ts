import * as z from 'zod/mini';

/**
 * Shapes shared by every resource. SPEC §3 names few fields, so the app designs its own (patient
 * name, test value, amount and currency, …) and reads a real backend liberally: unknown fields
 * are kept (`looseObject`), and a designed field that breaks one of our own rules is kept as read
 * when it is a plain value, dropped when it is not, instead of failing the whole response.
 */

/** Identifiers arrive as strings or numbers; the app handles them as strings. */
export const identifier = () =>
  z.pipe(
    z.union([z.string().check(z.minLength(1)), z.number()]),
    z.transform((value) => String(value)),
  );

/** One uploaded file as the owner lists it: a bare file name, or an object naming the file. */
export const documentSchema = z.pipe(
  z.union([
    z.string().check(z.minLength(1)),
    z.looseObject({
      name: z.optional(z.string()),
      filename: z.optional(z.string()),
      fileName: z.optional(z.string()),
      path: z.optional(z.string()),
      originalName: z.optional(z.string()),
      mimeType: z.optional(z.string()),
      size: z.optional(z.number()),
      uploadedAt: z.optional(z.string()),
    }),
  ]),
  z.transform((value, ctx) => {
    if (typeof value === 'string') return { name: value };
    const name = value.name ?? value.filename ?? value.fileName ?? value.path?.split('/').pop();
    if (!name) {
      ctx.issues.push({ code: 'custom', message: 'a document needs a name', input: value });
      return z.NEVER;
    }
    return { ...value, name };
  }),
);
export type ResourceDocument = z.output<typeof documentSchema>;

const keepPlainValue = (ctx: { value: unknown }) =>
  ['string', 'number', 'boolean'].includes(typeof ctx.value) ? ctx.value : undefined;

type ReadShape<S extends z.core.$ZodLooseShape> = {
  -readonly [K in keyof S]: z.ZodMiniCatch<z.ZodMiniOptional<S[K]>>;
};

/** The fields of a body, as read back from the server: optional and lenient (see above). */
export function readShape<S extends z.core.$ZodLooseShape>(fields: S): ReadShape<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    out[key] = z.catch(z.optional(field as z.ZodMiniType), keepPlainValue);
  }
  return out as ReadShape<S>;
}

const lenientDocuments = z.catch(z.optional(z.array(documentSchema)), undefined);
const timestamp = z.catch(z.optional(z.string()), undefined);

/**
 * A stored record: its identifier (`_id`, or `id` for clinic appointments), the body's fields
 * read leniently, the timestamps of SPEC §3 and, where the area has uploads, its documents.
 */
export function recordSchema<const I extends '_id' | 'id', S extends z.core.$ZodLooseShape>(
  idField: I,
  fields: S,
) {
  return z.looseObject({
    ...readShape(fields),
    [idField]: identifier(),
    createdAt: timestamp,
    updatedAt: timestamp,
    documents: lenientDocuments,
  } as ReadShape<S> & { [K in I]: ReturnType<typeof identifier> } & {
    createdAt: typeof timestamp;
    updatedAt: typeof timestamp;
    documents: typeof lenientDocuments;
  });
}

/**
 * An answer that is `schema` itself or an object carrying it under one of `keys`
 * (`{ data: … }`, `{ file: … }`): servers wrap the same payload in different ways.
 */
export function bareOrWrapped<S extends z.ZodMiniType>(schema: S, keys: readonly string[]) {
  return z.union([
    schema,
    ...keys.map((key) =>
      z.pipe(
        z.looseObject({ [key]: schema }),
        z.transform((wrapped) => wrapped[key] as z.output<S>),
      ),
    ),
  ]);
}

/** What a body field holds, as far as a filter on it goes. */
export type ValueKind = 'choice' | 'number' | 'boolean' | 'array' | 'text';

/**
 * The kind of value a body field's schema holds, through its optional, default and pipe
 * wrappers: a filter on a choice, a number or a boolean names one value, a text filter may be
 * found within the field (docs/contract.md, "column filters").
 */
export function valueKind(schema: z.ZodMiniType): ValueKind {
  type Def = { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
  let def = schema._zod.def as Def;
  while (def.innerType || (def.type === 'pipe' && def.in))
    def = (def.innerType ?? def.in)!._zod.def as Def;
  switch (def.type) {
    case 'enum':
    case 'literal':
      return 'choice';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'int':
      return 'number';
    case 'array':
      return 'array';
    default:
      return 'text';
  }
}

/** Field rules for bodies. Messages are i18n keys of `common` (`validation.*`). */
export const rules = {
  text: (max = 200) =>
    z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(max, 'validation.tooLong'),
      ),
  optionalText: (max = 2000) =>
    z.optional(z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'))),
  /** A calendar date, YYYY-MM-DD. */
  date: () =>
    z
      .string({ error: 'validation.required' })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')),
  /** A moment in time, ISO 8601 with a time zone. */
  dateTime: () =>
    z
      .string({ error: 'validation.required' })
      .check(
        z.refine(
          (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
          'validation.dateTime',
        ),
      ),
  amount: () =>
    z
      .number({ error: 'validation.number' })
      .check(z.gte(0, 'validation.notNegative'), z.lte(1e12, 'validation.tooLarge')),
  positiveNumber: () =>
    z.number({ error: 'validation.number' }).check(z.gt(0, 'validation.positive')),
  /** ISO 4217 code: three capital letters. */
  currencyCode: () =>
    z
      .string({ error: 'validation.required' })
      .check(z.regex(/^[A-Z]{3}$/, 'validation.currencyCode')),
  reference: () => identifier(),
  email: () => z.optional(z.union([z.literal(''), z.email('validation.email')])),
  choice: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: 'validation.choice' }),
};
