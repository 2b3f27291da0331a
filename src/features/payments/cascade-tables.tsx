import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CascadeLine } from '@/api/resources/payments';
import type { CascadePreview, OpenBill } from '@/domain/money';
import { formatDate, formatMoney } from '@/i18n/format';
import '@mantine/core/styles/Table.css';
import { enumText } from '@/i18n/enum-text';

/** What the server settled: as its answer said, or as its bills read afterwards say. */
export interface CascadeAnswer {
  lines: CascadeLine[];
  remaining?: number;
  currency?: string;
  source: 'answer' | 'bills';
}

const BillLink = ({ id, label }: { id: string; label: string }) => (
  <Anchor
    renderRoot={(props) => <Link {...props} to="/payments/$paymentId" params={{ paymentId: id }} />}
  >
    {label}
  </Anchor>
);

/** Which bills the amount would settle, oldest first, and what each would have left. */
export function PreviewTable(props: {
  preview: CascadePreview;
  bills: OpenBill[];
  currency: string;
}) {
  const { t } = useTranslation('billing');
  const { preview, bills, currency } = props;
  const dated = new Map(bills.map((b) => [b.id, b.createdAt]));
  return (
    <Table aria-label={t('cascade.previewTable')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cascade.bill')}</Table.Th>
          <Table.Th ta="end">{t('cascade.owed')}</Table.Th>
          <Table.Th ta="end">{t('cascade.applied')}</Table.Th>
          <Table.Th ta="end">{t('cascade.left')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <BillLink id={line.id} label={formatDate(dated.get(line.id))} />
            </Table.Td>
            <Table.Td ta="end">{formatMoney(line.owed, line.currency)}</Table.Td>
            <Table.Td ta="end">{formatMoney(line.applied, currency)}</Table.Td>
            <Table.Td ta="end">{formatMoney(line.left, line.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the server did: the bills it paid, by how much, and what it did not use. */
export function AnswerTable({ answer, bills }: { answer: CascadeAnswer; bills: OpenBill[] }) {
  const { t } = useTranslation('billing');
  const dated = new Map(bills.map((b) => [b.id, b.createdAt]));
  return (
    <>
      <Text size="sm">
        {t(answer.source === 'answer' ? 'cascade.fromAnswer' : 'cascade.fromBills')}
      </Text>
      <Table aria-label={t('cascade.answerTable')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cascade.bill')}</Table.Th>
            <Table.Th ta="end">{t('cascade.applied')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.lines.map((line) => (
            <Table.Tr key={line.transactionId}>
              <Table.Td>
                <BillLink
                  id={line.transactionId}
                  label={formatDate(dated.get(line.transactionId)) || line.transactionId}
                />
              </Table.Td>
              <Table.Td ta="end">{formatMoney(line.amount, line.currency)}</Table.Td>
              <Table.Td>
                {line.status ? enumText('areas:enums.paymentStatus', line.status) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {answer.lines.length === 0 && <Text>{t('cascade.noneSeen')}</Text>}
      {!!answer.remaining && answer.currency && (
        <Text>
          {t('cascade.unused', { amount: formatMoney(answer.remaining, answer.currency) })}
        </Text>
      )}
    </>
  );
}
