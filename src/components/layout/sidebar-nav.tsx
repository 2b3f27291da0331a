import { NavLink } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS, TOP_ENTRIES, type NavEntry, type NavGroup } from './nav';
import { RouterLink } from './router-link';
import classes from './sidebar-nav.module.css';
import '@mantine/core/styles/NavLink.css';

interface SidebarNavProps {
  /** Called after an entry is chosen (the small-screen overlay closes itself). */
  onNavigate?: () => void;
}

/** An entry is current on its own path and, unless `exact`, on the paths below it. */
const isCurrent = (pathname: string, to: string, exact?: boolean) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === to || (!exact && path.startsWith(to.endsWith('/') ? to : `${to}/`));
};

/**
 * The main navigation: Overview and Email, then one labelled list per group. The entry of the
 * current area is marked (`aria-current="page"`), on its child pages too. It reads only the
 * path: a change of page, sort or filter within a screen does not render it again.
 */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={t('layout.mainNavigation')}>
      <div className={classes.groups}>
        <EntryList entries={TOP_ENTRIES} pathname={pathname} onNavigate={onNavigate} />
        {NAV_GROUPS.filter((group) => group.entries.length > 0).map((group) => (
          <Group key={group.id} group={group} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </div>
    </nav>
  );
}

interface PlaceProps {
  pathname: string;
  onNavigate?: () => void;
}

function Group({ group, ...place }: { group: NavGroup } & PlaceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className={classes.heading}>
        {t(group.label)}
      </h2>
      <EntryList entries={group.entries} labelledBy={headingId} {...place} />
    </div>
  );
}

interface EntryListProps extends PlaceProps {
  entries: readonly NavEntry[];
  labelledBy?: string;
}

/** Plain links in Mantine's NavLink look (its classes): twenty of them on every page. */
const EntryList = memo(function EntryList({
  entries,
  labelledBy,
  pathname,
  onNavigate,
}: EntryListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {entries.map(({ to, label, icon: Icon, exact }) => {
        const current = isCurrent(pathname, to, exact);
        return (
          <li key={to}>
            <RouterLink
              to={to}
              className={`${NavLink.classes.root} ${classes.entry}`}
              aria-current={current ? 'page' : undefined}
              data-active={current || undefined}
              onClick={onNavigate}
            >
              <span className={NavLink.classes.section} data-position="left">
                <Icon size={18} aria-hidden />
              </span>
              <span className={NavLink.classes.body}>
                <span className={NavLink.classes.label}>{t(label)}</span>
              </span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
});
