import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { viewOf, withoutPatient, type SavedView } from './saved-views-store';
import { SavedViewList } from './saved-view-list';
import type { DataColumn, DataTableState } from './types';
import { useKeptViews } from './use-kept-views';
import { useWithinWindow } from './use-within-window';
import classes from './data-table.module.css';

export interface SavedViewsPanelProps {
  tableId: string;
  state: DataTableState;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row type: only ids and flags are read
  columns: readonly DataColumn<any>[];
  visibility: Record<string, boolean>;
  onOpen: (view: SavedView) => void;
  panelId: string;
  onClose: () => void;
}

/** What the panel says of where the views are kept. */
const WHERE = {
  server: 'views.whereServer',
  browser: 'views.where',
  fallback: 'views.whereFallback',
} as const;

/**
 * The saved views of a table for the signed-in user: each opens with one click, can be renamed
 * and deleted; "Save view" keeps the table as it is now under a name. Kept on the server where
 * the deployment offers a place, else in this browser, and the panel says which (and when the
 * server did not answer); a filter naming a patient is never kept, and the panel says that too
 * when one is set.
 */
export default function SavedViewsPanel(props: SavedViewsPanelProps) {
  const { tableId, state, columns, visibility } = props;
  const { t } = useTranslation('table');
  const { kept, views, place, store, error, setError, said } = useKeptViews(tableId);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string }>();
  const panel = useRef<HTMLDivElement>(null);
  useWithinWindow(panel);
  const privateKeys = columns.filter((c) => c.meta?.namesPatient).map((c) => c.filterKey ?? c.id);
  const patientSet = privateKeys.some((key) => state.filters[key]?.trim());

  const taken = (wanted: string, except?: string) =>
    views.some((v) => v.id !== except && v.name.toLowerCase() === wanted.trim().toLowerCase());

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('views.nameRequired'));
    if (taken(name)) return setError(t('views.nameTaken'));
    const { view } = viewOf(name, state, visibility, privateKeys);
    setName('');
    void store([...views, view], t('views.saved', { name: view.name }));
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    if (!renaming.name.trim()) return setError(t('views.nameRequired'));
    if (taken(renaming.name, renaming.id)) return setError(t('views.nameTaken'));
    const next = views.map((v) =>
      v.id === renaming.id ? { ...v, name: renaming.name.trim() } : v,
    );
    setRenaming(undefined);
    void store(next, t('views.renamed', { name: renaming.name.trim() }));
  };

  return (
    <Paper
      id={props.panelId}
      role="group"
      aria-label={t('views.label')}
      shadow="md"
      p="sm"
      withBorder
      ref={panel}
      className={`${classes.disclosurePanel} ${classes.viewsPanel}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !renaming) props.onClose();
      }}
    >
      <Stack gap="xs">
        <Text size="xs" c={place === 'fallback' ? 'orange.9' : 'dimmed'}>
          {place ? t(WHERE[place]) : t('views.loading')}
        </Text>
        {!kept.data ? null : views.length === 0 ? (
          <Text size="sm">{t('views.none')}</Text>
        ) : (
          <SavedViewList
            views={views}
            renaming={renaming}
            onRenaming={setRenaming}
            onRename={rename}
            onOpen={(view) => {
              // A view from elsewhere (another app on the server) may hold one.
              props.onOpen(withoutPatient(view, privateKeys));
              props.onClose();
            }}
            onDelete={(view) =>
              void store(
                views.filter((v) => v.id !== view.id),
                t('views.deleted', { name: view.name }),
              )
            }
          />
        )}
        <form onSubmit={save}>
          <Group gap={4} align="flex-end" wrap="nowrap">
            <TextInput
              size="xs"
              // The room its button leaves: the button is never cut (a long word in Arabic).
              flex={1}
              miw={0}
              label={t('views.name')}
              value={name}
              maxLength={60}
              attributes={{ input: { dir: 'auto' } }}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(undefined);
              }}
            />
            <Button size="xs" type="submit" flex="none" disabled={!kept.data}>
              {t('views.save')}
            </Button>
          </Group>
        </form>
        {patientSet && (
          <Text size="xs" c="dimmed">
            {t('views.patientLeftOut')}
          </Text>
        )}
        <Text size="sm" role="status" c={error ? 'red.8' : undefined}>
          {error ?? said ?? ''}
        </Text>
      </Stack>
    </Paper>
  );
}
