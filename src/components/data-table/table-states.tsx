import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Density } from './prefs';
import classes from './data-table.module.css';

/** A thin bar while anything loads, background refetches included. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation('table');
  return (
    <div className={classes.loadingSlot}>
      {active && (
        // No value: an indeterminate progressbar, which is what a fetch is.
        <Progress.Root size={4} radius={0} role="progressbar" aria-label={t('loadingBar')}>
          <Progress.Section value={100} animated striped withAria={false} />
        </Progress.Root>
      )}
    </div>
  );
}

/**
 * The first load: the table's shape, before there is anything to show. Rows as tall as a row of
 * one line at the chosen density, so a page's first rows take their place.
 */
export function SkeletonRows({
  colSpan,
  count = 5,
  density = 'comfortable',
}: {
  colSpan: number;
  count?: number;
  density?: Density;
}) {
  return (
    <tbody aria-hidden>
      {Array.from({ length: count }, (_, row) => (
        <tr key={row} className={classes.skeletonRow} data-density={density}>
          {Array.from({ length: colSpan }, (_, cell) => (
            <td key={cell} className={classes.td}>
              <div className={classes.skeleton} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

interface EmptyRowProps {
  colSpan: number;
  filtered: boolean;
  pastEnd: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** No rows: said inside the table, with the way out when filters or the page caused it. */
export function EmptyRow({
  colSpan,
  filtered,
  pastEnd,
  onClearFilters,
  onFirstPage,
}: EmptyRowProps) {
  const { t } = useTranslation('table');
  return (
    <tbody>
      <tr>
        <td className={classes.td} colSpan={colSpan}>
          <div
            className={classes.stack}
            style={{ alignItems: 'center', paddingBlock: 'var(--mantine-spacing-lg)' }}
          >
            <Text fw={500}>{t('empty')}</Text>
            {filtered && <Text size="sm">{t('emptyFiltered')}</Text>}
            {pastEnd && <Text size="sm">{t('emptyPage')}</Text>}
            <Group gap="xs">
              {filtered && (
                <Button size="xs" variant="light" onClick={onClearFilters}>
                  {t('filters.clear')}
                </Button>
              )}
              {pastEnd && (
                <Button size="xs" variant="light" onClick={onFirstPage}>
                  {t('firstPage')}
                </Button>
              )}
            </Group>
          </div>
        </td>
      </tr>
    </tbody>
  );
}

/** A failed load: the catalogue text the engine gives, and a way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useTranslation('table');
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
