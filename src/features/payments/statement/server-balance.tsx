import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePatientBalance } from '@/api/resources/payments';
import { formatMoney } from '@/i18n/format';
import type { Period } from '../day/report';
import { useExchangeRates } from '../money/base-currency';
import { compareWithServer, type Statement } from './statement';

const isoDay = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The statement against the server's `balance` figure: agrees, or where and by how much not. */
export function ServerBalance(props: {
  customerId: string;
  statement: Statement;
  whole: Statement;
  period: Period;
}) {
  const { t } = useTranslation('billing');
  const balance = usePatientBalance(props.customerId);
  const rates = useExchangeRates();
  if (!balance.data || !rates.data) return null;
  if (props.period.to < isoDay(new Date()))
    return <Text size="sm">{t('statement.serverLater')}</Text>;
  const own = compareWithServer(props.statement.closing, balance.data, rates.data);
  // A server's balance that counts what insurers owe agrees with the whole bills instead.
  const whole = compareWithServer(props.whole.closing, balance.data, rates.data);
  const withInsurers = own.status !== 'agrees' && whole.status === 'agrees';
  const agreement = withInsurers ? whole : own;
  return (
    <Text size="sm" role="status">
      {withInsurers && agreement.status === 'agrees'
        ? t('statement.agreesWithInsurers', {
            amount: formatMoney(agreement.server.amount, agreement.server.currency),
          })
        : agreement.status === 'agrees'
          ? t('statement.agrees', {
              amount: formatMoney(agreement.server.amount, agreement.server.currency),
            })
          : agreement.status === 'differs'
            ? t('statement.differs', {
                server: formatMoney(agreement.server.amount, agreement.server.currency),
                ours: formatMoney(agreement.ours, agreement.server.currency),
                difference: formatMoney(agreement.difference, agreement.server.currency),
              })
            : t(`statement.unknown.${agreement.reason}`)}
    </Text>
  );
}
