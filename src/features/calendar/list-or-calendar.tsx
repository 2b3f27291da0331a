import { Navigate, useSearch } from '@tanstack/react-router';
import type { ListRouteId } from '@/components/data-table/list-search';
import { ListScreen } from '@/components/resource-screen/list-screen';
import type { Screen } from '@/components/resource-screen/screen';
import type { CalendarUrl } from './url';
import { rememberedView, ViewToggle } from './view-toggle';

/**
 * An appointment area's list with its List / Calendar toggle. Entered plainly (the sidebar), it
 * opens the view last chosen; a link with filters (the dashboard's) stays the list's.
 */
export function ListOrCalendar<T extends object>({
  screen,
  from,
  listPath,
  calendarSearch,
}: {
  screen: Screen<T>;
  /** The list's route (`Route.id`). */
  from: ListRouteId;
  listPath: string;
  /** The calendar's search for this area (`{ kind: 'clinic' }`, or none). */
  calendarSearch: CalendarUrl;
}) {
  const plain = !Object.keys(useSearch({ from })).length;
  if (plain && rememberedView(screen.id) === 'calendar')
    return <Navigate to="/appointments/calendar" search={calendarSearch} replace />;
  return (
    <ListScreen
      screen={screen}
      from={from}
      intro={
        <ViewToggle
          screen={screen.id}
          current="list"
          listPath={listPath}
          calendarSearch={calendarSearch}
        />
      }
    />
  );
}
