import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countedTotal, denominationsOf, type Counts } from '@/domain/money';
import { formatMoney } from '@/i18n/format';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/NumberInput.css';

/**
 * The blind count's form: how many of each note and coin, per currency the session handled,
 * with the total counted so far and nothing of what the drawer should hold.
 */
export function CountForm(props: {
  currencies: readonly string[];
  counts: Record<string, Counts>;
  onCounts: (change: (all: Record<string, Counts>) => Record<string, Counts>) => void;
  onCancel: () => void;
  onSubmit: () => void;
  saving: boolean;
}) {
  const { currencies, counts } = props;
  const { t } = useTranslation('billing');
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('count.hint')}
      </Text>
      {currencies.map((c) => (
        <Stack key={c} gap="xs" role="group" aria-label={t('count.inCurrency', { currency: c })}>
          {currencies.length > 1 && <Text fw={600}>{c}</Text>}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {denominationsOf(c).map(({ value, kind }) => (
              <NumberInput
                key={value}
                label={t(`count.${kind}`, { value: formatMoney(value, c) })}
                min={0}
                allowDecimal={false}
                value={counts[c]?.[String(value)] ?? ''}
                onChange={(n) =>
                  props.onCounts((all) => ({
                    ...all,
                    [c]: { ...all[c], [String(value)]: Number(n) || 0 },
                  }))
                }
              />
            ))}
          </SimpleGrid>
          <Text fw={600}>
            {t('count.counted', { amount: formatMoney(countedTotal(counts[c] ?? {}, c), c) })}
          </Text>
        </Stack>
      ))}
      <Text size="sm">{t('count.final')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('count.cancel')}
        </Button>
        <Button onClick={props.onSubmit} loading={props.saving}>
          {t('count.submit')}
        </Button>
      </Group>
    </>
  );
}
