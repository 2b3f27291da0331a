import { ActionIcon, AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SMALL_SCREEN } from '@/components/layout/small-screen';
import { useTakeOver } from '@/components/layout/take-over';
import { ConnectionStatus } from '../feedback/connection-status';
import { AppBreadcrumbs, useBreadcrumbs } from './breadcrumbs';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { SidebarNav } from './sidebar-nav';
import classes from './app-layout.module.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/ScrollArea.css';

const HEADER_ROW = 60;
const CRUMB_ROW = 36;

interface AppLayoutProps {
  /** The user menu, supplied by the auth feature. */
  userMenu: ReactNode;
  /** The aside panel's content. */
  aside: ReactNode;
  /** The patient search (its button and Ctrl/Cmd+K), supplied by the quick-search feature. */
  search?: ReactNode;
  /** What comes first in the sidebar, above the areas (a phone's camera scan). */
  navTop?: ReactNode;
}

/**
 * The main layout. Its UI state (SPEC §2: sidebar shown, aside hidden) is local React state, not
 * a global store; the colour mode lives in Mantine's colour-scheme manager. On small screens the
 * sidebar is an overlay, so there it starts closed and has its own open state.
 */
export function AppLayout({ userMenu, aside, search, navTop }: AppLayoutProps) {
  const { t } = useTranslation();
  const [sidebarShow, setSidebarShow] = useState(true);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [asideShow, setAsideShow] = useState(false);
  // Read on the first render (there is no server render to match): read in an effect, as the
  // hook does by default, the whole layout rendered twice on every start.
  const isSmall = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const navShown = isSmall ? mobileNavOpen : sidebarShow;
  const toggleNav = () => (isSmall ? setMobileNavOpen((v) => !v) : setSidebarShow((v) => !v));
  // The overlay would otherwise stay over the page just chosen.
  const closeMobileNav = () => setMobileNavOpen(false);
  const crumbs = useBreadcrumbs();
  // Drawn: index.html's copy of this frame goes (the same frame, so nothing moves).
  useTakeOver();
  // Small screens have no room beside the controls: the trail gets a row of its own.
  const crumbRow = isSmall && crumbs.length > 0;

  return (
    <AppShell
      header={{ height: crumbRow ? HEADER_ROW + CRUMB_ROW : HEADER_ROW }}
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
        {/* The first stop of Tab: past the header and the sidebar, straight to the screen. */}
        <a
          href="#main-content"
          className={classes.skipLink}
          onClick={(event) => {
            // Focus, not a new history entry for the hash.
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          {t('layout.skipToContent')}
        </a>
        <Group h={HEADER_ROW} px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Burger
              opened={navShown}
              onClick={toggleNav}
              size="sm"
              aria-label={t(navShown ? 'layout.hideSidebar' : 'layout.showSidebar')}
              aria-expanded={navShown}
              aria-controls="app-sidebar"
            />
            {/* On a phone the controls need the room; the mark returns on wider screens. */}
            {!isSmall && (
              <Box style={{ flexShrink: 0 }}>
                <Brand />
              </Box>
            )}
            {!isSmall && <AppBreadcrumbs crumbs={crumbs} />}
          </Group>
          <Group gap={isSmall ? 6 : 'xs'} wrap="nowrap">
            {search}
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
        {crumbRow && (
          <Box h={CRUMB_ROW} px="md">
            <AppBreadcrumbs crumbs={crumbs} compact />
          </Box>
        )}
      </AppShell.Header>

      {/* A collapsed panel is only moved off screen: inert keeps it out of Tab and screen readers. */}
      <AppShell.Navbar id="app-sidebar" aria-label={t('layout.sidebar')} p="xs" inert={!navShown}>
        {navTop}
        <AppShell.Section grow component={ScrollArea}>
          <SidebarNav onNavigate={isSmall ? closeMobileNav : undefined} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Aside id="app-aside" aria-label={t('layout.aside')} p="md" inert={!asideShow}>
        {asideShow && aside}
      </AppShell.Aside>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <ConnectionStatus />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
