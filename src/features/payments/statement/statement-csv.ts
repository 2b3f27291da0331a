import type { useTranslation } from 'react-i18next';
import type { Period } from '../day/report';
import type { Statement } from './statement';

/** The statement's lines as CSV, one column a figure, the library loaded on the first export. */
export async function statementCsv(
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
