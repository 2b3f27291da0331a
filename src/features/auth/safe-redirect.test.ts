import { safeRedirect } from './safe-redirect';

describe('where the user goes after signing in', () => {
  it.each(['/', '/patients', '/some/deep/path?x=1', '/results#latest', '/loginhelp'])(
    'returns to the page asked for: %s',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    ['no target', undefined],
    ['an empty target', ''],
    ['another origin', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'patients'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['the sign-in page', '/login'],
    ['the sign-in page with a query', '/login?redirect=/x'],
    ['the registration page', '/register'],
    ['a page under the sign-in page', '/login/again'],
  ])('goes home for %s', (_, target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
