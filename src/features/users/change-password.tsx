import { Modal } from '@mantine/core';
import { RowButton } from '@/components/data-table/row-button';
import { RowIcon } from '@/components/data-table/row-icon';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePasswordSchema,
  useChangeUserPassword,
  users,
  type User,
} from '@/api/resources/users';
import { withConfirmation } from '@/api/validation';
import { PasswordChangeForm } from '@/components/forms/password-change-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

// The confirmation is checked here and never sent.
const changePasswordForm = withConfirmation(changePasswordSchema, 'newPassword', 'confirmPassword');
const loadSchema = () => Promise.resolve(changePasswordForm);

interface FormProps {
  userId: string;
  name: string;
  change: ReturnType<typeof useChangeUserPassword>;
  onDone: () => void;
}

function ChangePasswordForm({ userId, name, change, onDone }: FormProps) {
  const { t } = useTranslation('areas');
  const form = useSchemaForm(loadSchema, { oldPassword: '', newPassword: '', confirmPassword: '' });

  const formProps = form.formProps(({ oldPassword, newPassword }) => {
    if (change.isPending) return;
    change.mutate(
      { id: userId, oldPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({
            color: 'clinic',
            message: t('users.changePassword.success', { name }),
          });
          onDone();
        },
        onError: form.showServerErrors,
      },
    );
  });

  return (
    <PasswordChangeForm
      form={form}
      formProps={formProps}
      oldLabel={t('users.changePassword.oldPassword')}
      oldAutoComplete="off"
      submitLabel={t('users.changePassword.submit')}
      pending={change.isPending}
      // The call's error is already the text to show: the server's, else SPEC §8's.
      error={change.isError && change.error.message}
      onCancel={onDone}
    />
  );
}

/** A row's "Change password of <name>": SPEC §7's users change-password call, in a modal. */
export function ChangePasswordAction({ user }: { user: User }) {
  const { t } = useTranslation('areas');
  const [opened, setOpened] = useState(false);
  // Held here, not in the form, so closing can wait for a call in flight.
  const change = useChangeUserPassword();
  const name = user.name ?? '';
  const label = t('users.changePassword.title', { name });
  const open = () => {
    change.reset();
    setOpened(true);
  };
  const close = () => {
    if (!change.isPending) setOpened(false);
  };
  return (
    <>
      <RowButton label={label} onClick={open}>
        <RowIcon name="key" />
      </RowButton>
      <Modal
        opened={opened}
        onClose={close}
        title={label}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {/* Mounted only while open, so every opening starts with empty fields. */}
        {opened && (
          <ChangePasswordForm
            userId={users.idOf(user)}
            name={name}
            change={change}
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}
