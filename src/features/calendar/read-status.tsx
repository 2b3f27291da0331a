import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasExtension } from '@/api/extensions';
import { RANGE_PAGE_LIMIT, RANGE_PAGE_SIZE, type RangeProgress } from './range';
import '@mantine/core/styles/Progress.css';

interface ReadStatusProps {
  progress: readonly (RangeProgress | undefined)[];
  doctorNames: readonly string[];
  fetching: boolean;
  sorted: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * How the range was read. Without date filters on the server, a bar follows the pages read, and
 * a doctor whose pages ran past the limit is named, with what may be missing.
 */
export function ReadStatus({
  progress,
  doctorNames,
  fetching,
  sorted,
  error,
  onRetry,
}: ReadStatusProps) {
  const { t } = useTranslation('calendar');
  const fallback = !hasExtension('dateRange');
  const pages = progress.reduce((sum, p) => sum + (p?.pages ?? 0), 0);
  const most = progress.length * RANGE_PAGE_LIMIT;
  const limited = doctorNames.filter((_, i) => progress[i]?.limited);
  return (
    <Stack gap="xs">
      {fallback && (
        <Text size="sm" c="dimmed">
          {t(sorted ? 'read.pagedSorted' : 'read.paged', {
            limit: RANGE_PAGE_LIMIT * RANGE_PAGE_SIZE,
          })}
        </Text>
      )}
      {fallback && fetching && (
        <Progress
          value={Math.min(100, (pages / most) * 100)}
          aria-label={t('read.progress', { pages, most })}
          animated
        />
      )}
      {limited.length > 0 && (
        <Alert color="orange" title={t('read.limitedTitle')}>
          {t(sorted ? 'read.limitedSorted' : 'read.limited', {
            doctors: limited.join(', '),
            limit: RANGE_PAGE_LIMIT * RANGE_PAGE_SIZE,
          })}
        </Alert>
      )}
      {error && (
        <Alert color="red" title={t('read.failed')}>
          {error.message}{' '}
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('read.retry')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
