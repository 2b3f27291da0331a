import { http, HttpResponse } from 'msw';
import { loginRequestSchema, registerRequestSchema, updatePasswordRequestSchema } from '@/api/auth';
import { accounts, samePhone } from '../db/accounts';
import { serverText } from '../messages';
import { authenticate, fail, latency, readBody } from '../respond';
import { issueToken } from '../token';

let nextId = 1000;

export const authHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    await latency();
    const body = await readBody(request, loginRequestSchema);
    if (!body.ok) return body.response;
    const account = accounts.find((a) => samePhone(a.phone, body.data.phone));
    if (!account || account.password !== body.data.password) {
      return fail(request, 401, 'badCredentials');
    }
    return HttpResponse.json({
      token: issueToken(account.id),
      id: account.id,
      name: account.name,
      phone: account.phone,
    });
  }),

  http.post('*/api/auth/register', async ({ request }) => {
    await latency();
    const body = await readBody(request, registerRequestSchema);
    if (!body.ok) return body.response;
    if (accounts.find((a) => samePhone(a.phone, body.data.phone))) {
      return fail(request, 409, 'phoneTaken', { phone: serverText(request, 'phoneTaken') });
    }
    const id = `u-${Date.now().toString(36)}-${(nextId++).toString(36)}`;
    accounts.insert({ id, ...body.data });
    return HttpResponse.json({ id, name: body.data.name, phone: body.data.phone }, { status: 201 });
  }),

  http.post<{ userId: string }>(
    '*/api/auth/update-password/:userId',
    async ({ request, params }) => {
      await latency();
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      if (auth.userId !== params.userId) return fail(request, 403, 'forbidden');
      const body = await readBody(request, updatePasswordRequestSchema);
      if (!body.ok) return body.response;
      const account = accounts.find((a) => a.id === params.userId);
      if (!account) return fail(request, 404, 'notFound');
      if (account.password !== body.data.oldPassword) {
        return fail(request, 400, 'wrongPassword', {
          oldPassword: serverText(request, 'wrongPassword'),
        });
      }
      accounts.update((a) => a.id === account.id, { password: body.data.newPassword });
      return HttpResponse.json({ msg: 'ok' });
    },
  ),
];
