import { Group, Stack, Title, useDirection, VisuallyHidden } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceNames } from '../references/references';
import { RecordDrawer } from '../resource-screen/lazy';
import { ViewToggle } from './view-toggle';
import { BookSlot } from './book-slot';
import { CalendarGrid } from './calendar-grid';
import {
  daysShown,
  readCalendarSearch,
  rememberDoctors,
  type CalendarSearch,
} from './calendar-search';
import { CalendarToolbar } from './calendar-toolbar';
import { gridEvents, offHours, summaryOf } from './grid-events';
import { MoveDialog } from './move-dialog';
import { addDays, dayStart, type VisitRecord } from './range';
import { ReadStatus } from './read-status';
import { SelectedPanel, type Nudge } from './selected-panel';
import type { CalendarSource } from './source';
import { usePatientNames, useCalendarData } from './use-calendar-data';
import { useVisitChanges } from './use-visit-changes';
import { freeSlots } from './visits';

const MINUTE = 60_000;
type Editor = { id: string } | { doctorId: string; start: number; minutes: number };

/** `/appointments/calendar`: day and week per doctor, booking, moving, conflicts (issue 24). */
export function CalendarScreen({ sources }: { sources: readonly CalendarSource[] }) {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const { dir } = useDirection();
  const search = readCalendarSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const source = sources.find((s) => s.kind === search.kind) ?? sources[0]!;
  const names = useReferenceNames('doctors');
  const doctorIds = search.doctors.length ? search.doctors : [...names.keys()].slice(0, 3);
  const doctorName = (id: string) => names.get(id) ?? id;
  const dayKey = daysShown(search).join();
  const doctorKey = doctorIds.join();
  const days = useMemo(() => dayKey.split(','), [dayKey]);
  const data = useCalendarData(source, doctorIds, days[0]!, days.at(-1)!);
  const patients = usePatientNames(
    data.visits.flatMap((v) => (v.customerId ? [v.customerId] : [])),
  );
  const changes = useVisitChanges(source, doctorName);
  const [selected, setSelected] = useState<string>();
  const [moving, setMoving] = useState(false);
  const [editor, setEditor] = useState<Editor>();
  const focusWanted = useRef<string>(undefined);
  // Free slots are offered from when the screen opened on.
  const [now] = useState(() => Date.now());

  const set = (change: Partial<CalendarSearch>) => {
    const next = { ...search, doctors: doctorIds, ...change };
    if (change.doctors) rememberDoctors(change.doctors);
    void navigate({
      to: '/appointments/calendar',
      search: {
        view: next.view,
        date: next.date,
        kind: next.kind,
        doctors: next.doctors.join(','),
      } as never,
    });
  };
  const doctors = useMemo(
    () => doctorKey.split(',').map((id) => ({ id, name: names.get(id) ?? id })),
    [doctorKey, names],
  );
  const options = useMemo(() => [...names].map(([value, label]) => ({ value, label })), [names]);
  const events = useMemo(
    () => gridEvents(data.visits, source, patients, t, selected, (id) => names.get(id) ?? id),
    [data.visits, source, patients, t, selected, names],
  );
  const background = useMemo(() => offHours(doctorKey.split(','), days), [doctorKey, days]);
  const visit = data.visits.find((v) => v.id === selected);
  const resizable = !!source.durationField;

  // After a keyboard move the appointment is drawn anew: focus goes back to it.
  useEffect(() => {
    if (!focusWanted.current) return;
    // The grid draws after this render: look for the appointment in the next frames.
    let frame = 0;
    let tries = 0;
    const look = () => {
      const wanted = focusWanted.current;
      if (!wanted) return;
      const el = document.querySelector<HTMLElement>(`[data-visit="${CSS.escape(wanted)}"]`);
      if (el && el.isConnected) {
        el.focus();
        if (document.activeElement === el) focusWanted.current = undefined;
      }
      if (focusWanted.current && ++tries < 20) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [events]);

  const nudge = (id: string, how: Nudge) => {
    const v = data.visits.find((x) => x.id === id);
    if (!v) return;
    const step = 15 * MINUTE;
    const column = doctorIds.indexOf(v.doctorId);
    if (how === 'earlier' || how === 'later')
      void changes.move(v, v.start + (how === 'later' ? step : -step), v.doctorId);
    else if (how === 'shorter' || how === 'longer') {
      if (resizable)
        void changes.resize(v, (v.end - v.start) / MINUTE + (how === 'longer' ? 15 : -15));
    } else if (search.view === 'week')
      void changes.move(v, v.start + (how === 'next' ? 1 : -1) * 1440 * MINUTE, v.doctorId);
    else {
      const to = doctorIds[column + (how === 'next' ? 1 : -1)];
      if (to) void changes.move(v, v.start, to);
    }
    focusWanted.current = id;
  };
  const onKey = (id: string, event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = dir === 'rtl';
    const keys: Record<string, Nudge | undefined> = {
      ArrowUp: event.shiftKey ? 'shorter' : 'earlier',
      ArrowDown: event.shiftKey ? 'longer' : 'later',
      ArrowLeft: rtl ? 'next' : 'previous',
      ArrowRight: rtl ? 'previous' : 'next',
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(id);
      return;
    }
    const how = keys[event.key];
    if (!how) return;
    event.preventDefault();
    setSelected(id);
    nudge(id, how);
  };
  const book = (doctorId: string, start: number, minutes = source.defaultMinutes) =>
    setEditor({ doctorId, start, minutes });
  const editing = useMemo(() => {
    if (!editor || 'id' in editor) return source.screen;
    const defaults = source.screen.createDefaults?.() ?? {};
    return {
      ...source.screen,
      createDefaults: () => ({
        ...defaults,
        doctorId: editor.doctorId,
        scheduledAt: new Date(editor.start).toISOString(),
        ...(source.durationField && { [source.durationField]: editor.minutes }),
      }),
    };
  }, [editor, source]);
  const slots = useMemo(
    () =>
      freeSlots(data.visits, doctorKey.split(','), days.map(dayStart), source.defaultMinutes, now),
    [data.visits, doctorKey, days, source, now],
  );
  const title = t('title');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <ViewToggle
          screen={source.screen.id}
          current="calendar"
          listPath={source.listPath}
          calendarSearch={search.kind === 'clinic' ? { kind: 'clinic' } : {}}
        />
      </Group>
      <CalendarToolbar
        search={{ ...search, doctors: doctorIds }}
        doctors={options}
        rtl={dir === 'rtl'}
        hasClinic={sources.length > 1}
        onChange={set}
        onStep={(step) =>
          set({ date: addDays(search.date, step * (search.view === 'day' ? 1 : 7)) })
        }
      />
      <BookSlot
        slots={slots}
        doctorName={doctorName}
        onBook={(slot) => book(slot.doctorId, slot.start)}
      />
      <ReadStatus
        progress={data.progress}
        doctorNames={doctorIds.map(doctorName)}
        fetching={data.fetching}
        sorted={!!source.resource.declaration.list?.sortable}
        error={data.error}
        onRetry={data.retry}
      />
      {visit && (
        <SelectedPanel
          summary={summaryOf(visit, source, patients, doctorName)}
          view={search.view}
          resizable={resizable}
          busy={changes.pending}
          onNudge={(how) => nudge(visit.id, how)}
          onMove={() => setMoving(true)}
          onEdit={() => setEditor({ id: visit.id })}
          onClose={() => setSelected(undefined)}
        />
      )}
      <VisuallyHidden role="status">{changes.said}</VisuallyHidden>
      <CalendarGrid
        view={search.view}
        date={search.date}
        doctors={doctors}
        events={events}
        background={background}
        locale={i18n.resolvedLanguage ?? 'en'}
        label={t('grid', {
          kind: t(`toolbar.${source.kind === 'clinic' ? 'clinic' : 'appointments'}`),
        })}
        onOpen={setSelected}
        onMove={(id, start, doctorId) => {
          const v = data.visits.find((x) => x.id === id);
          if (v) void changes.move(v, start.getTime(), doctorId);
        }}
        onResize={(id, start, end) => {
          const v = data.visits.find((x) => x.id === id);
          if (v && resizable) void changes.resize(v, (end.getTime() - start.getTime()) / MINUTE);
        }}
        onPick={(doctorId, start, end) =>
          book(
            doctorId,
            start.getTime(),
            end ? (end.getTime() - start.getTime()) / MINUTE : undefined,
          )
        }
        onKey={onKey}
      />
      {moving && visit && (
        <MoveDialog
          title={t('move.title', { name: source.screen.rowLabel(visit.record) })}
          start={visit.start}
          doctorId={visit.doctorId}
          minutes={resizable ? (visit.end - visit.start) / MINUTE : undefined}
          doctors={options}
          onClose={() => setMoving(false)}
          onSave={(start, doctorId, minutes) => {
            setMoving(false);
            if (minutes === undefined) void changes.move(visit, start, doctorId);
            else
              void changes.move(
                { ...visit, end: start + minutes * MINUTE, start },
                start,
                doctorId,
              );
          }}
        />
      )}
      <RecordDrawer
        screen={editing as never}
        editId={editor ? ('id' in editor ? editor.id : 'new') : undefined}
        onClose={() => setEditor(undefined)}
      />
    </Stack>
  );
}

export type { VisitRecord };
