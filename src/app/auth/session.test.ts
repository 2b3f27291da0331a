import { isSessionValid, jwtExpiry, sessionExpiry, type Session } from './session';

/** An unsigned JWT with the given payload, base64url-encoded as real tokens are. */
const jwt = (payload: object) =>
  [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    'signature',
  ].join('.');

const HOUR = 60 * 60 * 1000;

describe('jwtExpiry', () => {
  it('reads the exp claim of a JWT, converting seconds to milliseconds', () => {
    expect(jwtExpiry(jwt({ sub: 'u-0001', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('decodes base64url payloads that need padding and carry non-ASCII text', () => {
    // "Léïla ~~?" encodes to base64 with "-"/"_" characters and no padding.
    const token = jwt({ name: 'Léïla ~~?>', exp: 1_800_000_001 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(jwtExpiry(token)).toBe(1_800_000_001_000);
  });

  it.each([
    ['an opaque token', 'b3f1c2d4e5'],
    ['two parts only', 'abc.def'],
    ['a payload that is not base64 JSON', 'aaa.%%%.ccc'],
    ['a JWT without exp', jwt({ sub: 'u-0001' })],
    ['a JWT whose exp is a string', jwt({ exp: '1900000000' })],
    ['a JWT whose exp is not positive', jwt({ exp: 0 })],
    ['an empty string', ''],
  ])('is undefined for %s', (_, token) => {
    expect(jwtExpiry(token)).toBeUndefined();
  });
});

describe('sessionExpiry', () => {
  const now = 1_700_000_000_000;

  it("is the token's own expiry when it carries one that comes sooner", () => {
    expect(sessionExpiry(jwt({ exp: 1_700_003_600 }), 8 * HOUR, now)).toBe(1_700_003_600_000);
  });

  it("is capped at the session length whatever the token's exp says (a 30-day token)", () => {
    const thirtyDays = Math.floor(now / 1000) + 30 * 24 * 3600;
    expect(sessionExpiry(jwt({ exp: thirtyDays }), 8 * HOUR, now)).toBe(now + 8 * HOUR);
  });

  it('falls back to now plus the session length for a token without expiry', () => {
    expect(sessionExpiry('opaque-token', 8 * HOUR, now)).toBe(now + 8 * HOUR);
    expect(sessionExpiry(jwt({ sub: 'u-0001' }), 2 * HOUR, now)).toBe(now + 2 * HOUR);
  });
});

describe('isSessionValid', () => {
  const session: Session = {
    token: 't',
    user: { id: 'u-0001', name: 'Leila Haddad', phone: '0700000001', type: 'root' },
    expiresAt: 1_000_000,
  };

  it('is valid only while the current time is before expiresAt', () => {
    expect(isSessionValid(session, 999_999)).toBe(true);
    expect(isSessionValid(session, 1_000_000)).toBe(false);
    expect(isSessionValid(session, 1_000_001)).toBe(false);
  });

  it('treats a missing session as signed out', () => {
    expect(isSessionValid(null)).toBe(false);
  });

  it('compares with the current time by default', () => {
    expect(isSessionValid({ ...session, expiresAt: Date.now() + HOUR })).toBe(true);
    expect(isSessionValid({ ...session, expiresAt: Date.now() - 1 })).toBe(false);
  });
});
