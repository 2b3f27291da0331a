import type { TFunction } from 'i18next';
import { enumText } from '@/i18n/enum-text';
import { dateTimeFormat } from '@/i18n/format';
import type { GridEvent } from './calendar-grid';
import classes from './calendar.module.css';
import { atHour } from '@/domain/dates';
import type { VisitRecord } from './range';
import type { CalendarSource } from './source';
import { WORKING_HOURS, type Visit } from './visits';

const STATUS_CLASS: Record<string, string | undefined> = {
  scheduled: classes.scheduled,
  'checked-in': classes.checkedIn,
  'in-progress': classes.inProgress,
  completed: classes.completed,
  cancelled: classes.cancelled,
  'no-show': classes.noShow,
};

const statusWords = (status: string | undefined) =>
  enumText('areas:enums.appointmentStatus', status);
const hours = () => dateTimeFormat({ hour: '2-digit', minute: '2-digit' });

/** The visits as the grid draws them: time, patient, reason or clinic, status in words. */
export function gridEvents<T extends VisitRecord>(
  visits: readonly Visit<T>[],
  source: CalendarSource<T>,
  patients: ReadonlyMap<string, string>,
  t: TFunction,
  selected: string | undefined,
  doctorName: (id: string) => string,
): GridEvent[] {
  const time = hours();
  const day = dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' });
  return visits.map((v) => ({
    context: `${doctorName(v.doctorId)}, ${day.format(v.start)}`,
    id: v.id,
    doctorId: v.doctorId,
    start: new Date(v.start),
    end: new Date(v.end),
    lines: [
      `${time.format(v.start)}–${time.format(v.end)}`,
      (v.customerId && patients.get(v.customerId)) || t('patientUnknown'),
      source.detail(v.record),
      statusWords(v.status),
      ...(v.conflict ? [t('overlap')] : []),
    ].filter(Boolean),
    classNames: [
      STATUS_CLASS[v.status ?? ''] ?? classes.scheduled!,
      ...(v.conflict ? [classes.conflict!] : []),
      ...(v.id === selected ? [classes.selected!] : []),
    ],
    resizable: !!source.durationField,
  }));
}

/** The visit in one sentence: the selected appointment's panel. */
export function summaryOf<T extends VisitRecord>(
  v: Visit<T>,
  source: CalendarSource<T>,
  patients: ReadonlyMap<string, string>,
  doctorName: (id: string) => string,
) {
  const when = dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return [
    (v.customerId && patients.get(v.customerId)) || '',
    source.detail(v.record),
    `${when.format(v.start)}–${hours().format(v.end)}`,
    doctorName(v.doctorId),
    statusWords(v.status),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Outside working hours, per doctor and day: shaded, still bookable (an emergency can be). */
export function offHours(doctorIds: readonly string[], days: readonly string[]) {
  return doctorIds.flatMap((doctorId) =>
    days.flatMap((day) => {
      // The clock's hours: on the days the clocks change, 7:00 is not seven hours after midnight.
      const at = (hour: number) => atHour(day, hour);
      return [
        { doctorId, start: at(7), end: at(WORKING_HOURS.start) },
        { doctorId, start: at(WORKING_HOURS.end), end: at(20) },
      ];
    }),
  );
}
