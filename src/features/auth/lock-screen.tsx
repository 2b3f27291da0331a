import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { AuthPage } from './auth-page';
import { Notice, PasswordField, PlainButton } from './sign-in-controls';
import { useAuthRequest } from './use-auth-request';

/** The password opened another account than the locked one. */
class OtherAccount extends Error {}

/** The auth calls load with the first call, as on the sign-in page. */
const api = () => import('@/api/auth').then((m) => m.authApi);

/**
 * What a locked screen shows, and all it shows (app/auth/session-lock.tsx hides the rest): who is
 * signed in, their password, and "Switch user" for the next person at the desk. The password is
 * checked by a sign-in call; only the same account opens the screen again.
 */
export function LockScreen() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useAuthRequest(async (phone: string) => {
    const session = auth.unlock(await (await api()).login({ phone, password }));
    if (!session) throw new OtherAccount();
    return session;
  });
  const form = useRef<HTMLFormElement>(null);
  // The one thing to do here: the password field has the focus as the lock appears (once the
  // lock's layer is on the page, which is after this renders).
  useEffect(
    () => form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus(),
    [],
  );
  const user = auth.session?.user;
  if (!user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) unlock.mutate(user.phone, { onSuccess: () => setPassword('') });
  };
  const failure =
    unlock.error instanceof OtherAccount
      ? t('lock.otherAccount')
      : unlock.isError && errorText(unlock.error, t('errors:auth.loginFailed'));

  return (
    <AuthPage
      title={t('lock.title')}
      subtitle={t('lock.subtitle', { name: user.name, phone: user.phone })}
    >
      <form ref={form} aria-label={t('lock.form')} onSubmit={submit} noValidate>
        <Stack gap="md">
          {auth.lockReason === 'unauthorized' && !failure && (
            <Notice role="status" color="yellow">
              {t('lock.unauthorized')}
            </Notice>
          )}
          {failure && (
            <Notice role="alert" color="red" icon={<IconAlertTriangle size={18} />}>
              {failure}
            </Notice>
          )}
          {/* The account being unlocked, for the browser's password manager. */}
          <input type="hidden" name="username" autoComplete="username" value={user.phone} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            toggleLabel={t('fields.togglePassword')}
            value={password}
            error={missing ? t('lock.required') : undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (event.currentTarget.value) setMissing(false);
            }}
          />
          <PlainButton type="submit" fullWidth loading={unlock.isPending}>
            {t('lock.submit')}
          </PlainButton>
          <Text size="sm" c="dimmed">
            {t('lock.switchHint', { name: user.name })}
          </Text>
          <PlainButton variant="light" onClick={() => auth.signOut('switch')}>
            <IconLogout size={14} aria-hidden /> {t('lock.switch')}
          </PlainButton>
        </Stack>
      </form>
    </AuthPage>
  );
}
