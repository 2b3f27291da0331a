import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { OWN_PAGES } from './shells';

const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));

/**
 * The sign-in shell shows on every path but the anonymous pages' own: on the main area's, which
 * its guard sends to the sign-in page.
 */
describe('the static shell', () => {
  it('leaves every page outside the main area to itself, the sign-in page aside', () => {
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
