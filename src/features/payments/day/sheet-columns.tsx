import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { MethodName } from '../methods';
import { useStaffName } from '../staff-name';
import type { SheetColumn } from '../sheet-table';
import classes from '../sheet.module.css';
import type { ClosedLine, DayReport, DrawerLine, ReportLine, UnclassifiedLine } from './report';

/** Transactions a line counts, each a link to its page. */
function Transactions({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('billing');
  return (
    <details>
      <summary>{t('day.count', { count: ids.length })}</summary>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {ids.map((id) => (
          <li key={id}>
            <Link to="/payments/$paymentId" params={{ paymentId: id }}>
              {id}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What the lines of money taken, closed and not classified share: one column each, one way. */
type Line = ReportLine | ClosedLine | UnclassifiedLine;
export function useLineColumns(report: DayReport) {
  const { t } = useTranslation('billing');
  const drawerName = (id: string) => (id ? report.names[id] || id : t('day.noDrawer'));
  return {
    drawer: { header: t('day.drawer'), cell: (l: Line) => <bdi>{drawerName(l.drawerId)}</bdi> },
    currency: { header: t('fields.currency'), cell: (l: Line) => l.currency },
    method: { header: t('fields.method'), cell: (l: Line) => <MethodName code={l.method} /> },
    transactions: {
      header: t('day.transactions'),
      cell: (l: Line) => <Transactions ids={l.ids} />,
    },
    amount: {
      header: t('fields.amount'),
      number: true,
      cell: (l: Line) => formatMoney(l.amount, l.currency),
    },
  } satisfies Record<string, SheetColumn<Line>>;
}

/** A drawer's count: expected, counted, the difference said short or over, who and why. */
export function useCountColumns(): SheetColumn<DrawerLine>[] {
  const { t } = useTranslation('billing');
  const staffName = useStaffName();
  return [
    {
      header: t('day.drawer'),
      cell: (d) => (
        <>
          <Link to="/drawers/$drawerId" params={{ drawerId: d.drawerId }}>
            <bdi>{d.name}</bdi>
          </Link>
          {d.number !== undefined && ` · ${t('closing.z', { number: d.number })}`}
        </>
      ),
    },
    { header: t('count.expected'), number: true, cell: (d) => formatMoney(d.expected, d.currency) },
    { header: t('day.counted'), number: true, cell: (d) => formatMoney(d.counted, d.currency) },
    {
      header: t('day.difference'),
      number: true,
      cellClass: (d) => (d.difference < 0 ? classes.short : undefined),
      cell: (d) =>
        formatMoney(d.difference, d.currency) +
        (d.difference < 0 ? ` (${t('day.short')})` : d.difference > 0 ? ` (${t('day.over')})` : ''),
    },
    {
      header: t('day.countedBy'),
      cell: (d) => (
        <>
          <bdi>{staffName(d.countedBy)}</bdi> · {formatDateTime(d.countedAt)}
        </>
      ),
    },
    { header: t('closing.reason'), cell: (d) => d.reason ?? '' },
  ];
}
