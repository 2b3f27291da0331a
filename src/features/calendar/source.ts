import type { Screen } from '@/components/resource-screen/screen';
import type { RangeResource, VisitRecord } from './range';

/**
 * One area the calendar shows and books (appointments, clinic appointments), declared by the
 * area and handed to the calendar by its route: components never import features.
 */
export interface CalendarSource<T extends VisitRecord = VisitRecord> {
  /** The `kind` in the calendar's URL. */
  kind: 'appointments' | 'clinic';
  /** The area's list screen: its form (booking, editing), texts and record names. */
  screen: Screen<T>;
  resource: RangeResource<T> & { idOf(record: T): string };
  /** The list's path (the toggle back to the list). */
  listPath: '/appointments' | '/clinic-appointments';
  /** How long a visit lasts: its own duration, or the usual length where it has none. */
  minutes(record: T): number;
  /** The field holding the length, where visits have one (they can then be resized). */
  durationField?: string;
  /** Minutes a new visit takes when a slot is clicked rather than dragged. */
  defaultMinutes: number;
  /** The visit's reason or test (appointments), its clinic (clinic appointments). */
  detail(record: T): string;
}
