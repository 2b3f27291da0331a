import { Anchor, Box, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { settings } from '@/config/settings';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { safeRedirect } from './safe-redirect';
import classes from './sign-in.module.css';
import { Field, Notice, PasswordField, PlainButton } from './sign-in-controls';
import { useLogin } from './use-auth-mutations';
import { warmUpMainArea } from '@/app/warm-up';

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
  const { demoAccount } = settings();
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
    <form
      {...formProps}
      aria-label={t('login.title')}
      onFocus={() => warmUpMainArea(router, safeRedirect(redirect))}
    >
      <Stack gap="md">
        {notice && (
          <Notice color={registered !== undefined ? 'clinic' : 'yellow'} role="status">
            {notice}
          </Notice>
        )}
        {login.isError && (
          <Notice role="alert" color="red" icon={<IconAlertTriangle size={18} />}>
            {errorText(login.error, t('errors:auth.loginFailed'))}
          </Notice>
        )}
        <Field
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          required
          {...form.field('phone')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          toggleLabel={t('fields.togglePassword')}
          {...form.field('password')}
        />
        <PlainButton type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </PlainButton>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('login.registerLink')}
          </Anchor>
        </Text>
        {demoAccount && (
          // Below the card, out of its flow: the card is centred on the page and drawn before any
          // script (the static shell) without this note, since whether this is the demo is known
          // only once config.json is read. Added then, it moves nothing.
          <div className={classes.belowCard}>
            <Notice
              role="note"
              color="blue"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t('demo.title')}
            >
              <Stack gap="xs">
                <Text size="sm">
                  {t('demo.credentials', {
                    phone: demoAccount.phone,
                    password: demoAccount.password,
                  })}
                </Text>
                <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
                  <PlainButton
                    size="xs"
                    variant="light"
                    onClick={() => form.setValues(demoAccount)}
                  >
                    {t('demo.fill')}
                  </PlainButton>
                </Box>
              </Stack>
            </Notice>
          </div>
        )}
      </Stack>
    </form>
  );
}
