import { useCallback } from 'react';
import type { LoginRequest, RegisterRequest, UpdatePasswordRequest } from '@/api/auth';
import { useAuth } from '@/app/auth/auth-context';
import { useAuthRequest } from './use-auth-request';

/** The auth calls, with zod and the HTTP client, load with the first call (see README, budget). */
const api = () => import('@/api/auth').then((m) => m.authApi);

/** Login: on success the token and user details are stored (SPEC §4). */
export function useLogin() {
  const { signIn } = useAuth();
  return useAuthRequest(
    useCallback(async (body: LoginRequest) => signIn(await (await api()).login(body)), [signIn]),
  );
}

export function useRegister() {
  return useAuthRequest(
    useCallback(async (body: RegisterRequest) => (await api()).register(body), []),
  );
}

/** Password update for the signed-in user, with their bearer token passed explicitly (SPEC §7). */
export function useUpdatePassword() {
  const { session } = useAuth();
  return useAuthRequest(
    useCallback(
      async (body: UpdatePasswordRequest) => {
        if (!session) throw new Error('Not signed in');
        return (await api()).updatePassword(session.user.id, session.token, body);
      },
      [session],
    ),
  );
}
