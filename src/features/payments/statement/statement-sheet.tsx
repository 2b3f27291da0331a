import { Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CLINIC_NAME } from '@/config/settings';
import type { Money } from '@/domain/money';
import { formatCalendarDate, formatDateTime, formatMoney } from '@/i18n/format';
import type { Period } from '../day/report';
import { SheetTable } from '../sheet-table';
import classes from '../sheet.module.css';
import type { StatementOf } from './read';
import { ServerBalance } from './server-balance';
import type { Statement } from './statement';

const moneyList = (list: readonly Money[]) =>
  list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(' · ') : '—';

type Line = Statement['lines'][number];

/** The statement as printed: opening, every line with its running balance, closing. */
export function StatementSheet(props: {
  statement: Statement;
  whole: Statement;
  of: StatementOf;
  name: string | undefined;
  period: Period;
}) {
  const { t } = useTranslation('billing');
  const { statement, of, period } = props;
  const shareText = ({ part, percent }: NonNullable<Line['share']>) =>
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
      <SheetTable
        label={t('statement.lines')}
        rows={statement.lines}
        rowKey={(line, i) => `${line.kind}-${line.id}-${i}`}
        columns={[
          { header: t('statement.date'), cell: (line: Line) => formatDateTime(line.at) },
          {
            header: t('statement.entry'),
            cell: (line) => (
              <>
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
              </>
            ),
          },
          {
            header: t('statement.amount'),
            number: true,
            cell: (line) => formatMoney(line.money.amount, line.money.currency),
          },
          {
            header: t('statement.change'),
            number: true,
            cell: (line) => formatMoney(line.change, line.currency),
          },
          {
            header: t('statement.balance'),
            number: true,
            cell: (line) => formatMoney(line.balance, line.currency),
          },
        ]}
      />
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
