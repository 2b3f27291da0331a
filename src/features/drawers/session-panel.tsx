import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer, type DrawerSession } from '@/api/resources/drawers';
import { MethodName } from '@/features/payments/methods';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { CashMoves } from './cash-moves';
import { setCurrentDrawer, useCurrentDrawer } from '@/features/payments/current-drawer';
import { OpenSession } from './session-open';
import { SessionCount } from './session-count';
import { expectedCash, methodTotals, sessionEntries } from './session';
import { useStaffName } from './staff-names';
import { useDrawerEntries, useMaySeeBalance } from './use-session';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';

/** The drawer's cash session: opening it, using it, its cash moves, its blind count and closing. */
export function SessionPanel(props: {
  drawer: Drawer;
  counting: boolean;
  onCounting: (counting: boolean) => void;
}) {
  const { drawer, counting, onCounting } = props;
  const { t } = useTranslation('billing');
  const session = drawer.session;
  return (
    <Card withBorder component="section" aria-label={t('session.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('session.title')}
        </Title>
        {session ? (
          <>
            <SessionHead drawer={drawer} session={session} blind={counting} />
            <Divider />
            <CashMoves drawer={drawer} session={session} />
            <Divider />
            <SessionCount
              drawer={drawer}
              session={session}
              counting={counting}
              onCounting={onCounting}
            />
          </>
        ) : (
          <OpenSession drawer={drawer} />
        )}
      </Stack>
    </Card>
  );
}

function SessionHead({
  drawer,
  session,
  blind,
}: {
  drawer: Drawer;
  session: DrawerSession;
  blind: boolean;
}) {
  const { t } = useTranslation('billing');
  const nameOf = useStaffName();
  const current = useCurrentDrawer();
  const drawerId = drawers.idOf(drawer);
  const currency = drawer.currency ?? '';
  const maySee = useMaySeeBalance(drawer) && !blind;
  return (
    <Stack gap="xs">
      <Text>
        {t('session.opened', {
          date: formatDateTime(session.openedAt),
          name: session.openedBy ? nameOf(session.openedBy) : '—',
          float: formatMoney(session.float, currency),
        })}
      </Text>
      {current?.sessionId === session.id ? (
        <Text size="sm" role="status">
          {t('session.inUse')}
        </Text>
      ) : (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              setCurrentDrawer({
                id: drawerId,
                name: drawer.name ?? drawerId,
                sessionId: session.id,
              })
            }
          >
            {t('session.use')}
          </Button>
        </Group>
      )}
      {maySee ? (
        <Expected drawer={drawer} session={session} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('session.blind')}
        </Text>
      )}
    </Stack>
  );
}

/** What the session should hold, for who may see it: cash per currency, other methods apart. */
function Expected({ drawer, session }: { drawer: Drawer; session: DrawerSession }) {
  const { t } = useTranslation('billing');
  const drawerId = drawers.idOf(drawer);
  const read = useDrawerEntries(drawerId);
  if (!read.data) return <Text size="sm">{t('session.reading')}</Text>;
  const entries = sessionEntries(read.data, drawerId, session);
  const cash = expectedCash(session, drawer.currency ?? '', entries);
  const others = methodTotals(entries);
  return (
    <Stack gap={4} role="group" aria-label={t('session.expected')}>
      <Text size="sm">
        {t('session.expectedCash', {
          amounts: Object.entries(cash)
            .map(([c, v]) => formatMoney(v, c))
            .join(' · '),
        })}
      </Text>
      {others.map((m) => (
        <Text size="sm" key={`${m.method}|${m.currency}`}>
          <MethodName code={m.method} />
          {`: ${formatMoney(m.amount, m.currency)} (${t('session.payments', { count: m.count })})`}
        </Text>
      ))}
    </Stack>
  );
}
