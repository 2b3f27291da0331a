import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchAllProgress } from '@/api/resource/fetch-all';
import { insurance, useAllInsurance } from '@/api/resources/insurance';
import { payments } from '@/api/resources/payments';
import { CLINIC_NAME } from '@/config/settings';
import type { Money } from '@/domain/money';
import { formatCalendarDate, formatDateTime, formatMoney } from '@/i18n/format';
import { useExchangeRates } from '../money/base-currency';
import { PeriodToolbar, usePeriod } from '../period-toolbar';
import classes from '../sheet.module.css';
import { buildStatement, type Statement } from './statement';
import { ServerBalance } from './server-balance';
import { readStatementTransactions, type StatementOf } from './read';
import type { Period } from '../day/report';

const isoDay = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export type { StatementOf } from './read';

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
    queryFn: ({ signal }) => readStatementTransactions(of, { signal, onProgress: setProgress }),
    staleTime: 30_000,
  });
  const rates = useExchangeRates();
  const insurers = useAllInsurance();
  const statements = useMemo(() => {
    if (!read.data || !(rates.data || rates.error) || insurers.isPending) return undefined;
    const coverage = new Map(
      (insurers.data ?? []).map((i) => [insurance.idOf(i), i.coveragePercent]),
    );
    const part = 'customerId' in of ? 'patient' : 'insurer';
    const build = (split: boolean) =>
      buildStatement(read.data.rows, rates.data ?? [], period, {
        ...(split && { part, coverageOf: (id: string) => coverage.get(id) }),
      });
    // The whole bills too: a server's balance may count what insurers owe (docs/contract.md).
    return { own: build(true), whole: build(false) };
  }, [read.data, rates.data, rates.error, insurers.data, insurers.isPending, period, of]);
  const statement = statements?.own;
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
      {!!read.data?.foundByBill && (
        <Alert className={classes.noPrint} color="blue">
          {t('statement.foundByBill', { n: read.data.foundByBill })}
        </Alert>
      )}
      {read.error && (
        <Alert color="red" role="alert">
          {read.error.message}
        </Alert>
      )}
      {statements && (
        <StatementSheet
          statement={statements.own}
          whole={statements.whole}
          of={of}
          name={name}
          period={period}
        />
      )}
    </Stack>
  );
}

const moneyList = (list: readonly Money[]) =>
  list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(' · ') : '—';

function StatementSheet(props: {
  statement: Statement;
  whole: Statement;
  of: StatementOf;
  name: string | undefined;
  period: Period;
}) {
  const { t } = useTranslation('billing');
  const { statement, of, period } = props;
  const shareText = ({ part, percent }: NonNullable<Statement['lines'][number]['share']>) =>
    t(`statement.share.${part}`, { percent: part === 'patient' ? 100 - percent : percent });
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
                {t(`statement.kinds.${line.kind}`)}
                {line.share && <> ({shareText(line.share)})</>} ·{' '}
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
        <ServerBalance
          customerId={of.customerId}
          statement={statement}
          whole={props.whole}
          period={period}
        />
      )}
    </article>
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
