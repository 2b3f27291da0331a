import { createMemoryHistory } from '@tanstack/react-router';
import { NAV_GROUPS, TOP_ENTRIES } from '@/components/layout/nav';
import { createAppRouter } from '@/app/router';
import { OWN_PAGES } from './shells';

/**
 * index.html shows the frame drawn on one list for every page the sidebar names, with that
 * page's entry marked and its name as the breadcrumb's last step: that holds only if each of
 * those pages names itself in the trail by its entry's label, and by nothing more.
 */
const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));

/** The breadcrumb keys the routes matched at `path` declare, one per place. */
function crumbsAt(path: string) {
  const [routes] = router.getMatchedRoutes(path);
  const keys: string[] = [];
  for (const route of routes) {
    const crumb = (route.options as { staticData?: { crumb?: string } }).staticData?.crumb;
    if (crumb && !keys.includes(crumb)) keys.push(crumb);
  }
  return keys;
}

describe('the static shell’s frames', () => {
  const entries = [...TOP_ENTRIES, ...NAV_GROUPS.flatMap((group) => group.entries)].filter(
    (entry) => !OWN_PAGES.some((page) => entry.to === page || entry.to.startsWith(`${page}/`)),
  );

  it('stand for every page of the main area the sidebar names, its trail its entry’s label', () => {
    expect(entries.length).toBeGreaterThan(15);
    for (const entry of entries) {
      const [routes] = router.getMatchedRoutes(entry.to);
      expect(
        routes.some((route) => route.id === '/_app'),
        entry.to,
      ).toBe(true);
      expect(crumbsAt(entry.to), entry.to).toEqual(entry.to === '/' ? [] : [entry.label]);
    }
  });

  it('leave every page outside the main area to itself, the sign-in page aside', () => {
    const outside = router.routesByPath
      ? Object.keys(router.routesByPath).filter((path) => {
          const [routes] = router.getMatchedRoutes(path);
          return path !== '/login' && !routes.some((route) => route.id === '/_app');
        })
      : [];
    expect(outside.length).toBeGreaterThan(3);
    for (const path of outside)
      expect(
        OWN_PAGES.some((page) => path === page || path.startsWith(`${page}/`)),
        path,
      ).toBe(true);
    for (const page of OWN_PAGES)
      expect(
        outside.some((path) => path === page || path.startsWith(`${page}/`)),
        page,
      ).toBe(true);
  });
});
