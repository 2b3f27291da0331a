import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/i18n/format';
import type { VisitRecord } from './range';
import type { CalendarSource } from './source';
import type { Visit } from './visits';

const MINUTE = 60_000;

/**
 * Moving and resizing a visit: a PUT with the whole body (SPEC §7's update), through the area's
 * `useUpdate`, so the calendar shows the change at once and rolls back, with the server's
 * message, if it is refused. Each outcome is also said in the page's live region.
 *
 * Changes go one at a time: a change's answer and the refetch after it would otherwise land on
 * the next change's copy on screen and show the appointment back where it was until that one
 * settles. Changes made meanwhile (three quick arrow presses) wait their turn, each worked out
 * from the one before (`latest`); a refusal drops those, made on a state the server refused.
 */
export function useVisitChanges<T extends VisitRecord>(
  source: CalendarSource<T>,
  doctorName: (id: string) => string,
) {
  const { t } = useTranslation('calendar');
  const update = source.screen.resource.hooks.useUpdate();
  const [said, setSaid] = useState('');
  const body = Object.keys(source.screen.resource.body.shape);
  const queue = useRef({
    tail: Promise.resolve(true),
    waiting: 0,
    latest: new Map<string, Visit<T>>(),
  });

  const send = async (visit: Visit<T>, values: Record<string, unknown>) => {
    const start = Date.parse(String(values.scheduledAt));
    const doctorId = String(values.doctorId);
    const minutes = source.durationField ? Number(values[source.durationField]) : undefined;
    const when = dateTimeFormat({ weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      start,
    );
    const name = source.screen.rowLabel(visit.record);
    try {
      await update.mutateAsync({ id: visit.id, values });
      const doctor = doctorName(doctorId);
      const text =
        minutes === undefined
          ? t('moved', { name, when, doctor })
          : t('movedFor', { name, when, doctor, minutes });
      setSaid(text);
      notifications.show({ color: 'green', message: text });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setSaid(t('refused', { name, message }));
      notifications.show({ color: 'red', title: t('notMoved', { name }), message });
      return false;
    }
  };

  const change = (shown: Visit<T>, start: number, doctorId: string, minutes?: number) => {
    const q = queue.current;
    const visit = q.latest.get(shown.id) ?? shown;
    const values: Record<string, unknown> = {};
    for (const field of body)
      if (visit.record[field] !== undefined) values[field] = visit.record[field];
    values.scheduledAt = new Date(start).toISOString();
    values.doctorId = doctorId;
    if (source.durationField && minutes !== undefined) values[source.durationField] = minutes;
    const length = minutes ?? (visit.end - visit.start) / MINUTE;
    q.latest.set(visit.id, {
      ...visit,
      start,
      end: start + length * MINUTE,
      doctorId,
      record: { ...visit.record, ...values },
    });
    q.waiting++;
    const run = q.tail
      .then((ok) => (ok ? send(visit, values) : false))
      .finally(() => {
        if (--q.waiting === 0) {
          q.tail = Promise.resolve(true);
          q.latest.clear();
        }
      });
    q.tail = run;
    return run;
  };
  /** The visit as the changes made to it will leave it (as shown, when none is waiting). */
  const latest = (visit: Visit<T>) => queue.current.latest.get(visit.id) ?? visit;

  return {
    said,
    latest,
    /** To `start` with `doctorId`, `minutes` long (by default as long as it is). */
    move: (visit: Visit<T>, start: number, doctorId: string, minutes?: number) => {
      const length = (latest(visit).end - latest(visit).start) / MINUTE;
      return change(visit, start, doctorId, source.durationField ? (minutes ?? length) : undefined);
    },
    /** To `minutes` long (5 to 480). */
    resize: (visit: Visit<T>, minutes: number) =>
      change(
        visit,
        latest(visit).start,
        latest(visit).doctorId,
        Math.min(480, Math.max(5, minutes)),
      ),
  };
}
