import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, useAllDrawers, type Drawer } from '@/api/resources/drawers';
import { formatMoney } from '@/i18n/format';
import { BlindCount, type CountStep } from './blind-count';
import { DrawerStaff } from './drawer-staff';
import { drawerBalance } from './balance';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { enumText } from '@/i18n/enum-text';

/**
 * One cash drawer: its currency and balance, its staff, and its closing count. The API reads
 * drawers only as a list, so the page finds its drawer in the list (kept in the cache). Editing
 * opens the list's own editor: the page stays free of the list screen's parts, which keeps the
 * list screens' shared chunk whole.
 */
export function DrawerPage({ drawerId }: { drawerId: string }) {
  const { t } = useTranslation('billing');
  const drawer = useAllDrawers().data?.find((d) => drawers.idOf(d) === drawerId);
  // While notes and coins are counted, what the drawer should hold stays out of sight.
  const [step, setStep] = useState<CountStep>('idle');
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
      <Summary drawer={drawer} blind={step === 'count'} />
      <DrawerStaff drawer={drawer} />
      <BlindCount drawer={drawer} step={step} onStep={setStep} />
    </Stack>
  );
}

function Summary({ drawer, blind }: { drawer: Drawer; blind: boolean }) {
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
        {item(
          'balance',
          blind ? t('billing:count.hidden') : formatMoney(drawerBalance(drawer), drawer.currency),
        )}
        {item('status', enumText('areas:enums.drawerStatus', drawer.status))}
        {item('location', drawer.location)}
      </SimpleGrid>
    </Card>
  );
}
