import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from './saved-views-store';
import classes from './data-table.module.css';

type Renaming = { id: string; name: string } | undefined;

interface SavedViewListProps {
  views: readonly SavedView[];
  /** The view being renamed and its name as typed. */
  renaming: Renaming;
  onRenaming: (renaming: Renaming) => void;
  onRename: (event: FormEvent) => void;
  onOpen: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
}

/** The saved views, one a line: its name opens it, beside it rename and delete. */
export function SavedViewList(props: SavedViewListProps) {
  const { views, renaming, onRenaming, onRename, onOpen, onDelete } = props;
  const { t } = useTranslation('table');
  return (
    <ul className={classes.viewList} aria-label={t('views.list')}>
      {views.map((view) =>
        renaming?.id === view.id ? (
          <li key={view.id}>
            <form onSubmit={onRename}>
              <Group gap={4} wrap="nowrap">
                <TextInput
                  size="xs"
                  // The room left by its buttons, which keep theirs.
                  flex={1}
                  miw={0}
                  autoFocus
                  aria-label={t('views.newName', { name: view.name })}
                  value={renaming.name}
                  maxLength={60}
                  attributes={{ input: { dir: 'auto' } }}
                  onChange={(e) => onRenaming({ id: view.id, name: e.currentTarget.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') {
                      e.stopPropagation();
                      onRenaming(undefined);
                    }
                  }}
                />
                <Button size="compact-xs" type="submit">
                  {t('views.saveName')}
                </Button>
                <Button size="compact-xs" variant="subtle" onClick={() => onRenaming(undefined)}>
                  {t('views.cancel')}
                </Button>
              </Group>
            </form>
          </li>
        ) : (
          <li key={view.id}>
            <Group gap={4} wrap="nowrap" justify="space-between">
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t('views.open', { name: view.name })}
                onClick={() => onOpen(view)}
              >
                <bdi>{view.name}</bdi>
              </Button>
              <Group gap={2} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('views.rename', { name: view.name })}
                  onClick={() => onRenaming({ id: view.id, name: view.name })}
                >
                  {t('views.renameShort')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('views.delete', { name: view.name })}
                  onClick={() => onDelete(view)}
                >
                  {t('views.deleteShort')}
                </Button>
              </Group>
            </Group>
          </li>
        ),
      )}
    </ul>
  );
}
