import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APP_KEY } from '@/config/app-key';
import type { CalendarUrl } from './url';
import classes from './view-toggle.module.css';

/**
 * List or calendar, on both appointment screens, remembered by the browser per screen
 * (`clinic-admin.<screen>.view`). Small on purpose: list screens load it, never the calendar.
 */
export type ScreenView = 'list' | 'calendar';
const key = (screen: string) => `${APP_KEY}.${screen}.view`;

export function rememberedView(screen: string): ScreenView {
  try {
    return localStorage.getItem(key(screen)) === 'calendar' ? 'calendar' : 'list';
  } catch {
    return 'list';
  }
}
export function rememberView(screen: string, view: ScreenView) {
  try {
    localStorage.setItem(key(screen), view);
  } catch {
    // Storage full or refused: the choice holds for this visit only.
  }
}

interface ViewToggleProps {
  screen: string;
  current: ScreenView;
  listPath: string;
  calendarSearch: CalendarUrl;
}

/** Two links, the current one marked: a change of view is a change of page (and of URL). */
export function ViewToggle({ screen, current, listPath, calendarSearch }: ViewToggleProps) {
  const { t } = useTranslation('areas');
  const link = (view: ScreenView) => ({
    className: classes.option,
    // The router marks a link to a parent path current too (`/appointments` on its calendar):
    // only the view shown is.
    activeOptions: { exact: true, includeSearch: false },
    'aria-current': current === view ? ('page' as const) : undefined,
    onClick: () => rememberView(screen, view),
  });
  return (
    <Group gap={0} className={classes.toggle} role="group" aria-label={t('views.label')}>
      <Link to={listPath} {...link('list')}>
        {t('views.list')}
      </Link>
      <Link to="/appointments/calendar" search={calendarSearch} {...link('calendar')}>
        {t('views.calendar')}
      </Link>
    </Group>
  );
}
