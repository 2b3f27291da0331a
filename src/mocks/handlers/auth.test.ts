import { issueToken, verifyToken } from '../token';

/** A request to the demo backend, straight through fetch (no app client involved). */
function call(
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${location.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const bearer = (userId: string, now?: number) => ({
  Authorization: `Bearer ${issueToken(userId, now)}`,
});

describe('POST /api/auth/login', () => {
  it('answers token, id, name and phone for the demo account', async () => {
    const response = await call('/api/auth/login', {
      body: { phone: '0700000001', password: 'demo1234' },
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toEqual({
      token: expect.any(String),
      id: 'u-0001',
      name: 'Leila Haddad',
      phone: '0700000001',
    });
    expect(verifyToken(`Bearer ${body.token}`)).toBe('u-0001');
  });

  it('finds the account whatever the phone formatting', async () => {
    const response = await call('/api/auth/login', {
      body: { phone: '070 000-0001', password: 'demo1234' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 with a msg for a wrong password or an unknown phone', async () => {
    for (const body of [
      { phone: '0700000001', password: 'wrong-password' },
      { phone: '0799999999', password: 'demo1234' },
    ]) {
      const response = await call('/api/auth/login', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: 'Wrong phone number or password.' });
    }
  });

  it('answers in the language the request asks for', async () => {
    const response = await call('/api/auth/login', {
      body: { phone: '0700000001', password: 'nope' },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(await response.json()).toEqual({
      msg: 'Numéro de téléphone ou mot de passe incorrect.',
    });
  });
});

describe('POST /api/auth/register', () => {
  it('answers 400 with a msg and one error per invalid field', async () => {
    const response = await call('/api/auth/register', {
      body: { name: '  ', phone: '12ab', password: 'short' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      msg: 'Some fields are missing or invalid.',
      errors: {
        name: 'This field is required.',
        phone: 'Enter a valid phone number (7 to 15 digits).',
        password: 'Use 8 to 128 characters.',
      },
    });
  });

  it('translates the field errors too', async () => {
    const response = await call('/api/auth/register', {
      body: { name: 'Nadia', phone: '0711222333' },
      headers: { 'Accept-Language': 'ar' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      msg: 'بعض الحقول ناقصة أو غير صالحة.',
      errors: { password: 'هذا الحقل مطلوب.' },
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await call('/api/auth/register', { body: 'name=Nadia' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'Some fields are missing or invalid.' });
  });

  it('answers 409 with a phone error when the phone is taken', async () => {
    const response = await call('/api/auth/register', {
      body: { name: 'Someone Else', phone: '0700000001', password: 'password123' },
    });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      msg: 'An account with this phone number already exists.',
      errors: { phone: 'An account with this phone number already exists.' },
    });
  });

  it('creates an account that can sign in', async () => {
    const created = await call('/api/auth/register', {
      body: { name: 'Nadia Benali', phone: '0711222333', password: 'password123' },
    });
    expect(created.status).toBe(201);

    const login = await call('/api/auth/login', {
      body: { phone: '0711222333', password: 'password123' },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ name: 'Nadia Benali', phone: '0711222333' });
  });
});

describe('POST /api/auth/update-password/{userId}', () => {
  const body = { oldPassword: 'demo1234', newPassword: 'new-password-1' };

  it('answers 401 without a bearer token', async () => {
    const response = await call('/api/auth/update-password/u-0001', { body });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Your session is missing or has expired.' });
  });

  it('answers 401 to an expired or malformed token', async () => {
    const nineHoursAgo = Date.now() - 9 * 60 * 60 * 1000;
    for (const headers of [
      bearer('u-0001', nineHoursAgo),
      { Authorization: 'Bearer not-a-jwt' },
      { Authorization: 'Basic abc' },
    ]) {
      const response = await call('/api/auth/update-password/u-0001', { body, headers });
      expect(response.status).toBe(401);
    }
  });

  it("answers 403 when changing another user's password", async () => {
    const response = await call('/api/auth/update-password/u-0002', {
      body,
      headers: bearer('u-0001'),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ msg: 'You can only change your own password.' });
  });

  it('answers 400 with an oldPassword error when the current password is wrong', async () => {
    const response = await call('/api/auth/update-password/u-0001', {
      body: { ...body, oldPassword: 'not-it' },
      headers: bearer('u-0001'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      msg: 'The current password is not correct.',
      errors: { oldPassword: 'The current password is not correct.' },
    });
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const response = await call('/api/auth/update-password/u-0001', {
      body: { oldPassword: '', newPassword: 'short' },
      headers: bearer('u-0001'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      msg: 'Some fields are missing or invalid.',
      errors: { oldPassword: 'This field is required.', newPassword: 'Use 8 to 128 characters.' },
    });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const response = await call('/api/auth/update-password/u-0001', {
      body,
      headers: bearer('u-0001'),
    });
    expect(response.status).toBe(200);

    const withNew = await call('/api/auth/login', {
      body: { phone: '0700000001', password: 'new-password-1' },
    });
    const withOld = await call('/api/auth/login', {
      body: { phone: '0700000001', password: 'demo1234' },
    });
    expect(withNew.status).toBe(200);
    expect(withOld.status).toBe(401);
  });
});
