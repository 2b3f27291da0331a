import { Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer, type DrawerSession } from '@/api/resources/drawers';
import { formatDateTime, formatMoney } from '@/i18n/format';
import {
  AmountField,
  ReasonField,
  amountProblem,
  useAmountReason,
} from '@/features/payments/amount-reason';
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
  const entry = useAmountReason();

  const record = () => {
    const problem = amountProblem(entry.amount, currency);
    const ok = entry.check({
      ...(problem && {
        amount: t(problem === 'decimals' ? 'session.amountDecimals' : 'session.amountRequired'),
      }),
      ...entry.reasonProblem(t('session.reasonRequired')),
    });
    if (!ok) return;
    const move = {
      at: new Date().toISOString(),
      by: me.id,
      amount: signedMove(direction, Number(entry.amount)),
      currency,
      reason: entry.reason.trim(),
    };
    write.mutate(
      {
        drawerId: drawers.idOf(drawer),
        change: (now) => ({
          session: { ...now.session!, moves: [...(now.session?.moves ?? []), move] },
        }),
      },
      { onSuccess: entry.clear },
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
        <AmountField entry={entry} label={t('session.moveAmount', { currency })} />
        <ReasonField entry={entry} label={t('session.moveReason')} />
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
