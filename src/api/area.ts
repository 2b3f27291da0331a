import facts from 'virtual:area-facts';

/** The sidebar's sections (components/layout/nav.ts gives each its heading). */
export type NavGroupId =
  'patients-visits' | 'laboratory' | 'billing' | 'queue-devices' | 'administration';

/** The icons a sidebar entry may take (components/layout/nav.ts draws them). */
export type NavIcon =
  | 'users'
  | 'calendar'
  | 'hospital'
  | 'stethoscope'
  | 'flask'
  | 'microscope'
  | 'category'
  | 'progress'
  | 'shield'
  | 'package'
  | 'coins'
  | 'exchange'
  | 'receipt'
  | 'cash'
  | 'printer'
  | 'userCog'
  | 'tags'
  | 'building';

/** An area's list screen: its route, its table and its place in the sidebar. */
export interface ListFacts {
  /** Its route's path (`/doctors`); the route file is `src/routes/_app/<path>/index.tsx`. */
  route: string;
  /** The table's id: its remembered view and its texts (`areas:<id>.*`). */
  id: string;
  /** Its first page's size, when not the tables' default. */
  defaultPageSize?: number;
  /**
   * The small reference lists its first rows wait for (names of components/references'
   * `ReferenceList`), read as soon as the main area starts (app/first-references.ts).
   */
  references?: readonly string[];
  /** Its sidebar entry: section, place in it (ascending), icon, text key (`areas:<id>.title`). */
  nav: { group: NavGroupId; order: number; icon: NavIcon; label?: string };
}

/**
 * One area of the API, as plain data: what the start, the sidebar, the backends, the
 * configuration's check and the e2e support know of it without loading its schema. Written in
 * its declaration (`export const area = { … } as const satisfies AreaFacts`) and read from there
 * by build/area-facts.ts, so it holds literals only.
 */
export interface AreaFacts {
  /** The resource's name: its queries, `errors:catalogue.<name>`, config.json's areas, the demo table. */
  name: string;
  /** Its API path (SPEC §7): GET here is the list. */
  api: string;
  /** Where one record is read and where one is created, when not under `api`. */
  paths?: { one?: string; create?: string };
  /** Names it is read or searched by that are not fields of its body (config.json may map them). */
  readNames?: readonly string[];
  /** Its list screen, if it has one. */
  list?: ListFacts;
}

/** Every declared area, in the order of their files' names. */
export const AREAS: readonly AreaFacts[] = facts;
