import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { useRegister } from './use-auth-mutations';
import '@mantine/core/styles/PasswordInput.css';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const form = useSchemaForm(() => import('./form-schemas').then((m) => m.registerForm), {
    name: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });

  const formProps = form.formProps(({ name, phone, password }) =>
    register.mutate(
      { name, phone, password },
      {
        onSuccess: () => void navigate({ to: '/login', search: { registered: phone } }),
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <form {...formProps} aria-label={t('register.title')}>
      <Stack gap="md">
        {register.isError && (
          <ErrorAlert>{errorText(register.error, t('errors:auth.registrationFailed'))}</ErrorAlert>
        )}
        <TextInput label={t('fields.name')} autoComplete="name" required {...form.field('name')} />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...form.field('phone')}
        />
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.field('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('register.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
