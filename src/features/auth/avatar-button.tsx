import { Avatar, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Avatar.css';

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
