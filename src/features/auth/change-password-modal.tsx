import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { PasswordChangeForm } from '@/components/forms/password-change-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { useUpdatePassword } from './use-auth-mutations';
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

  const formProps = form.formProps(({ oldPassword, newPassword }) =>
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'clinic', message: t('changePassword.success') });
          onDone();
        },
        onError: form.showServerErrors,
      },
    ),
  );

  return (
    <PasswordChangeForm
      form={form}
      formProps={formProps}
      oldLabel={t('fields.currentPassword')}
      oldAutoComplete="current-password"
      submitLabel={t('changePassword.submit')}
      pending={update.isPending}
      error={update.isError && errorText(update.error, t('errors:auth.updatePasswordFailed'))}
      onCancel={onDone}
    />
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
