import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer } from '@/api/resources/drawers';
import { minorUnits } from '@/domain/money';
import { fitsMinorUnits } from '@/api/money-checks';
import { formatMoney } from '@/i18n/format';
import { setCurrentDrawer } from '@/features/payments/current-drawer';
import { useMe, useSessionWrite } from './use-session';
import '@mantine/core/styles/NumberInput.css';

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Opening a cash session: the float counted into the drawer. The drawer becomes this desk's for
 * its payments (the header says so) until the session closes.
 */
export function OpenSession({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('billing');
  const me = useMe();
  const write = useSessionWrite();
  const currency = drawer.currency ?? '';
  const [float, setFloat] = useState<string | number>(drawer.openingBalance ?? '');
  const [problem, setProblem] = useState<string>();
  const drawerId = drawers.idOf(drawer);

  const open = () => {
    const amount = Number(float);
    if (float === '' || !Number.isFinite(amount) || amount < 0)
      return setProblem(t('session.floatRequired'));
    if (!fitsMinorUnits(amount, currency))
      return setProblem(t(`common:validation.decimals${minorUnits(currency)}`));
    setProblem(undefined);
    const session = {
      id: newId(),
      openedAt: new Date().toISOString(),
      openedBy: me.id,
      float: amount,
      moves: [],
      counts: [],
    };
    // Awaited rather than `onSuccess`: the form leaves the page as the session appears in it.
    void write
      .mutateAsync({ drawerId, change: () => ({ status: 'open', session }) })
      .then(() =>
        setCurrentDrawer({ id: drawerId, name: drawer.name ?? drawerId, sessionId: session.id }),
      )
      .catch(() => undefined);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('session.openHint')}
      </Text>
      <Group align="flex-end">
        <NumberInput
          label={t('session.float', { currency })}
          value={float}
          onChange={setFloat}
          min={0}
          error={problem}
          decimalSeparator="."
        />
        <Button onClick={open} loading={write.isPending}>
          {t('session.open')}
        </Button>
      </Group>
      {write.error && <Text role="alert">{write.error.message}</Text>}
      {float !== '' && !problem && (
        <Text size="sm">
          {t('session.floatIs', { amount: formatMoney(Number(float), currency) })}
        </Text>
      )}
    </Stack>
  );
}
