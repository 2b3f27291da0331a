import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS, TOP_ENTRIES, type NavEntry, type NavGroup } from './nav';
import classes from './sidebar-nav.module.css';
import '@mantine/core/styles/NavLink.css';

interface SidebarNavProps {
  /** Called after an entry is chosen (the small-screen overlay closes itself). */
  onNavigate?: () => void;
}

/**
 * The main navigation: Overview and Email, then one labelled list per group. The router marks
 * the entry of the current area (`aria-current="page"`), on its child pages too.
 */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.mainNavigation')}>
      <Stack gap="md">
        <EntryList entries={TOP_ENTRIES} onNavigate={onNavigate} />
        {NAV_GROUPS.filter((group) => group.entries.length > 0).map((group) => (
          <Group key={group.id} group={group} onNavigate={onNavigate} />
        ))}
      </Stack>
    </nav>
  );
}

function Group({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <Text component="h2" id={headingId} className={classes.heading}>
        {t(group.label)}
      </Text>
      <EntryList entries={group.entries} labelledBy={headingId} onNavigate={onNavigate} />
    </div>
  );
}

interface EntryListProps {
  entries: readonly NavEntry[];
  labelledBy?: string;
  onNavigate?: () => void;
}

function EntryList({ entries, labelledBy, onNavigate }: EntryListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {entries.map(({ to, label, icon: Icon, exact }) => (
        <li key={to}>
          <NavLink
            component={Link}
            to={to}
            activeOptions={{ exact: !!exact, includeSearch: false }}
            activeProps={{ 'data-active': true }}
            label={t(label)}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}
