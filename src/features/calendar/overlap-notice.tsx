import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/i18n/format';
import { dayKey } from '@/domain/dates';
import { rangeQuery, type RangeResource, type VisitRecord } from './range';
import { overlapsOf, toVisits } from './visits';

export interface OverlapNoticeProps<T extends VisitRecord> {
  /** The form's values as typed. */
  values: Record<string, unknown>;
  /** The record being edited (it does not overlap itself). */
  id?: string;
  resource: RangeResource<T> & { idOf(record: T): string };
  minutes: (record: Partial<T>) => number;
  detail: (record: T) => string;
}

/**
 * Warns in the form, before saving, when the visit as typed overlaps another of the same
 * doctor's that day (read as the calendar reads a day: the same cached query).
 */
export function OverlapNotice<T extends VisitRecord>(props: OverlapNoticeProps<T>) {
  const { t } = useTranslation('calendar');
  const { doctorId, scheduledAt } = props.values;
  const start = typeof scheduledAt === 'string' ? Date.parse(scheduledAt) : NaN;
  const ready = typeof doctorId === 'string' && !!doctorId && !Number.isNaN(start);
  const day = ready ? dayKey(start) : '';
  const query = useQuery({
    ...rangeQuery(props.resource, { doctorId: String(doctorId), from: day, to: day }),
    enabled: ready,
  });
  if (!ready || !query.data) return null;
  const end = start + props.minutes(props.values as Partial<T>) * 60_000;
  const visits = toVisits(query.data as T[], props.resource.idOf, props.minutes);
  const overlaps = overlapsOf(visits, String(doctorId), start, end, props.id);
  if (!overlaps.length) return null;
  const time = dateTimeFormat({ hour: '2-digit', minute: '2-digit' });
  const list = overlaps
    .map((v) =>
      `${time.format(v.start)}–${time.format(v.end)} ${props.detail(v.record as T)}`.trim(),
    )
    .join('; ');
  return (
    <Alert color="orange" title={t('overlapNotice.title')}>
      {t('overlapNotice.body', { count: overlaps.length, list })}
    </Alert>
  );
}
