import type { QueryClient } from '@tanstack/react-query';
import type { ReferenceList } from '@/components/references/references';
import { LIST_SCREENS, type ListScreenFacts } from './list-screens';

/**
 * Starts reading the small reference lists the first rows of the list screen at `pathname` wait
 * for (the tests' critical limits and the statuses on /results, the insurers on /patients), with
 * the main area's code rather than after the screen's own: a list read whole takes a request
 * per 50 records, one after another (SPEC §9), and they then run while the screen's code loads
 * instead of between that code and the first rows. The queries are the screen loader's own
 * (`referenceQuery`): it finds them on their way, nothing is asked twice.
 */
export async function prefetchFirstReferences(
  client: QueryClient,
  pathname: string,
): Promise<void> {
  const screen = (LIST_SCREENS as Record<string, ListScreenFacts>)[
    pathname.replace(/\/+$/, '') || '/'
  ];
  if (!screen?.references?.length) return;
  const { referenceQuery } = await import('@/components/references/references');
  await Promise.all(
    screen.references.map((list: ReferenceList) => client.prefetchQuery(referenceQuery(list))),
  );
}
