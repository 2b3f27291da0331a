import { ActionIcon, AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHome, IconLayoutSidebarRight, IconMail } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ScrollArea.css';

interface AppLayoutProps {
  /** The user menu, supplied by the auth feature. */
  userMenu: ReactNode;
  /** The aside panel's content. */
  aside: ReactNode;
}

/**
 * The main layout. Its UI state (SPEC §2: sidebar shown, aside hidden) is local React state, not
 * a global store; the colour mode lives in Mantine's colour-scheme manager. On small screens the
 * sidebar is an overlay, so there it starts closed and has its own open state.
 */
export function AppLayout({ userMenu, aside }: AppLayoutProps) {
  const { t } = useTranslation();
  const [sidebarShow, setSidebarShow] = useState(true);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [asideShow, setAsideShow] = useState(false);
  const isSmall = useMediaQuery('(max-width: 48em)') ?? false;
  const navShown = isSmall ? mobileNavOpen : sidebarShow;
  const toggleNav = () => (isSmall ? setMobileNavOpen((v) => !v) : setSidebarShow((v) => !v));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileNavOpen, desktop: !sidebarShow },
      }}
      aside={{
        width: 300,
        breakpoint: 'md',
        collapsed: { mobile: !asideShow, desktop: !asideShow },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navShown}
              onClick={toggleNav}
              size="sm"
              aria-label={t(navShown ? 'layout.hideSidebar' : 'layout.showSidebar')}
              aria-expanded={navShown}
              aria-controls="app-sidebar"
            />
            <Brand />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <ActionIcon
              variant={asideShow ? 'light' : 'default'}
              size="lg"
              onClick={() => setAsideShow((v) => !v)}
              aria-label={t(asideShow ? 'layout.hideAside' : 'layout.showAside')}
              aria-expanded={asideShow}
              aria-controls="app-aside"
            >
              <IconLayoutSidebarRight size={18} aria-hidden />
            </ActionIcon>
            {userMenu}
          </Group>
        </Group>
      </AppShell.Header>

      {/* A collapsed panel is only moved off screen: inert keeps it out of Tab and screen readers. */}
      <AppShell.Navbar id="app-sidebar" aria-label={t('layout.sidebar')} p="xs" inert={!navShown}>
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={t('layout.mainNavigation')}>
            <NavLink
              component={Link}
              to="/"
              activeOptions={{ exact: true }}
              activeProps={{ 'data-active': true }}
              label={t('nav.overview')}
              leftSection={<IconHome size={18} aria-hidden />}
            />
            <NavLink
              component={Link}
              to="/apps/email"
              activeProps={{ 'data-active': true }}
              label={t('nav.email')}
              leftSection={<IconMail size={18} aria-hidden />}
            />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Aside id="app-aside" aria-label={t('layout.aside')} p="md" inert={!asideShow}>
        {asideShow && aside}
      </AppShell.Aside>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
