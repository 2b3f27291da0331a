import { ActionIcon, Button, Group, Modal, PasswordInput, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePasswordSchema,
  useChangeUserPassword,
  users,
  type User,
} from '@/api/resources/users';
import { withConfirmation } from '@/api/validation';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Tooltip.css';

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
  const toggle = { 'aria-label': t('auth:fields.togglePassword') };

  const formProps = form.formProps(({ oldPassword, newPassword }) => {
    if (change.isPending) return;
    change.mutate(
      { id: userId, oldPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('users.changePassword.success', { name }),
          });
          onDone();
        },
        onError: form.showServerErrors,
      },
    );
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        {/* The call's error is already the text to show: the server's, else SPEC §8's. */}
        {change.isError && <ErrorAlert>{change.error.message}</ErrorAlert>}
        <PasswordInput
          label={t('users.changePassword.oldPassword')}
          autoComplete="off"
          required
          data-autofocus
          visibilityToggleButtonProps={toggle}
          {...form.field('oldPassword')}
        />
        <PasswordInput
          label={t('auth:fields.newPassword')}
          description={t('auth:fields.passwordHint')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.field('newPassword')}
        />
        <PasswordInput
          label={t('auth:fields.confirmNewPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('users.changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
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
      <Tooltip label={label} openDelay={400}>
        <ActionIcon variant="subtle" aria-label={label} onClick={open}>
          <IconKey size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
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
