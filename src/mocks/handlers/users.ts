import { http, HttpResponse } from 'msw';
import { changePasswordSchema, users } from '@/api/resources/users';
import { accounts } from '../db/accounts';
import type { UserRecord } from '../db/records';
import type { Row } from '../db/table';
import { db } from '../db/tables';
import { serverText } from '../messages';
import { fail, readBody } from '../respond';
import { guarded, resourceHandlers } from './resource';

const digits = (phone: unknown) => String(phone ?? '').replace(/\D/g, '');

/** A user's password never leaves the server. */
const present = ({ password: _password, ...user }: UserRecord) => user;

function phoneTaken(request: Request, values: Row, self?: string) {
  const wanted = digits(values.phone);
  if (!wanted || !db.users.all().some((u) => u._id !== self && digits(u.phone) === wanted))
    return undefined;
  return fail(request, 409, 'phoneTaken', { phone: serverText(request, 'phoneTaken') });
}

/** Staff: the list's fetch-all omits paging; passwords change only through change-password. */
export const userHandlers = [
  http.post<{ id: string }>(
    '*/api/users/:id/change-password',
    guarded(async ({ request, params }) => {
      const user = db.users.get(params.id);
      if (!user) return fail(request, 404, 'notFound');
      const body = await readBody(request, changePasswordSchema);
      if (!body.ok) return body.response;
      // A sign-in account's password lives with the account (it may have changed at sign-in).
      const account = accounts.find((a) => a.id === user._id);
      const current = account ? account.password : user.password;
      if (current === undefined || current !== body.data.oldPassword)
        return fail(request, 400, 'wrongPassword', {
          oldPassword: serverText(request, 'wrongPassword'),
        });
      db.users.update(user._id, { password: body.data.newPassword });
      if (account) accounts.update((a) => a.id === account.id, { password: body.data.newPassword });
      return HttpResponse.json({ msg: serverText(request, 'passwordChanged') });
    }),
  ),
  ...resourceHandlers(users, db.users, {
    present,
    create: (values, request) => phoneTaken(request, values) ?? values,
    update: ({ password: _password, ...values }, old, request) =>
      phoneTaken(request, values, old._id) ?? values,
  }),
];
