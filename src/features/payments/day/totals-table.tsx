import { useTranslation } from 'react-i18next';
import type { BaseTotal } from '@/domain/money';
import { formatCalendarDate, formatMoney, numberFormat } from '@/i18n/format';
import { SheetTable } from '../sheet-table';
import classes from '../sheet.module.css';
import type { DayReport } from './report';

type Part = BaseTotal['parts'][number];

/** Money taken per currency as taken, then in the base currency with the rate each used. */
export function TotalsTable({ report, base }: { report: DayReport; base: string }) {
  const { t } = useTranslation('billing');
  const rateFormat = numberFormat({ maximumSignificantDigits: 6 });
  return (
    <SheetTable
      label={t('day.totals')}
      rows={report.inBase.parts}
      rowKey={(p) => p.money.currency}
      columns={[
        { header: t('fields.currency'), cell: (p: Part) => p.money.currency },
        {
          header: t('day.asTaken'),
          number: true,
          cell: (p) => formatMoney(p.money.amount, p.money.currency),
        },
        {
          header: t('day.inBase', { base }),
          number: true,
          cell: ({ conversion }) =>
            conversion.status === 'missing'
              ? t('day.noRate')
              : formatMoney(conversion.amount, base),
        },
        {
          header: t('day.rate'),
          cell: ({ money, conversion }) =>
            conversion.status === 'converted'
              ? t('day.rateUsed', {
                  rate: rateFormat.format(conversion.rate),
                  from: money.currency,
                  to: base,
                  date: formatCalendarDate(conversion.date),
                })
              : '',
        },
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={2}>
            {t('day.total')}
          </th>
          <td className={classes.number}>
            <strong>{formatMoney(report.inBase.amount, base)}</strong>
          </td>
          <td>
            {report.inBase.missing.length > 0 &&
              t('day.leftOut', { currencies: report.inBase.missing.join(', ') })}
          </td>
        </tr>
      }
    />
  );
}
