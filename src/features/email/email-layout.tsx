import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconLogin, IconMail } from '@tabler/icons-react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasExtension } from '@/api/extensions';
import { useAuth } from '@/app/auth/auth-context';
import { Brand } from '@/components/layout/brand';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { AnchorLink, ButtonLink } from './links';
import { useHref } from './use-href';
import classes from './email.module.css';
import { FolderNav } from './folder-nav';
import { MailNotOffered } from './mail-not-offered';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/notifications/styles.css';
import '@/components/feedback/notices-end-with-session';

/**
 * The email area's frame (SPEC §2: reachable without the sign-in check): brand, folders, and the
 * session state. It brings its own query cache provider, as the main layout does, since it sits
 * outside that layout.
 */
export function EmailLayout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <EmailShell />
    </QueryClientProvider>
  );
}

function EmailShell() {
  const { t } = useTranslation('email');
  const { session } = useAuth();
  // The mail API is an extension of SPEC §7: a backend that does not declare it has no mailbox.
  const offered = hasExtension('mail');
  const [navOpen, nav] = useDisclosure(false);
  const isSmall = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const href = useHref();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        offered ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {offered && (
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t(navOpen ? 'layout.hideFolders' : 'layout.showFolders')}
                aria-expanded={navOpen}
                aria-controls="email-folders"
              />
            )}
            <Brand>
              <IconMail size={20} aria-hidden />
              <Text fw={500}>{t('layout.title')}</Text>
            </Brand>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
            {session ? (
              <AnchorLink to="/" size="sm" visibleFrom="sm">
                <Group gap={4} wrap="nowrap">
                  <IconArrowBackUp size={16} className={classes.flipInRtl} aria-hidden />
                  {t('layout.backToApp', { app: t('common:appName') })}
                </Group>
              </AnchorLink>
            ) : (
              <ButtonLink
                to="/login"
                search={{ redirect: href }}
                size="xs"
                variant="light"
                leftSection={<IconLogin size={16} aria-hidden />}
              >
                {t('layout.signIn')}
              </ButtonLink>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {offered && (
        <AppShell.Navbar
          id="email-folders"
          p="xs"
          aria-label={t('layout.folderPanel')}
          inert={isSmall && !navOpen}
        >
          <AppShell.Section grow component={ScrollArea}>
            {/* On a small screen the folder list is an overlay: picking a folder closes it. */}
            <FolderNav onNavigate={nav.close} />
          </AppShell.Section>
          {session && (
            <AppShell.Section>
              <Text size="xs" c="dimmed" px="xs" py={4}>
                {t('layout.signedInAs', { name: session.user.name })}
              </Text>
            </AppShell.Section>
          )}
        </AppShell.Navbar>
      )}

      <AppShell.Main>{offered ? <Outlet /> : <MailNotOffered />}</AppShell.Main>
    </AppShell>
  );
}
