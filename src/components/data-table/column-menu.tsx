import { Button, Popover, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import type { Density } from './prefs';
import type { DataColumn } from './types';
import classes from './data-table.module.css';

interface ColumnMenuProps<T> {
  columns: readonly DataColumn<T>[];
  visibility: Record<string, boolean>;
  onToggle: (columnId: string, shown: boolean) => void;
}

/** The columns a user may hide; the row's name (`alwaysVisible`) is not offered. */
export function ColumnMenu<T>({ columns, visibility, onToggle }: ColumnMenuProps<T>) {
  const { t } = useTranslation('table');
  const titleId = useId();
  const hideable = columns.filter((column) => !column.alwaysVisible);
  if (hideable.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button size="xs" variant="default" aria-haspopup="dialog">
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text id={titleId} size="sm" fw={500} mb="xs">
          {t('columns.label')}
        </Text>
        <div className={classes.stack}>
          {hideable.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={visibility[column.id] !== false}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Comfortable or compact rows: a pressed/unpressed button. */
export function DensityToggle({
  density,
  onChange,
}: {
  density: Density;
  onChange: (density: Density) => void;
}) {
  const { t } = useTranslation('table');
  const compact = density === 'compact';
  return (
    <Button
      size="xs"
      variant={compact ? 'light' : 'default'}
      aria-pressed={compact}
      onClick={() => onChange(compact ? 'comfortable' : 'compact')}
    >
      {t('columns.compact')}
    </Button>
  );
}
