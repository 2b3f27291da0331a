import i18n from 'i18next';
import * as z from 'zod/mini';
import { http, parseJson, send } from './http';
import { newPassword, password, phone, requiredText } from './validation';

/** POST /api/auth/login body (SPEC §7). */
export const loginRequestSchema = z.object({ phone: phone(), password: password() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login response: token, id, name, phone. Extra fields from a real backend are kept. */
export const loginResponseSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  id: z.pipe(
    z.union([z.string().check(z.minLength(1)), z.number()]),
    z.transform((id) => String(id)),
  ),
  name: z.string(),
  phone: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/register body. The spec does not show it: name, phone and password. */
export const registerRequestSchema = z.object({
  name: requiredText().check(z.maxLength(120, 'validation.tooLong')),
  phone: phone(),
  password: newPassword(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/update-password/{userId} body. */
export const updatePasswordRequestSchema = z.object({
  oldPassword: password(),
  newPassword: newPassword(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const authApi = {
  login(body: LoginRequest) {
    return parseJson(
      http.post('api/auth/login', { json: body }),
      loginResponseSchema,
      i18n.t('errors:contract.what.login'),
    );
  },
  /** The response is not read (SPEC §7). */
  async register(body: RegisterRequest) {
    await send(http.post('api/auth/register', { json: body }));
  },
  /** Bearer set from the passed token (SPEC §7); the response is not read. */
  async updatePassword(userId: string, token: string, body: UpdatePasswordRequest) {
    await send(
      http.post(`api/auth/update-password/${encodeURIComponent(userId)}`, {
        json: body,
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
  },
};
