import { useDirection } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { CalendarView } from './calendar-search';
import type { VisitRecord } from './range';
import type { Nudge } from './selected-panel';
import type { useVisitChanges } from './use-visit-changes';
import type { Visit } from './visits';

const MINUTE = 60_000;
const STEP = 15 * MINUTE;

interface NudgeOptions<T extends VisitRecord> {
  visits: readonly Visit<T>[];
  /** The doctor columns, in order (the day view's left and right). */
  doctorIds: readonly string[];
  view: CalendarView;
  resizable: boolean;
  changes: ReturnType<typeof useVisitChanges<T>>;
  onSelect: (id: string) => void;
}

/**
 * Moving and resizing by keyboard: a quarter hour earlier or later, the next column (a doctor in
 * the day view, a day in the week view; mirrored right to left), a quarter hour shorter or
 * longer. The panel's buttons and the arrow keys on an appointment both come here.
 */
export function useNudges<T extends VisitRecord>(options: NudgeOptions<T>) {
  const { dir } = useDirection();
  const { visits, doctorIds, view, resizable, changes } = options;

  const nudge = (id: string, how: Nudge) => {
    // From where the changes already made will leave it (three quick presses: three steps).
    const shown = visits.find((x) => x.id === id);
    if (!shown) return;
    const v = changes.latest(shown);
    const ahead = how === 'later' || how === 'longer' || how === 'next' ? 1 : -1;
    if (how === 'earlier' || how === 'later')
      void changes.move(v, v.start + ahead * STEP, v.doctorId);
    else if (how === 'shorter' || how === 'longer') {
      if (resizable) void changes.resize(v, (v.end - v.start + ahead * STEP) / MINUTE);
    } else if (view === 'week') void changes.move(v, v.start + ahead * 1440 * MINUTE, v.doctorId);
    else {
      const to = doctorIds[doctorIds.indexOf(v.doctorId) + ahead];
      if (to) void changes.move(v, v.start, to);
    }
  };

  const onKey = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const rtl = dir === 'rtl';
    const keys: Record<string, Nudge | undefined> = {
      ArrowUp: event.shiftKey ? 'shorter' : 'earlier',
      ArrowDown: event.shiftKey ? 'longer' : 'later',
      ArrowLeft: rtl ? 'next' : 'previous',
      ArrowRight: rtl ? 'previous' : 'next',
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      options.onSelect(id);
      return;
    }
    const how = keys[event.key];
    if (!how) return;
    event.preventDefault();
    options.onSelect(id);
    nudge(id, how);
  };

  return { nudge, onKey };
}
