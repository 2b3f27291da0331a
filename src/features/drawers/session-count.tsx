import {
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, type Drawer, type DrawerSession } from '@/api/resources/drawers';
import { countedTotal, denominationsOf, type Counts } from '@/domain/money';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { setCurrentDrawer, useCurrentDrawer } from '@/features/payments/current-drawer';
import {
  balanced,
  buildClosing,
  countedOf,
  differences,
  expectedCash,
  receiptNumbers,
  sessionEntries,
} from './session';
import { useDrawerEntries, useMe, useSessionWrite } from './use-session';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/NumberInput.css';

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
    void write
      .mutateAsync({
        drawerId,
        change: (now) => {
          const open = now.session ?? session;
          const closing = buildClosing({
            session: open,
            currency,
            entries: sessionEntries(all, drawerId, open, closedAt),
            previous: now.closings ?? [],
            numbers: receiptNumbers(all),
            closedAt,
            closedBy: me.id,
            reason: reason.trim() || undefined,
          });
          return {
            status: 'closed',
            session: null,
            closings: [...(now.closings ?? []), closing],
            // What lists and older reports read of a drawer's last count.
            lastCount: {
              countedAt: closing.closedAt,
              countedBy: me.id,
              counted: Number(closing.counted[currency] ?? 0),
              expected: Number(closing.expected[currency] ?? 0),
              difference: Number(closing.difference[currency] ?? 0),
            },
          };
        },
      })
      // Awaited rather than `onSuccess`: the count leaves the page as the session closes.
      .then(() => current?.sessionId === session.id && setCurrentDrawer(null))
      .catch(() => undefined);
  };

  const money = formatMoney;
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
        <>
          <Text size="sm" c="dimmed">
            {t('count.hint')}
          </Text>
          {currencies.map((c) => (
            <Stack
              key={c}
              gap="xs"
              role="group"
              aria-label={t('count.inCurrency', { currency: c })}
            >
              {currencies.length > 1 && <Text fw={600}>{c}</Text>}
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {denominationsOf(c).map(({ value, kind }) => (
                  <NumberInput
                    key={value}
                    label={t(`count.${kind}`, { value: money(value, c) })}
                    min={0}
                    allowDecimal={false}
                    value={counts[c]?.[String(value)] ?? ''}
                    onChange={(n) =>
                      setCounts((all) => ({
                        ...all,
                        [c]: { ...all[c], [String(value)]: Number(n) || 0 },
                      }))
                    }
                  />
                ))}
              </SimpleGrid>
              <Text fw={600}>
                {t('count.counted', { amount: money(countedTotal(counts[c] ?? {}, c), c) })}
              </Text>
            </Stack>
          ))}
          <Text size="sm">{t('count.final')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onCounting(false)}>
              {t('count.cancel')}
            </Button>
            <Button onClick={submit} loading={write.isPending}>
              {t('count.submit')}
            </Button>
          </Group>
        </>
      )}
      {!counting && last && (
        <>
          {saved.length > 1 && (
            <Text size="sm">
              {t('count.earlier', {
                list: saved
                  .slice(0, -1)
                  .map(
                    (c) =>
                      Object.entries(countedOf(c))
                        .map(([cur, v]) => money(v, cur))
                        .join(' + ') + ` (${formatDateTime(c.countedAt)})`,
                  )
                  .join('; '),
              })}
            </Text>
          )}
          {read.isPending ? (
            <Text size="sm">{t('session.reading')}</Text>
          ) : (
            <table aria-label={t('count.result')}>
              <thead>
                <tr>
                  <th scope="col">{t('count.currency')}</th>
                  <th scope="col">{t('count.expected')}</th>
                  <th scope="col">{t('count.countedLabel')}</th>
                  <th scope="col">{t('count.difference')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.keys(difference).map((c) => (
                  <tr key={c}>
                    <th scope="row">{c}</th>
                    <td>{money(expected[c] ?? 0, c)}</td>
                    <td>{money(countedOf(last)[c] ?? 0, c)}</td>
                    <td>{money(difference[c] ?? 0, c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
