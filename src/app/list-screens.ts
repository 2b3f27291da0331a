import { AREAS, type AreaFacts } from '@/api/area';
import type { ReferenceList } from '@/components/references/references';

/** A list screen's identity: what its declaration and the start's first request share. */
export interface ListScreenFacts {
  /** The table's id (its remembered view, its `areas:<id>.*` texts). */
  id: string;
  /** Its resource's API path. */
  api: string;
  /** Its first page's size, when not the tables' default. */
  defaultPageSize?: number;
  /**
   * The small reference lists its first rows wait for (the columns shown by default that name
   * their records): read as soon as the main area starts (first-references.ts). A unit test
   * holds this to the screen's columns.
   */
  references?: readonly ReferenceList[];
}

/** The list screens of `areas` by their route, from their declarations (`area.list`). */
export function listScreensOf(areas: readonly AreaFacts[]): Record<string, ListScreenFacts> {
  return Object.fromEntries(
    areas.flatMap(({ api, list }) =>
      list
        ? [
            [
              list.route,
              {
                id: list.id,
                api,
                ...(list.defaultPageSize !== undefined && {
                  defaultPageSize: list.defaultPageSize,
                }),
                // Names of references.ts' lists: first-references.test.ts holds them so.
                ...(list.references && {
                  references: list.references as readonly ReferenceList[],
                }),
              },
            ],
          ]
        : [],
    ),
  );
}

/**
 * Each list screen by its route, from its area's declaration, as plain data: the screen takes
 * its id and page size from here (`listScreen`), and the start's first data request
 * (first-request.ts) what it asks for, before any of the screen's code has loaded.
 */
export const LIST_SCREENS: Readonly<Record<string, ListScreenFacts>> = listScreensOf(AREAS);

/** A list screen's route (`/doctors`): a key of `LIST_SCREENS`. */
export type ListRoute = string;

/** What a list screen's declaration takes of its facts: its table's id and first page size. */
export function listScreen(route: ListRoute): { id: string; defaultPageSize?: number } {
  const facts = LIST_SCREENS[route];
  if (!facts) throw new Error(`No area declares the list screen ${route} (api/area.ts).`);
  const { id, defaultPageSize } = facts;
  return defaultPageSize === undefined ? { id } : { id, defaultPageSize };
}
