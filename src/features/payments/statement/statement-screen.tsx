import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchAllProgress } from '@/api/resource/fetch-all';
import { insurance, useAllInsurance } from '@/api/resources/insurance';
import { payments } from '@/api/resources/payments';
import { useExchangeRates } from '../money/base-currency';
import { PeriodToolbar, usePeriod } from '../period-toolbar';
import classes from '../sheet.module.css';
import { buildStatement } from './statement';
import { StatementSheet } from './statement-sheet';
import { statementCsv } from './statement-csv';
import { readStatementTransactions, type StatementOf } from './read';

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
