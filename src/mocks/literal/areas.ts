import type * as z from 'zod/mini';
import { RESOURCES } from '../resources';

/**
 * What the contract-only backend knows of each area of SPEC §7: where its calls live and which
 * query parameters its list honours. Written from the contract: paging everywhere, `sort` where
 * §7 says so, `fetchAll` on users, and a parameter naming a field of the area's records. Anything
 * else (`q`, `search`, `flag`, `<field>From`/`<field>To`, a parameter nobody knows) is ignored.
 */
export interface LiteralArea {
  /** The area's name (`src/api/resources`), the key of its words (`words.ts`). */
  name: string;
  /** `/api/customer`: GET here is the list. */
  listPath: string;
  /** Where a POST creates a record (payments start at `…/start`). */
  createPath: string;
  /** Every path the area's calls start with (customers read one at `/api/customers/{id}`). */
  prefixes: string[];
  idField: '_id' | 'id';
  /** The list's query parameters this backend honours (the profile may add `name`: `NAME_SEARCH`). */
  listParams: ReadonlySet<string>;
  /** The column filters among them: fields of the records. */
  filterParams: ReadonlySet<string>;
  /** The whole record as a create sends it (a profile that wants whole PUT bodies checks them). */
  body: z.ZodMiniObject;
  /**
   * Records of results, transactions and tickets name their patient (`customerId`): `kept` where
   * the demo requires one on every record, `given` where it may lack one (tickets) and this
   * backend gives one on the way out (`patients.ts`).
   */
  patients?: 'kept' | 'given';
}

/** SPEC §7: "Appointments and examination statuses also accept sort". */
const SORTABLE = new Set(['appointments', 'examinationStatuses']);
/** SPEC §7: users' "optional fetchAll omits paging". */
const OWN_PARAMS: Readonly<Record<string, readonly string[]>> = { users: ['fetchAll'] };
/**
 * A field no record has that a lenient profile still reads (`profiles.ts` `nameSearch`): a
 * patient's one `name`, which the demo matches against first and last names.
 */
export const NAME_SEARCH: Readonly<Record<string, string>> = { customers: 'name' };
const PATIENTS: Readonly<Record<string, LiteralArea['patients']>> = {
  results: 'kept',
  payments: 'kept',
  tickets: 'given',
};

const withSlash = (path: string) => `/${path}`;

export const LITERAL_AREAS: readonly LiteralArea[] = Object.values(RESOURCES).map(
  ({ declaration: d, body }) => {
    const filterParams = new Set([d.idField, 'createdAt', 'updatedAt', ...Object.keys(d.fields)]);
    return {
      name: d.name,
      listPath: withSlash(d.path),
      createPath: withSlash(d.paths?.create ?? d.path),
      prefixes: [d.path, d.paths?.one, d.paths?.create]
        .filter((p): p is string => !!p)
        .map(withSlash),
      idField: d.idField,
      listParams: new Set([
        'limit',
        'skip',
        ...(SORTABLE.has(d.name) ? ['sort'] : []),
        ...(OWN_PARAMS[d.name] ?? []),
        ...filterParams,
      ]),
      filterParams,
      body: body as z.ZodMiniObject,
      patients: PATIENTS[d.name],
    };
  },
);

/** The area whose calls `pathname` belongs to (the longest path it falls under), if any. */
export function areaOf(pathname: string): LiteralArea | undefined {
  let found: LiteralArea | undefined;
  let length = 0;
  for (const area of LITERAL_AREAS)
    for (const prefix of area.prefixes)
      if (prefix.length > length && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        found = area;
        length = prefix.length;
      }
  return found;
}
