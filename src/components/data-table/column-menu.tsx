import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3, IconLayoutList } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Density } from './prefs';
import type { DataColumn } from './types';

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
        <Button
          size="xs"
          variant="default"
          leftSection={<IconColumns3 size={16} aria-hidden />}
          aria-haspopup="dialog"
        >
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text id={titleId} size="sm" fw={500} mb="xs">
          {t('columns.label')}
        </Text>
        <Stack gap="xs">
          {hideable.map((column) => (
            <Checkbox
              key={column.id}
              size="xs"
              label={column.header}
              checked={visibility[column.id] !== false}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
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
      leftSection={<IconLayoutList size={16} aria-hidden />}
      onClick={() => onChange(compact ? 'comfortable' : 'compact')}
    >
      {t('columns.compact')}
    </Button>
  );
}
