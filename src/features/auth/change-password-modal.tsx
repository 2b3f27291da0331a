import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { useUpdatePassword } from './use-auth-mutations';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';


function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const update = useUpdatePassword();
  const form = useSchemaForm(() => import('./form-schemas').then((m) => m.changePasswordForm), {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const toggle = { 'aria-label': t('fields.togglePassword') };

  const formProps = form.formProps(({ oldPassword, newPassword }) =>
    update.mutate({ oldPassword, newPassword }, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('changePassword.success') });
        onDone();
      },
      onError: form.showServerErrors,
    }),
  );

  return (
    <form {...formProps}>
      <Stack gap="md">
        {update.isError && (
          <ErrorAlert>{errorText(update.error, t('errors:auth.updatePasswordFailed'))}</ErrorAlert>
        )}
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
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
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change password for the signed-in user (SPEC §7 update-password), opened from the user menu. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('changePassword.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened && <ChangePasswordForm onDone={onClose} />}
    </Modal>
  );
}
