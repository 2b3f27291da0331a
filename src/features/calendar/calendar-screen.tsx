import { Group, Stack, Title, useDirection, VisuallyHidden } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryableLazy } from '@/components/feedback/retryable-lazy';
import { RecordDrawer } from '@/components/resource-screen/lazy';
import type { MoveDialogProps } from './move-dialog';
import { ViewToggle } from './view-toggle';
import { BookSlot } from './book-slot';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { gridEvents, offHours, summaryOf } from './grid-events';
import type { VisitRecord } from './range';
import { ReadStatus } from './read-status';
import { SelectedPanel } from './selected-panel';
import type { CalendarSource } from './source';
import { usePatientNames, useCalendarData } from './use-calendar-data';
import { useCalendarView } from './use-calendar-view';
import { useNudges } from './use-nudges';
import { useVisitChanges } from './use-visit-changes';
import { freeSlots, type Visit } from './visits';

const MINUTE = 60_000;
// The Move dialog (a modal, a number input) loads when first opened: the grid comes first.
const MoveDialog = retryableLazy<MoveDialogProps>(() =>
  import('./move-dialog').then((m) => ({ default: m.MoveDialog })),
);
type Editor = { id: string } | { doctorId: string; start: number; minutes: number };

/** `/appointments/calendar`: day and week per doctor, booking, moving, conflicts (issue 24). */
export function CalendarScreen<T extends VisitRecord>({
  source,
  hasClinic,
}: {
  /** The area the URL's `kind` names: its route picks it, as each area's records are its own. */
  source: CalendarSource<T>;
  /** Whether the clinic's appointments can be chosen beside the doctors'. */
  hasClinic: boolean;
}) {
  const { t, i18n } = useTranslation('calendar');
  const { dir } = useDirection();
  const view = useCalendarView();
  const { search, days, doctorIds, doctorName } = view;
  const data = useCalendarData(source, doctorIds, days[0]!, days.at(-1)!);
  const patients = usePatientNames(
    data.visits.flatMap((v) => (v.customerId ? [v.customerId] : [])),
  );
  const changes = useVisitChanges(source, doctorName);
  const [selected, setSelected] = useState<string>();
  // The visit whose Move dialog is open, as it was opened: a refetch leaves the dialog alone.
  const [moving, setMoving] = useState<Visit<T>>();
  const [editor, setEditor] = useState<Editor>();
  // Free slots are offered from when the screen opened on.
  const [now] = useState(() => Date.now());

  const events = useMemo(
    () => gridEvents(data.visits, source, patients, t, selected, doctorName),
    [data.visits, source, patients, t, selected, doctorName],
  );
  const background = useMemo(() => offHours(doctorIds, days), [doctorIds, days]);
  const visit = data.visits.find((v) => v.id === selected);
  const resizable = !!source.durationField;

  const { nudge, onKey } = useNudges({
    visits: data.visits,
    doctorIds,
    view: search.view,
    resizable,
    changes,
    onSelect: setSelected,
  });
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
    () => freeSlots(data.visits, doctorIds, days, source.defaultMinutes, now),
    [data.visits, doctorIds, days, source, now],
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
        search={search}
        doctors={view.options}
        rtl={dir === 'rtl'}
        hasClinic={hasClinic}
        onChange={view.set}
        onStep={view.step}
      >
        <BookSlot
          slots={slots}
          doctorName={doctorName}
          onBook={(slot) => book(slot.doctorId, slot.start)}
        />
      </CalendarToolbar>
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
          onNudge={(how) => nudge(visit.id, how)}
          onMove={() => setMoving(changes.latest(visit))}
          onEdit={() => setEditor({ id: visit.id })}
          onClose={() => setSelected(undefined)}
        />
      )}
      <VisuallyHidden role="status">{changes.said}</VisuallyHidden>
      <CalendarGrid
        view={search.view}
        date={search.date}
        doctors={view.doctors}
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
      {moving && (
        <Suspense fallback={null}>
          <MoveDialog
            title={t('move.title', { name: source.screen.rowLabel(moving.record) })}
            start={moving.start}
            doctorId={moving.doctorId}
            minutes={resizable ? (moving.end - moving.start) / MINUTE : undefined}
            doctors={view.options}
            onClose={() => setMoving(undefined)}
            onSave={(start, doctorId, minutes) => {
              setMoving(undefined);
              void changes.move(moving, start, doctorId, minutes);
            }}
          />
        </Suspense>
      )}
      <RecordDrawer
        screen={editing}
        editId={editor ? ('id' in editor ? editor.id : 'new') : undefined}
        onClose={() => setEditor(undefined)}
      />
    </Stack>
  );
}

export type { VisitRecord };
