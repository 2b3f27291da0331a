import { notifications } from '@mantine/notifications';
import { useState } from 'react';
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
 */
export function useVisitChanges<T extends VisitRecord>(
  source: CalendarSource<T>,
  doctorName: (id: string) => string,
) {
  const { t } = useTranslation('calendar');
  const update = source.screen.resource.hooks.useUpdate();
  const [said, setSaid] = useState('');
  const body = Object.keys(source.screen.resource.body.shape);

  const change = async (visit: Visit<T>, start: number, doctorId: string, minutes?: number) => {
    const values: Record<string, unknown> = {};
    for (const field of body)
      if (visit.record[field] !== undefined) values[field] = visit.record[field];
    values.scheduledAt = new Date(start).toISOString();
    values.doctorId = doctorId;
    if (source.durationField && minutes !== undefined) values[source.durationField] = minutes;
    const when = dateTimeFormat({ weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      start,
    );
    const name = source.screen.rowLabel(visit.record);
    try {
      await update.mutateAsync({ id: visit.id, values } as never);
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

  return {
    said,
    pending: update.isPending,
    move: (visit: Visit<T>, start: number, doctorId: string) =>
      change(
        visit,
        start,
        doctorId,
        source.durationField ? (visit.end - visit.start) / MINUTE : undefined,
      ),
    resize: (visit: Visit<T>, minutes: number) =>
      change(visit, visit.start, visit.doctorId, Math.min(480, Math.max(5, minutes))),
  };
}
