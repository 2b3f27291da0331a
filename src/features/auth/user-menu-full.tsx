import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRestore, IconKey, IconLock, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { backend } from '@/api/backend';
import { ChangePasswordModal } from './change-password-modal';
import { ResetDemoModal } from './reset-demo-modal';
import { AvatarButton } from './avatar-button';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';

/** The account menu with its dialogs; loaded when the avatar is first used (see user-menu.tsx). */
export function UserMenuFull() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [passwordOpen, password] = useDisclosure(false);
  const [resetOpen, resetDemo] = useDisclosure(false);
  const user = auth.session?.user;
  if (!user) return null;
  const { demo } = backend();

  // The app then shows the sign-in page in this page's place (app/app.tsx).
  const signOut = () => auth.signOut('user');

  return (
    <>
      <Menu position="bottom-end" width={220} withArrow defaultOpened>
        <Menu.Target>
          <AvatarButton name={user.name} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.name}
            <br />
            {user.phone}
          </Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={password.open}>
            {t('userMenu.changePassword')}
          </Menu.Item>
          {demo && (
            <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={resetDemo.open}>
              {t('userMenu.resetDemo')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={auth.lock}>
            {t('userMenu.lock')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={signOut}
          >
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpen} onClose={password.close} />
      {demo && <ResetDemoModal opened={resetOpen} onClose={resetDemo.close} />}
    </>
  );
}
