import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, useAllDrawers, type Drawer } from '@/api/resources/drawers';
import { formatMoney } from '@/i18n/format';
import { enumText } from '@/i18n/enum-text';
import { drawerBalance } from './balance';
import { Closings } from './closings';
import { DrawerStaff } from './drawer-staff';
import { SessionPanel } from './session-panel';
import { useMaySeeBalance } from './use-session';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';

/**
 * One cash drawer: its currency, its staff, its cash session (opened with a float, closed by a
 * blind count into a Z-report) and its past closings. The API reads drawers only as a list, so
 * the page finds its drawer in the list (kept in the cache). Editing opens the list's own editor:
 * the page stays free of the list screen's parts, which keeps the list screens' shared chunk whole.
 */
export function DrawerPage({ drawerId }: { drawerId: string }) {
  const { t } = useTranslation('billing');
  const drawer = useAllDrawers().data?.find((d) => drawers.idOf(d) === drawerId);
  // While notes and coins are counted, nothing of what the drawer should hold is in sight.
  const [counting, setCounting] = useState(false);
  if (!drawer) return null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {drawer.name}
        </Title>
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/drawers" search={{ edit: drawerId }} />}
        >
          {t('drawer.edit')}
        </Button>
      </Group>
      <Summary drawer={drawer} blind={counting} />
      <SessionPanel drawer={drawer} counting={counting} onCounting={setCounting} />
      <Closings closings={drawer.closings ?? []} />
      <DrawerStaff drawer={drawer} />
    </Stack>
  );
}

function Summary({ drawer, blind }: { drawer: Drawer; blind: boolean }) {
  const { t } = useTranslation('areas');
  const maySee = useMaySeeBalance(drawer) && !blind && !drawer.session;
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
        {item(
          'balance',
          maySee
            ? formatMoney(drawerBalance(drawer), drawer.currency)
            : t('billing:session.hiddenBalance'),
        )}
        {item('status', enumText('areas:enums.drawerStatus', drawer.status))}
        {item('location', drawer.location)}
      </SimpleGrid>
    </Card>
  );
}
