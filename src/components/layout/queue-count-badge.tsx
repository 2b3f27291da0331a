import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketQueries } from '@/api/resources/tickets';
import '@mantine/core/styles/Badge.css';

/**
 * The queue's waiting count beside its sidebar entry, read again every 15 s while the page is
 * visible (the queue screen reads the same count more often; they share one cache entry).
 */
export function QueueCountBadge() {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...ticketQueries.count(),
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
  });
  if (data === undefined) return null;
  return (
    <Badge size="sm" variant="light" circle={data < 10}>
      <span aria-hidden>{data}</span>
      <VisuallyHidden>{t('nav.waiting', { count: data })}</VisuallyHidden>
    </Badge>
  );
}
