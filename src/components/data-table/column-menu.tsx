import { Button, Paper, Text } from '@mantine/core';
import { useId, useState } from 'react';
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

/**
 * The columns a user may hide; the row's name (`alwaysVisible`) is not offered. A disclosure
 * (button and panel below it) rather than a popover: the list screen then carries no floating
 * positioning code, which is most of its budget's margin.
 */
export function ColumnMenu<T>({ columns, visibility, onToggle }: ColumnMenuProps<T>) {
  const { t } = useTranslation('table');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const serverId = useId();
  const hideable = columns.filter((column) => !column.alwaysVisible);
  if (hideable.length === 0) return null;
  const own = hideable.filter((column) => !column.meta?.fromServer);
  const fromServer = hideable.filter((column) => column.meta?.fromServer);
  return (
    <div className={classes.disclosure}>
      <Button
        size="xs"
        variant={open ? 'light' : 'default'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {t('columns.button')}
      </Button>
      <Paper
        id={panelId}
        role="group"
        aria-label={t('columns.label')}
        hidden={!open}
        // Paper sets its own display, which would win over `hidden`.
        style={open ? undefined : { display: 'none' }}
        shadow="md"
        p="sm"
        withBorder
        className={classes.disclosurePanel}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <Text size="sm" fw={500} mb="xs" aria-hidden>
          {t('columns.label')}
        </Text>
        <ColumnChoices columns={own} visibility={visibility} onToggle={onToggle} />
        {fromServer.length > 0 && (
          <>
            <Text id={serverId} size="sm" fw={500} mt="sm" mb="xs">
              {t('columns.moreFromServer')}
            </Text>
            <ColumnChoices
              columns={fromServer}
              visibility={visibility}
              onToggle={onToggle}
              labelledBy={serverId}
            />
          </>
        )}
      </Paper>
    </div>
  );
}

/** One checkbox per column; the server's extra fields form a group of their own. */
function ColumnChoices<T>({
  columns,
  visibility,
  onToggle,
  labelledBy,
}: ColumnMenuProps<T> & { labelledBy?: string }) {
  return (
    <div className={classes.stack} role={labelledBy && 'group'} aria-labelledby={labelledBy}>
      {columns.map((column) => (
        <Checkbox
          key={column.id}
          label={column.header}
          checked={visibility[column.id] !== false}
          onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
        />
      ))}
    </div>
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
