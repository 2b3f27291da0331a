import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInsurance } from '@/api/resources/insurance';
import type { Payment } from '@/api/resources/payments';
import { insurerShare, paidShares } from '@/domain/money';
import { formatMoney, numberFormat } from '@/i18n/format';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';

/**
 * A bill for an insured patient split into the insurer's part and the patient's, at the insurer's
 * coverage (`coveragePercent`), with what has been paid on each: the parts add up to the bill to
 * the minor unit (`insurerShare`), and what was paid goes to the patient's part first
 * (`paidShares`), as the statements count it. Shown for a bill that names an insurer; a payment
 * made on a bill (one with `referenceTransactionId`) has no parts of its own.
 */
export function InsurerShare({ bill }: { bill: Payment }) {
  const { t } = useTranslation('billing');
  const insurerId = bill.referenceTransactionId ? undefined : bill.insuranceCompanyId;
  const insurer = useInsurance(insurerId);
  if (!insurerId || !insurer.data) return null;
  const percent = insurer.data.coveragePercent;
  const label = t('insurerShare.title');
  if (typeof percent !== 'number' || !Number.isFinite(percent))
    return (
      <Card withBorder component="section" aria-label={label}>
        <Text size="sm">{t('insurerShare.noCoverage')}</Text>
      </Card>
    );
  const currency = bill.currency ?? '';
  const shares = insurerShare(bill.amount ?? 0, currency, percent);
  const paid = paidShares(shares, bill.paidAmount ?? 0, currency);
  const part = (who: 'insurer' | 'patient', share: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {t(`insurerShare.${who}`)}
      </Text>
      <Text size="sm" fw={600}>
        {formatMoney(share, currency)}
      </Text>
      <Text size="xs">
        {t('insurerShare.paid', { amount: formatMoney(paid[who].paid, currency) })} ·{' '}
        {t('insurerShare.remaining', { amount: formatMoney(paid[who].remaining, currency) })}
      </Text>
    </div>
  );
  return (
    <Card withBorder component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="xs" c="dimmed">
            {t('insurerShare.coverage')}
          </Text>
          <Text size="sm" fw={600}>
            {numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(
              shares.percent / 100,
            )}
          </Text>
        </div>
        {part('insurer', shares.insurer)}
        {part('patient', shares.patient)}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('insurerShare.rule')}
      </Text>
    </Card>
  );
}
