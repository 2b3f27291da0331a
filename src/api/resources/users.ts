import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { http, send } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { rules } from '../resource/schemas';
import { newPassword, password, phone } from '../validation';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'users',
  api: 'api/users',
  list: {
    route: '/users',
    id: 'users',
    nav: { group: 'administration', order: 10, icon: 'userCog', label: 'nav.users' },
  },
} as const satisfies AreaFacts;

export const USER_ROLES = ['admin', 'reception', 'laboratory', 'cashier', 'doctor'] as const;

/** A member of staff. The password is sent on create only; changes go through change-password. */
export const userFields = {
  name: rules.text(120),
  phone: phone(),
  role: rules.choice(USER_ROLES),
  email: rules.email(),
  active: z.optional(z.boolean()),
  password: z.optional(newPassword()),
};

/** Fetch-all is one request without `limit`/`skip` (SPEC §7: "fetchAll omits paging"). */
export const users = defineResource({
  name: 'users',
  idField: '_id',
  fields: userFields,
  path: 'api/users',
  operations: ['create', 'update', 'remove'],
  list: { unpagedAll: true },
});
export type User = z.output<typeof users.schema>;

export const changePasswordSchema = z.object({
  oldPassword: password(),
  newPassword: newPassword(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** POST /api/users/{id}/change-password with `newPassword`, `oldPassword`. */
export const changeUserPassword = (id: string, body: ChangePasswordBody) =>
  withCatalogue('users', 'changePassword', async () => {
    await send(
      http.post(`${idPath('api/users', id)}/change-password`, {
        json: { newPassword: body.newPassword, oldPassword: body.oldPassword },
      }),
    );
  });

export const useChangeUserPassword = () =>
  useMutation({
    mutationFn: ({ id, ...body }: ChangePasswordBody & { id: string }) =>
      changeUserPassword(id, body),
  });

export const {
  useList: useUserList,
  useAll: useAllUsers,
  useCreate: useCreateUser,
  useUpdate: useUpdateUser,
  useRemove: useRemoveUser,
} = users.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default users;
