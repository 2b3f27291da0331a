import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawers, useUpdateDrawer, type Drawer } from '@/api/resources/drawers';
import { useAuth } from '@/app/auth/auth-context';
import { countDifference, countedTotal, denominationsOf, type Counts } from '@/domain/money';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { drawerBalance } from './balance';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/NumberInput.css';

/**
 * Closing a drawer with a blind count: the cashier counts notes and coins without seeing what
 * the drawer should hold; only then expected, counted and the difference are shown, and saved
 * on the drawer (`lastCount`) as it closes.
 */
export type CountStep = 'idle' | 'count' | 'review';

export function BlindCount(props: {
  drawer: Drawer;
  step: CountStep;
  onStep: (step: CountStep) => void;
}) {
  const { drawer, step, onStep: setStep } = props;
  const { t } = useTranslation('billing');
  const { session } = useAuth();
  const update = useUpdateDrawer();
  const [counts, setCounts] = useState<Counts>({});
  const currency = drawer.currency ?? '';
  const money = (n: number) => formatMoney(n, currency);
  const counted = countedTotal(counts, currency);
  const expected = drawerBalance(drawer);
  const difference = countDifference(counted, expected, currency);

  const save = () =>
    update.mutate(
      {
        id: drawers.idOf(drawer),
        values: {
          status: 'closed',
          lastCount: {
            countedAt: new Date().toISOString(),
            countedBy: session?.user.id,
            counted,
            expected,
            difference,
            denominations: counts,
          },
        },
      },
      { onSuccess: () => setStep('idle') },
    );

  return (
    <Card withBorder component="section" aria-label={t('count.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('count.title')}
        </Title>
        {step === 'idle' && (
          <Group>
            <Button
              onClick={() => {
                setCounts({});
                setStep('count');
              }}
            >
              {t('count.start')}
            </Button>
          </Group>
        )}
        {step === 'count' && (
          <>
            <Text size="sm" c="dimmed">
              {t('count.hint')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {denominationsOf(currency).map(({ value, kind }) => (
                <NumberInput
                  key={value}
                  label={t(`count.${kind}`, { value: money(value) })}
                  min={0}
                  allowDecimal={false}
                  value={counts[String(value)] ?? ''}
                  onChange={(n) => setCounts((c) => ({ ...c, [String(value)]: Number(n) || 0 }))}
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Text fw={600}>{t('count.counted', { amount: money(counted) })}</Text>
              <Button onClick={() => setStep('review')}>{t('count.finish')}</Button>
            </Group>
          </>
        )}
        {step === 'review' && (
          <>
            <SimpleGrid cols={3} role="group" aria-label={t('count.result')}>
              <Figure label={t('count.expected')} value={money(expected)} />
              <Figure label={t('count.countedLabel')} value={money(counted)} />
              <Figure label={t('count.difference')} value={money(difference)} />
            </SimpleGrid>
            {update.error && <Text role="alert">{update.error.message}</Text>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('count')}>
                {t('count.back')}
              </Button>
              <Button onClick={save} loading={update.isPending}>
                {t('count.save')}
              </Button>
            </Group>
          </>
        )}
        {drawer.lastCount && step === 'idle' && (
          <Text size="sm" role="status">
            {t('count.last', {
              date: formatDateTime(drawer.lastCount.countedAt),
              counted: money(drawer.lastCount.counted),
              expected: money(drawer.lastCount.expected),
              difference: money(drawer.lastCount.difference),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700}>{value}</Text>
  </div>
);
