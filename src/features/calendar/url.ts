import { oneOf, searchSchema, string } from '@/lib/search-schema';

/**
 * The calendar route's search, as the URL has it (`?view=week&date=2026-11-20&kind=clinic&
 * doctors=a,b`): its `validateSearch`, light enough for the first bundle. What it means, with
 * its defaults (today, the remembered doctors), is `readCalendarSearch`'s.
 */
export const calendarUrl = searchSchema({
  view: oneOf(['day', 'week']),
  date: string,
  kind: oneOf(['appointments', 'clinic']),
  doctors: string,
});

export type CalendarUrl = ReturnType<typeof calendarUrl>;
