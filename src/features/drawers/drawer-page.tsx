import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAllDrawers, type Drawer } from '@/api/resources/drawers';
import { RecordDrawer } from '@/components/resource-screen/lazy';
import { useSetSearch } from '@/components/resource-screen/use-set-search';
import { formatMoney } from '@/i18n/format';
import { BlindCount } from './blind-count';
import { DrawerStaff } from './drawer-staff';
import { drawerBalance } from './balance';
import { drawersScreen } from './screen';

/**
 * One cash drawer: its currency and balance, its staff, and its closing count. The API reads
 * drawers only as a list, so the page finds its drawer in the list (kept in the cache).
 */
export function DrawerPage({ drawerId }: { drawerId: string }) {
  const { t } = useTranslation('billing');
  const setSearch = useSetSearch();
  const { edit } = useSearch({ strict: false }) as { edit?: string };
  const drawer = useAllDrawers().data?.find((d) => drawersScreen.resource.idOf(d) === drawerId);
  if (!drawer) return null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {drawer.name}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setSearch({ edit: drawerId })}
        >
          {t('drawer.edit')}
        </Button>
      </Group>
      <Summary drawer={drawer} />
      <DrawerStaff drawer={drawer} />
      <BlindCount key={drawer.lastCount?.countedAt} drawer={drawer} />
      <RecordDrawer
        screen={drawersScreen}
        editId={edit === drawerId ? edit : undefined}
        onClose={() => setSearch({ edit: undefined })}
      />
    </Stack>
  );
}

function Summary({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('areas');
  const item = (key: string, value: string | undefined) => (
    <div>
      <Text size="xs" c="dimmed">
        {t(`drawers.fields.${key}`)}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {item('currency', drawer.currency)}
        {item('balance', formatMoney(drawerBalance(drawer), drawer.currency))}
        {item('status', drawer.status && t(`enums.drawerStatus.${drawer.status}`))}
        {item('location', drawer.location)}
      </SimpleGrid>
    </Card>
  );
}
