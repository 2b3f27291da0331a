import {
  Button,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer, type DrawerSession } from '@/api/resources/drawers';
import { fitsMinorUnits } from '@/api/money-checks';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { signedMove } from './session';
import { useStaffName } from './staff-names';
import { useMe, useSessionWrite } from './use-session';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/List.css';

/** Cash put into or taken out of the drawer during its session, each with its reason. */
export function CashMoves({ drawer, session }: { drawer: Drawer; session: DrawerSession }) {
  const { t } = useTranslation('billing');
  const me = useMe();
  const nameOf = useStaffName();
  const write = useSessionWrite();
  const currency = drawer.currency ?? '';
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});

  const record = () => {
    const value = Number(amount);
    const found = {
      ...((amount === '' || !(value > 0)) && { amount: t('session.amountRequired') }),
      ...(value > 0 &&
        !fitsMinorUnits(value, currency) && {
          amount: t('session.amountDecimals'),
        }),
      ...(!reason.trim() && { reason: t('session.reasonRequired') }),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    const move = {
      at: new Date().toISOString(),
      by: me.id,
      amount: signedMove(direction, value),
      currency,
      reason: reason.trim(),
    };
    write.mutate(
      {
        drawerId: drawers.idOf(drawer),
        change: (now) => ({
          session: { ...now.session!, moves: [...(now.session?.moves ?? []), move] },
        }),
      },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('session.moves')}>
      <Text fw={600}>{t('session.moves')}</Text>
      <Group align="flex-start">
        <SegmentedControl
          aria-label={t('session.direction')}
          value={direction}
          onChange={(v) => setDirection(v as 'in' | 'out')}
          data={[
            { value: 'in', label: t('session.cashIn') },
            { value: 'out', label: t('session.cashOut') },
          ]}
        />
        <NumberInput
          label={t('session.moveAmount', { currency })}
          value={amount}
          onChange={setAmount}
          min={0}
          error={problems.amount}
        />
        <TextInput
          label={t('session.moveReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={problems.reason}
          style={{ flex: 1 }}
        />
      </Group>
      <Group>
        <Button variant="default" onClick={record} loading={write.isPending}>
          {t('session.recordMove')}
        </Button>
      </Group>
      {write.error && <Text role="alert">{write.error.message}</Text>}
      {(session.moves ?? []).length > 0 && (
        <List listStyleType="none" spacing={4} aria-label={t('session.movesList')}>
          {(session.moves ?? []).map((m) => (
            <List.Item key={`${m.at}|${m.reason}`}>
              {t(m.amount < 0 ? 'session.movedOut' : 'session.movedIn', {
                amount: formatMoney(Math.abs(m.amount), m.currency),
                reason: m.reason,
                date: formatDateTime(m.at),
                name: m.by ? nameOf(m.by) : '—',
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
