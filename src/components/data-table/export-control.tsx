import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from './format';
import { useCsvExport, type ExportStatus } from './use-csv-export';
import type { DataColumn, DataTableProps } from './types';

interface ExportControlProps<T> {
  columns: readonly DataColumn<T>[];
  fetchAll: NonNullable<DataTableProps<T>['fetchAll']>;
  filters: Record<string, string>;
  name: string;
}

/** "Export CSV": every row matching the filters, not just this page, with progress and Cancel. */
export function ExportControl<T>(props: ExportControlProps<T>) {
  const { t } = useTranslation('table');
  const format = useFormatNumber();
  const { status, start, cancel } = useCsvExport(props);
  const running = status.phase === 'running';
  const progress = running ? status.progress : null;

  const message = (current: ExportStatus): string => {
    if (current.phase === 'done')
      return t('export.done', { rows: format(current.count), file: current.fileName });
    if (current.phase === 'cancelled') return t('export.cancelled');
    if (current.phase !== 'running') return '';
    const { progress: seen } = current;
    if (!seen) return t('export.starting');
    const loaded = format(seen.loaded);
    return seen.total === undefined
      ? t('export.progressOpen', { loaded })
      : t('export.progress', { loaded, total: format(seen.total) });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {running ? (
        <>
          <Progress
            w="8rem"
            value={progress?.total ? (progress.loaded / progress.total) * 100 : 0}
            animated={!progress?.total}
            striped={!progress?.total}
            aria-label={t('export.label')}
          />
          <Button size="xs" variant="subtle" color="red" onClick={cancel}>
            {t('export.cancel')}
          </Button>
        </>
      ) : (
        <Button size="xs" variant="default" onClick={() => void start()}>
          {t('export.button')}
        </Button>
      )}
      {/* Always present, so a screen reader hears each change of what it says. */}
      <Text size="xs" role="status">
        {status.phase === 'failed' ? '' : message(status)}
      </Text>
      {status.phase === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {t('export.failed', { message: status.message })}
        </Text>
      )}
    </Group>
  );
}
