import { useCallback } from 'react';
import { authApi, type LoginRequest, type UpdatePasswordRequest } from '@/api/auth';
import { useAuth } from '@/app/auth/auth-context';
import { useAuthRequest } from './use-auth-request';

/** Login: on success the token and user details are stored (SPEC §4). */
export function useLogin() {
  const { signIn } = useAuth();
  return useAuthRequest(
    useCallback(async (body: LoginRequest) => signIn(await authApi.login(body)), [signIn]),
  );
}

export function useRegister() {
  return useAuthRequest(authApi.register);
}

/** Password update for the signed-in user, with their bearer token passed explicitly (SPEC §7). */
export function useUpdatePassword() {
  const { session } = useAuth();
  return useAuthRequest(
    useCallback(
      (body: UpdatePasswordRequest) => {
        if (!session) return Promise.reject(new Error('Not signed in'));
        return authApi.updatePassword(session.user.id, session.token, body);
      },
      [session],
    ),
  );
}
