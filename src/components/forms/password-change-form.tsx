import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../feedback/error-alert';
import type { useSchemaForm } from './use-schema-form';
import '@mantine/core/styles/PasswordInput.css';

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };
type PasswordForm = ReturnType<typeof useSchemaForm<PasswordValues, unknown>>;

interface PasswordChangeFormProps {
  form: Pick<PasswordForm, 'field'>;
  formProps: {
    noValidate: boolean;
    onFocus: () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** "Current password" for one's own, "Old password" for someone else's. */
  oldLabel: string;
  oldAutoComplete: 'current-password' | 'off';
  submitLabel: string;
  pending: boolean;
  /** The failed call's text, shown above the fields. */
  error?: string | false;
  onCancel: () => void;
}

/**
 * Old password, new password and its confirmation, with cancel and submit: the form of both
 * password changes (one's own from the account menu, a user's from the users list).
 */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { t } = useTranslation('auth');
  const { form, pending } = props;
  const toggle = { 'aria-label': t('fields.togglePassword') };
  return (
    <form {...props.formProps}>
      <Stack gap="md">
        {props.error && <ErrorAlert>{props.error}</ErrorAlert>}
        <PasswordInput
          label={props.oldLabel}
          autoComplete={props.oldAutoComplete}
          required
          data-autofocus
          visibilityToggleButtonProps={toggle}
          {...form.field('oldPassword')}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.field('newPassword')}
        />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
