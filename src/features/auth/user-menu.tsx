import { Avatar, UnstyledButton } from '@mantine/core';
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import '@mantine/core/styles/Avatar.css';

const loadMenu = () => import('./user-menu-full');
const UserMenuFull = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuFull })));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

type AvatarButtonProps = ComponentPropsWithoutRef<'button'> & { name: string };

/** The signed-in user's initials, named "Account menu of <name>, <initials>". */
export const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(
  ({ name, ...props }, ref) => {
    const { t } = useTranslation('auth');
    const shown = initials(name) || '?';
    // The name holds the initials it shows, so speech control ("click LH") finds the button.
    return (
      <UnstyledButton
        ref={ref}
        aria-label={t('userMenu.label', { name, initials: shown })}
        {...props}
      >
        <Avatar color="clinic" radius="xl" size={34}>
          {shown}
        </Avatar>
      </UnstyledButton>
    );
  },
);
AvatarButton.displayName = 'AvatarButton';

/**
 * The account menu. Until first used it is only the avatar button: the menu (floating
 * positioning) and its dialogs load on hover, focus or click, and open at once on click, so
 * every page of the main area is spared their code until someone needs them.
 */
export function UserMenu() {
  const user = useAuth().session?.user;
  const [used, setUsed] = useState(false);
  if (!user) return null;
  const button = (
    <AvatarButton
      name={user.name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuFull />
    </Suspense>
  );
}
