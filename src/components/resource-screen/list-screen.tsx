import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import type { ListRouteId } from '../data-table/list-search';
import { knownFields } from '../data-table/server-fields';
import { useListUrl, useTableUrlState } from '../data-table/use-table-url-state';
import { DeleteDialog, RecordDrawer } from './lazy';
import { RowActions } from './row-actions';
import type { Screen } from './screen';
import { linkMainColumn } from './main-link';
import { translateColumns } from './translate';
import { usePrefetchNextPage } from './use-prefetch-next';

/**
 * The list screen of any area: its table (state in the URL), create and edit in a drawer
 * (`?edit=<id>` or `?edit=new`, so the back button closes it and a link can share it), delete
 * with confirmation and Undo, CSV export of everything that matches. An area that cannot create
 * or update (printers) shows neither "New" nor edit. `intro` goes between the title and the table
 * (the queue's front desk). `from` is the list's route (`Route.id`): its search is read typed.
 */
export function ListScreen<T extends object>({
  screen,
  from,
  intro,
}: {
  screen: Screen<T>;
  from: ListRouteId;
  intro?: ReactNode;
}) {
  const { t } = useTranslation('areas');
  const navigate = useNavigate();
  const url = useListUrl(from);
  const { edit } = url.search;
  const { state, setState } = useTableUrlState(
    url,
    screen.id,
    screen.filterKeys,
    screen.sortColumns,
    { pageSize: screen.defaultPageSize, sortResetsPage: screen.serverSort },
  );
  const { resource } = screen;
  const params = screen.listParams(state);
  const query = resource.hooks.useList(params);
  usePrefetchNextPage(resource, params, query.data, query.isPlaceholderData, screen.columns);
  const [deleting, setDeleting] = useState<T[]>([]);
  const columns = useMemo(
    () => linkMainColumn(translateColumns(screen.columns, t), screen.openRow, screen.rowLabel),
    [screen.columns, screen.openRow, screen.rowLabel, t],
  );
  const known = useMemo(() => knownFields(resource.body), [resource.body]);
  const { operations } = resource.declaration;
  const canDelete = operations.includes('remove');
  const canEdit = operations.includes('update');

  // Stable across renders: every row of the page is memoised on what it is given.
  const { write } = url;
  const setEditor = useCallback(
    (id: string | undefined) => void write((prev) => ({ ...prev, edit: id }), false),
    [write],
  );
  const idOf = useCallback((row: T) => resource.idOf(row), [resource]);
  const rowActions = useCallback(
    (row: T) => (
      <RowActions
        name={screen.rowLabel(row)}
        onEdit={canEdit && (screen.canEdit?.(row) ?? true) ? () => setEditor(idOf(row)) : undefined}
        onDelete={canDelete ? () => setDeleting([row]) : undefined}
      >
        {screen.rowExtras?.(row)}
      </RowActions>
    ),
    [screen, canEdit, canDelete, setEditor, idOf],
  );
  const { SelectionActions } = screen;
  const selectionActions = useMemo(
    () => (SelectionActions ? (rows: T[]) => <SelectionActions rows={rows} /> : undefined),
    [SelectionActions],
  );
  const title = t(`${screen.id}.title`);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro}
      <DataTable
        tableId={screen.id}
        label={title}
        columns={columns}
        getRowId={idOf}
        rowLabel={screen.rowLabel}
        state={state}
        onStateChange={setState}
        serverSort={screen.serverSort}
        query={query}
        knownFields={known}
        onOpenRow={
          screen.openRow
            ? (row) => void navigate(screen.openRow!(row))
            : canEdit
              ? (row) => setEditor(idOf(row))
              : undefined
        }
        rowActions={rowActions}
        rowActionCount={Number(canEdit) + Number(canDelete) + (screen.rowExtras ? 1 : 0)}
        onDeleteSelected={canDelete ? setDeleting : undefined}
        selectionActions={selectionActions}
        fetchAll={(filters, options) => resource.api.all(filters, options)}
        exportName={screen.id}
        toolbar={
          <>
            {screen.Actions && <screen.Actions />}
            {operations.includes('create') && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditor('new')}
              >
                {t(`${screen.id}.new`)}
              </Button>
            )}
          </>
        }
      />
      {/* Under the rows, once they are there: nothing moves while they arrive. */}
      {screen.Summary && query.data && <screen.Summary rows={query.data.items} />}
      {(canEdit || operations.includes('create')) && (
        <RecordDrawer screen={screen} editId={edit} onClose={() => setEditor(undefined)} />
      )}
      <DeleteDialog screen={screen} records={deleting} onClose={() => setDeleting([])} />
    </Stack>
  );
}
