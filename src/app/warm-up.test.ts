import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { warmUpSignedOut } from './warm-up';

/** The routes whose code a signed-out start on `path` asks for. */
function warmedOnSignedOutStart(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const asked = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
  warmUpSignedOut(router, path);
  return asked.mock.calls.map(([route]) => route.id);
}

describe('a signed-out start', () => {
  it("asks for the sign-in page's code at once, and nothing of the main area", () => {
    expect(warmedOnSignedOutStart('/login')).toEqual(['__root__', '/login']);
  });

  it("on a main-area path, asks for the sign-in page's code, where the guard will send it", () => {
    expect(warmedOnSignedOutStart('/results?page=2')).toEqual(['__root__', '/login']);
  });

  it('on a page outside the main area, asks for that page', () => {
    expect(warmedOnSignedOutStart('/register')).toEqual(['__root__', '/register']);
  });
});
