import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar, hasFilters, type FilterBarProps } from './filters';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface FiltersDrawerProps<T> extends FilterBarProps<T> {
  opened: boolean;
  onClose: () => void;
}

/**
 * The table's filters in a drawer (tablets and phones): the same controls as on a wide screen,
 * one under the other, applied as they change, so the rows behind update as on a desktop.
 * `left` is the reading side: Mantine lays it out on the right when the page is right to left.
 */
export default function FiltersDrawer<T>({ opened, onClose, ...bar }: FiltersDrawerProps<T>) {
  const { t } = useTranslation('table');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('filters.label')}
      position="left"
      returnFocus={false}
      size="min(24rem, 100%)"
      closeButtonProps={{ 'aria-label': t('filters.close') }}
    >
      <Stack gap="md">
        <FilterBar {...bar} vertical />
        <Group justify="space-between">
          {hasFilters(bar.filters) ? (
            <Button variant="default" onClick={() => bar.onChange(() => ({}))}>
              {t('filters.clear')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onClose}>{t('filters.show')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
