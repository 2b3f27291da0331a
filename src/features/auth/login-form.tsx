import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { DEMO_ACCOUNT } from '@/app/config';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { safeRedirect } from './safe-redirect';
import { useLogin } from './use-auth-mutations';
import { warmUpMainArea } from './warm-up';
import '@mantine/core/styles/PasswordInput.css';

interface LoginFormProps {
  redirect?: string;
  /** Phone number of an account just registered, to prefill and to welcome. */
  registered?: string;
}

export function LoginForm({ redirect, registered }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const router = useRouter();
  const { lastSignOutReason } = useAuth();
  const login = useLogin();
  const form = useSchemaForm(() => import('./form-schemas').then((m) => m.loginForm), {
    phone: registered ?? '',
    password: '',
  });

  const formProps = form.formProps((body) =>
    login.mutate(body, {
      onSuccess: () => void navigate({ to: safeRedirect(redirect), replace: true }),
      onError: form.showServerErrors,
    }),
  );

  const notice =
    registered !== undefined
      ? t('login.registered')
      : lastSignOutReason && lastSignOutReason !== 'user'
        ? t(`login.signedOut.${lastSignOutReason}`)
        : null;

  return (
    <form {...formProps} aria-label={t('login.title')} onFocus={() => warmUpMainArea(router)}>
      <Stack gap="md">
        {notice && (
          <Alert
            color={registered !== undefined ? 'clinic' : 'yellow'}
            variant="light"
            role="status"
          >
            {notice}
          </Alert>
        )}
        {login.isError && (
          <ErrorAlert>{errorText(login.error, t('errors:auth.loginFailed'))}</ErrorAlert>
        )}
        <TextInput
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          required
          {...form.field('phone')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.field('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('login.registerLink')}
          </Anchor>
        </Text>
        {DEMO_ACCOUNT && (
          <Alert
            role="note"
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title={t('demo.title')}
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('demo.credentials', {
                  phone: DEMO_ACCOUNT.phone,
                  password: DEMO_ACCOUNT.password,
                })}
              </Text>
              <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => form.setValues(DEMO_ACCOUNT ?? {})}
                >
                  {t('demo.fill')}
                </Button>
              </Box>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
