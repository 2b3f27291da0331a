import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/app/auth/auth-context';
import { AvatarButton } from './avatar-button';

const loadMenu = () => import('./user-menu-full');
const UserMenuFull = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuFull })));

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
