import { Badge, Stack } from '@mantine/core';
import { IconFileText, IconInbox, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FOLDERS, type Folder } from '@/api/email';
import { useAuth } from '@/app/auth/auth-context';
import { ButtonLink, NavLinkLink } from './links';
import { useUnreadCount } from './use-email';

const ICONS: Record<Folder, typeof IconInbox> = {
  inbox: IconInbox,
  sent: IconSend,
  drafts: IconFileText,
  trash: IconTrash,
};

/** Compose, then the folders; the inbox says how many messages are unread. */
export function FolderNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('email');
  const { session } = useAuth();
  const unread = useUnreadCount(session !== null);
  const unreadCount = unread.data ?? 0;

  return (
    <Stack gap="sm">
      <ButtonLink
        to="/apps/email/compose"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={onNavigate}
      >
        {t('layout.compose')}
      </ButtonLink>
      <nav aria-label={t('layout.folders')}>
        {FOLDERS.map((folder) => {
          const Icon = ICONS[folder];
          const label = t(`folders.${folder}`);
          return (
            <NavLinkLink
              key={folder}
              to="/apps/email/$folder"
              params={{ folder }}
              activeProps={{ 'data-active': true, 'aria-current': 'page' }}
              onClick={onNavigate}
              // The space keeps the name and the unread count apart as words, as they are read.
              label={`${label} `}
              aria-label={
                folder === 'inbox' && unreadCount
                  ? t('layout.inboxUnread', { count: unreadCount })
                  : label
              }
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={
                folder === 'inbox' && unreadCount > 0 ? (
                  <Badge size="sm" variant="filled" circle={unreadCount < 10} aria-hidden>
                    {unreadCount}
                  </Badge>
                ) : null
              }
            />
          );
        })}
      </nav>
    </Stack>
  );
}
