import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import type { FetchAllOptions, FetchAllProgress } from '@/api/resource/fetch-all';
import { payments, usePatientBalance, type Payment } from '@/api/resources/payments';
import { readAllTransactions } from '../read-all';
import { CLINIC_NAME } from '@/config/settings';
import type { Money } from '@/domain/money';
import { formatCalendarDate, formatDateTime, formatMoney } from '@/i18n/format';
import { useExchangeRates } from '../money/base-currency';
import { PeriodToolbar, usePeriod } from '../period-toolbar';
import classes from '../sheet.module.css';
import { buildStatement, compareWithServer, type Statement } from './statement';
import type { Period } from '../day/report';

const isoDay = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export type StatementOf = { customerId: string } | { insuranceCompanyId: string };

/**
 * The statement of a patient or an insurer: their transactions read whole (the contract's
 * `customerId` / `insuranceCompanyId` filter), for a chosen period (default: this year so far).
 */
export function StatementScreen({ of, name }: { of: StatementOf; name: string | undefined }) {
  const { t } = useTranslation('billing');
  const [period, setDay] = usePeriod(() => {
    const now = new Date();
    return { from: `${now.getFullYear()}-01-01`, to: isoDay(now) };
  });
  const [progress, setProgress] = useState<FetchAllProgress>();
  const read = useQuery({
    queryKey: [payments.name, 'all', { ...of, statement: true }],
    queryFn: ({ signal }) => readTransactions(of, { signal, onProgress: setProgress }),
    staleTime: 30_000,
  });
  const rates = useExchangeRates();
  const statement = useMemo(
    () =>
      read.data && (rates.data || rates.error)
        ? buildStatement(read.data.rows, rates.data ?? [], period)
        : undefined,
    [read.data, rates.data, rates.error, period],
  );
  return (
    <Stack gap="md">
      <PeriodToolbar
        period={period}
        setDay={setDay}
        onCsv={statement ? () => void statementCsv(statement, period, t) : undefined}
      />
      {read.isPending && (
        <Text size="sm" role="status">
          {t('statement.reading')} {progress?.loaded ?? 0}
          {progress?.total ? ` / ${progress.total}` : ''}
        </Text>
      )}
      {read.data?.unfiltered && (
        <Alert className={classes.noPrint} color="blue">
          {t('statement.unfiltered')}
        </Alert>
      )}
      {read.error && (
        <Alert color="red" role="alert">
          {read.error.message}
        </Alert>
      )}
      {statement && <StatementSheet statement={statement} of={of} name={name} period={period} />}
    </Stack>
  );
}

/**
 * The payer's transactions by the contract's filter, in wide pages (`read-all.ts`). A server that
 * ignores it (its rows show it) makes a fetch-all stop; the statement then reads every
 * transaction and keeps the payer's, and says so.
 */
async function readTransactions(of: StatementOf, options: FetchAllOptions) {
  const mine = (p: Payment) =>
    'customerId' in of
      ? p.customerId === of.customerId
      : p.insuranceCompanyId === of.insuranceCompanyId;
  try {
    return { rows: await readAllTransactions(of, options), unfiltered: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'contract')) throw error;
    const every = await readAllTransactions({}, options);
    return { rows: every.filter(mine), unfiltered: true };
  }
}

const moneyList = (list: readonly Money[]) =>
  list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(' · ') : '—';

function StatementSheet(props: {
  statement: Statement;
  of: StatementOf;
  name: string | undefined;
  period: Period;
}) {
  const { t } = useTranslation('billing');
  const { statement, of, period } = props;
  return (
    <article className={classes.sheet} aria-label={t('statement.title')}>
      <Title order={1} size="h3">
        {CLINIC_NAME || t('common:appName')}
      </Title>
      <Text>
        {t('statement.heading', {
          from: formatCalendarDate(period.from),
          to: formatCalendarDate(period.to),
        })}
      </Text>
      <Text fw={600} mb="sm">
        <bdi>{props.name ?? ''}</bdi>
      </Text>
      <Text>
        {t('statement.opening')}: {moneyList(statement.opening)}
      </Text>
      <table className={classes.table} aria-label={t('statement.lines')}>
        <thead>
          <tr>
            <th scope="col">{t('statement.date')}</th>
            <th scope="col">{t('statement.entry')}</th>
            <th scope="col" className={classes.number}>
              {t('statement.amount')}
            </th>
            <th scope="col" className={classes.number}>
              {t('statement.change')}
            </th>
            <th scope="col" className={classes.number}>
              {t('statement.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, i) => (
            <tr key={`${line.kind}-${line.id}-${i}`}>
              <td>{formatDateTime(line.at)}</td>
              <td>
                {t(`statement.kinds.${line.kind}`)} ·{' '}
                <Link to="/payments/$paymentId" params={{ paymentId: line.id }}>
                  {line.id}
                </Link>
                {line.description && (
                  <>
                    {' '}
                    · <bdi>{line.description}</bdi>
                  </>
                )}
              </td>
              <td className={classes.number}>
                {formatMoney(line.money.amount, line.money.currency)}
              </td>
              <td className={classes.number}>{formatMoney(line.change, line.currency)}</td>
              <td className={classes.number}>{formatMoney(line.balance, line.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text fw={700}>
        {t('statement.closing')}: {moneyList(statement.closing)}
      </Text>
      {statement.unconverted.length > 0 && (
        <Text size="sm" c="red.9">
          {t('statement.unconverted', { pairs: statement.unconverted.join(', ') })}
        </Text>
      )}
      {'customerId' in of && (
        <ServerBalance customerId={of.customerId} statement={statement} period={period} />
      )}
    </article>
  );
}

/** The statement against the server's `balance` figure: agrees, or where and by how much not. */
function ServerBalance(props: { customerId: string; statement: Statement; period: Period }) {
  const { t } = useTranslation('billing');
  const balance = usePatientBalance(props.customerId);
  const rates = useExchangeRates();
  if (!balance.data || !rates.data) return null;
  if (props.period.to < isoDay(new Date()))
    return <Text size="sm">{t('statement.serverLater')}</Text>;
  const agreement = compareWithServer(props.statement.closing, balance.data, rates.data);
  return (
    <Text size="sm" role="status">
      {agreement.status === 'agrees'
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

async function statementCsv(
  statement: Statement,
  period: Period,
  t: ReturnType<typeof useTranslation>['t'],
) {
  const { toCsv, download } = await import('@/components/data-table/csv');
  type Row = Statement['lines'][number];
  const col = (id: string, header: string, csv: (row: Row) => string | number) => ({
    id,
    header,
    cell: () => null,
    csv,
  });
  const columns = [
    col('at', t('statement.date'), (r) => r.at),
    col('kind', t('statement.entry'), (r) => t(`statement.kinds.${r.kind}`)),
    col('id', 'id', (r) => r.id),
    col('amount', t('statement.amount'), (r) => r.money.amount),
    col('amountCurrency', t('fields.currency'), (r) => r.money.currency),
    col('change', t('statement.change'), (r) => r.change),
    col('balance', t('statement.balance'), (r) => r.balance),
    col('currency', t('fields.currency'), (r) => r.currency),
  ];
  download(await toCsv(columns, statement.lines), `statement-${period.from}_${period.to}.csv`);
}
