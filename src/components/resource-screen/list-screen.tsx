import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import { useTableUrlState } from '../data-table/use-table-url-state';
import { DeleteDialog, RecordDrawer } from './lazy';
import { RowActions } from './row-actions';
import type { Screen } from './screen';
import { translateColumns } from './translate';
import { usePrefetchNextPage } from './use-prefetch-next';
import { useSetSearch } from './use-set-search';

/**
 * The list screen of any area: its table (state in the URL), create and edit in a drawer
 * (`?edit=<id>` or `?edit=new`, so the back button closes it and a link can share it), delete
 * with confirmation and Undo, CSV export of everything that matches.
 */
export function ListScreen<T extends object>({ screen }: { screen: Screen<T> }) {
  const { t } = useTranslation('areas');
  const navigate = useNavigate();
  const { edit } = useSearch({ strict: false }) as { edit?: string };
  const { state, setState } = useTableUrlState(screen.id, screen.filterKeys, screen.sortColumns, {
    pageSize: screen.defaultPageSize,
    sortResetsPage: screen.serverSort,
  });
  const { resource } = screen;
  const params = screen.listParams(state);
  const query = resource.hooks.useList(params);
  usePrefetchNextPage(resource, params, query.data, query.isPlaceholderData);
  const [deleting, setDeleting] = useState<T[]>([]);
  const columns = useMemo(() => translateColumns(screen.columns, t), [screen.columns, t]);
  const canDelete = resource.declaration.operations.includes('remove');

  const setSearch = useSetSearch();
  const setEditor = (id: string | undefined) => setSearch({ edit: id });
  const idOf = (row: T) => resource.idOf(row);
  const title = t(`${screen.id}.title`);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
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
        onOpenRow={(row) =>
          screen.openRow ? void navigate(screen.openRow(row) as never) : setEditor(idOf(row))
        }
        rowActions={(row) => (
          <RowActions
            name={screen.rowLabel(row)}
            onEdit={() => setEditor(idOf(row))}
            onDelete={canDelete ? () => setDeleting([row]) : undefined}
          >
            {screen.rowExtras?.(row)}
          </RowActions>
        )}
        onDeleteSelected={canDelete ? setDeleting : undefined}
        fetchAll={(filters, options) => resource.api.all(filters, options)}
        exportName={screen.id}
        toolbar={
          <>
            {screen.Actions && <screen.Actions />}
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditor('new')}
            >
              {t(`${screen.id}.new`)}
            </Button>
          </>
        }
      />
      {screen.Summary && <screen.Summary rows={query.data?.items ?? []} />}
      <RecordDrawer screen={screen} editId={edit} onClose={() => setEditor(undefined)} />
      <DeleteDialog screen={screen} records={deleting} onClose={() => setDeleting([])} />
    </Stack>
  );
}
