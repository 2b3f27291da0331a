import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePatientBalance } from '@/api/resources/payments';
import { formatMoney } from '@/i18n/format';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';

/**
 * A patient's balance as the server computes it (`balance?customerId=`). Payments refetch it,
 * so it follows every payment taken beside it. A server may answer the balance alone, or without
 * its currency (docs/contract.md): what it leaves out is said, never made up.
 */
export function BalanceCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation('areas');
  const balance = usePatientBalance(customerId);
  if (balance.error) return <Text role="alert">{balance.error.message}</Text>;
  const data = balance.data;
  return (
    <Card withBorder aria-label={t('patients.balance.title')} component="section">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['balance', 'totalDue', 'totalPaid'] as const).map((key) => (
          <div key={key} role="group" aria-label={t(`patients.balance.${key}`)}>
            <Text size="xs" c="dimmed" aria-hidden>
              {t(`patients.balance.${key}`)}
            </Text>
            <Text fw={600} aria-live="polite">
              {!data
                ? '…'
                : data[key] === undefined
                  ? t('patients.balance.notGiven')
                  : formatMoney(data[key], data.currency)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {data && data.balance !== undefined && !data.currency && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('patients.balance.noCurrency')}
        </Text>
      )}
    </Card>
  );
}
