import {
  createCalendar,
  destroyCalendar,
  Interaction,
  ResourceTimeGrid,
  type Calendar,
} from '@event-calendar/core';
import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import '@event-calendar/core/index.css';
import classes from './calendar.module.css';
import { watchGrid } from './grid-dom';

/** The options set on `options`: the calendar's own names, each paired with its own type. */
const optionNames = (options: Calendar.Options) =>
  Object.keys(options) as (keyof Calendar.Options)[];

/** One appointment as the grid shows it: its texts are already in the reader's language. */
export interface GridEvent {
  id: string;
  doctorId: string;
  start: Date;
  end: Date;
  /** Lines shown (patient, reason, status in words, the overlap mark): also its accessible name. */
  lines: readonly string[];
  /** Said, not shown: the doctor and the day. */
  context: string;
  classNames: readonly string[];
  /** Whether its length can be changed (clinic appointments have none). */
  resizable: boolean;
}

export interface GridHandlers {
  onOpen(id: string): void;
  onMove(id: string, start: Date, doctorId: string): void;
  onResize(id: string, start: Date, end: Date): void;
  onPick(doctorId: string, start: Date, end: Date | undefined): void;
  onKey(id: string, event: KeyboardEvent<HTMLDivElement>): void;
}

interface GridProps extends GridHandlers {
  view: 'day' | 'week';
  date: string;
  doctors: readonly { id: string; name: string }[];
  events: readonly GridEvent[];
  /** Shaded spans outside working hours, per doctor. */
  background: readonly { doctorId: string; start: Date; end: Date }[];
  locale: string;
  label: string;
}

const text = (lines: readonly string[], context: string) => {
  const body = document.createElement('div');
  // A short visit shows its first line or two: a pointer reads the rest here (the accessible
  // name, from the content, has all of it).
  body.title = lines.join('\n');
  for (const line of lines) {
    const part = document.createElement('span');
    part.textContent = line;
    body.append(part, ' ');
  }
  // Where it stands (the doctor, the day), which the grid shows by position only.
  const where = document.createElement('span');
  where.className = classes.hidden!;
  where.textContent = context;
  body.append(where);
  return { domNodes: [body] };
};

/**
 * Event Calendar (`@event-calendar/core`, MIT) drawn into a box React keeps: one column per
 * doctor (its resource time grid), a week as days of doctor columns. React owns the data: every
 * change goes through the handlers and comes back as new `events`, so a refused change returns
 * by itself when the cache rolls back.
 */
export function CalendarGrid(props: GridProps) {
  const box = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const handlers = useRef<GridHandlers>(props);
  useLayoutEffect(() => {
    handlers.current = props;
  });

  const { doctors, events: shown, background } = props;
  const resources = useMemo(() => doctors.map((d) => ({ id: d.id, title: d.name })), [doctors]);
  const events = useMemo(
    () => [
      ...shown.map((e) => ({
        id: e.id,
        resourceIds: [e.doctorId],
        start: e.start,
        end: e.end,
        title: e.lines.join(' · '),
        classNames: [...e.classNames],
        durationEditable: e.resizable,
        extendedProps: { lines: e.lines, context: e.context },
      })),
      ...background.map((b, i) => ({
        id: `off-${i}`,
        resourceIds: [b.doctorId],
        start: b.start,
        end: b.end,
        display: 'background' as const,
        classNames: [classes.offHours!],
      })),
    ],
    [shown, background],
  );
  const view = props.view === 'day' ? 'resourceTimeGridDay' : 'resourceTimeGridWeek';
  const options: Calendar.Options = {
    view,
    date: props.date,
    resources,
    events,
    locale: props.locale,
  };
  const applied = useRef<Calendar.Options>(options);

  useEffect(() => {
    const cal = createCalendar(box.current!, [ResourceTimeGrid, Interaction], {
      ...options,
      headerToolbar: { start: '', center: '', end: '' },
      allDaySlot: false,
      datesAboveResources: true,
      firstDay: 1,
      slotMinTime: '07:00',
      slotMaxTime: '20:00',
      slotDuration: '00:15',
      slotLabelInterval: '01:00',
      scrollTime: '07:45',
      // A quarter hour is 24 px high: the smallest target a pointer may be given (WCAG 2.5.8).
      slotHeight: 24,
      // Columns stay readable: beyond what the width holds (a week of several doctors), the
      // grid scrolls sideways.
      columnWidth: 'minmax(8.5rem, 1fr)',
      // A double booking side by side, each readable, rather than one drawn over the other.
      slotEventOverlap: false,
      height: '640px',
      nowIndicator: true,
      editable: true,
      selectable: true,
      eventContent: ({ event }) =>
        text(
          (event.extendedProps.lines as string[]) ?? [],
          String(event.extendedProps.context ?? ''),
        ),
      eventDidMount: ({ el, event }) => {
        el.dataset.visit = String(event.id);
      },
      eventClick: ({ event }) => handlers.current.onOpen(String(event.id)),
      eventDrop: ({ event, newResource, oldResource }) =>
        handlers.current.onMove(
          String(event.id),
          event.start,
          String((newResource ?? oldResource)?.id ?? event.resourceIds[0]),
        ),
      eventResize: ({ event }) =>
        handlers.current.onResize(String(event.id), event.start, event.end),
      select: ({ start, end, resource }) => {
        handlers.current.onPick(String(resource?.id), start, end);
        calendar.current?.unselect();
      },
      dateClick: ({ date, resource }) =>
        handlers.current.onPick(String(resource?.id), date, undefined),
    });
    calendar.current = cal;
    const unwatch = watchGrid(box.current!);
    return () => {
      unwatch();
      calendar.current = null;
      void destroyCalendar(cal);
    };
    // The calendar is made once; what changes is set on it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const cal = calendar.current;
    if (!cal) return;
    const last = applied.current;
    for (const name of optionNames(options))
      if (last[name] !== options[name]) cal.setOption(name, options[name]);
    applied.current = options;
  });

  return (
    <div
      ref={box}
      className={classes.grid}
      role="region"
      aria-label={props.label}
      onKeyDown={(event) => {
        const target = (event.target as HTMLElement).closest<HTMLElement>('[data-visit]');
        if (target?.dataset.visit) props.onKey(target.dataset.visit, event);
      }}
    />
  );
}
