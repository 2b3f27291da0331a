import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer, type DrawerSession } from '@/api/resources/drawers';
import { countedTotal, type Counts } from '@/domain/money';
import { setCurrentDrawer, useCurrentDrawer } from '@/features/payments/current-drawer';
import { CountForm } from './count-form';
import { CountResult, EarlierCounts } from './count-result';
import { balanced, countedOf, differences, expectedCash, sessionEntries } from './session';
import { closeSession } from './session-close';
import { useDrawerEntries, useMe, useSessionWrite } from './use-session';

/**
 * The closing count, blind: notes and coins per currency the session handled, with nothing of
 * what the drawer should hold in sight. Submitted, a count is saved at once and final; only then
 * are expected, counted and the difference shown. A recount is another count, both kept; a
 * difference needs its reason before the session closes into its Z-report.
 */
export function SessionCount(props: {
  drawer: Drawer;
  session: DrawerSession;
  counting: boolean;
  onCounting: (counting: boolean) => void;
}) {
  const { drawer, session, counting, onCounting } = props;
  const { t } = useTranslation('billing');
  const me = useMe();
  const write = useSessionWrite();
  const current = useCurrentDrawer();
  const drawerId = drawers.idOf(drawer);
  const currency = drawer.currency ?? '';
  const read = useDrawerEntries(drawerId);
  const all = read.data ?? [];
  const entries = sessionEntries(all, drawerId, session);
  const currencies = [
    ...new Set([
      currency,
      ...entries.map((e) => e.currency),
      ...(session.moves ?? []).map((m) => m.currency),
    ]),
  ].filter(Boolean);
  const [counts, setCounts] = useState<Record<string, Counts>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const saved = session.counts ?? [];
  const last = saved[saved.length - 1];

  const submit = () => {
    const counted = Object.fromEntries(
      currencies.map((c) => [c, countedTotal(counts[c] ?? {}, c)]),
    );
    const count = {
      countedAt: new Date().toISOString(),
      countedBy: me.id,
      counted,
      denominations: counts,
    };
    write.mutate(
      {
        drawerId,
        change: (now) => ({
          session: { ...now.session!, counts: [...(now.session?.counts ?? []), count] },
        }),
      },
      { onSuccess: () => onCounting(false) },
    );
  };

  const expected = expectedCash(session, currency, entries);
  const difference = last ? differences(expected, countedOf(last)) : {};
  const close = () => {
    if (!balanced(difference) && !reason.trim()) return setProblem(t('session.differenceReason'));
    setProblem(undefined);
    const closedAt = new Date().toISOString();
    const why = reason.trim() || undefined;
    void write
      .mutateAsync({
        drawerId,
        change: (now) =>
          closeSession(now, {
            drawerId,
            session,
            currency,
            all,
            closedAt,
            closedBy: me.id,
            reason: why,
          }),
      })
      // Awaited rather than `onSuccess`: the count leaves the page as the session closes.
      .then(() => current?.sessionId === session.id && setCurrentDrawer(null))
      .catch(() => undefined);
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('count.title')}>
      <Title order={2} size="h4">
        {t('count.title')}
      </Title>
      {!counting && (
        <Group>
          <Button
            variant={last ? 'default' : 'filled'}
            onClick={() => {
              setCounts({});
              onCounting(true);
            }}
          >
            {t(last ? 'count.recount' : 'count.start')}
          </Button>
        </Group>
      )}
      {counting && (
        <CountForm
          currencies={currencies}
          counts={counts}
          onCounts={setCounts}
          onCancel={() => onCounting(false)}
          onSubmit={submit}
          saving={write.isPending}
        />
      )}
      {!counting && last && (
        <>
          <EarlierCounts saved={saved} />
          {read.isPending ? (
            <Text size="sm">{t('session.reading')}</Text>
          ) : (
            <CountResult expected={expected} counted={countedOf(last)} difference={difference} />
          )}
          <Textarea
            label={t('session.closeReason')}
            description={balanced(difference) ? undefined : t('session.closeReasonNeeded')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
          />
          <Group justify="flex-end">
            <Button onClick={close} loading={write.isPending} disabled={read.isPending}>
              {t('session.close')}
            </Button>
          </Group>
        </>
      )}
      {write.error && <Text role="alert">{write.error.message}</Text>}
    </Stack>
  );
}
