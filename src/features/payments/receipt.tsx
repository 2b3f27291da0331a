import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payments, usePayment, type Payment } from '@/api/resources/payments';
import { CLINIC_NAME } from '@/config/settings';
import { remainingOf } from '@/domain/money';
import { amountInWords } from '@/domain/money/words';
import { ReferenceName } from '@/components/references/reference-name';
import { usePatientName } from '@/components/references/references';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { useMethodName } from './methods';
import { changeDue } from './desk';
import { useReceiptDesk } from './receipt-desk';
import { localDay } from './receipt-numbers';
import { useStaffName } from './staff-name';
import classes from './receipt.module.css';
import '@mantine/core/styles/SegmentedControl.css';

type Paper = 'a4' | 'thermal';
/** The page size the printer is asked for follows the paper chosen on screen. */
const PAGE = { a4: 'A4; margin: 15mm', thermal: '80mm auto; margin: 4mm' } as const;

/** A printable receipt of one transaction and the payments made on it. */
export function Receipt({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('billing');
  const [paper, setPaper] = useState<Paper>('a4');
  const payment = usePayment(paymentId).data;
  const paid = useQuery({
    ...payments.queries.all({ referenceTransactionId: paymentId }),
    enabled: !!payment,
  });
  if (!payment) return null;

  return (
    <Stack gap="md">
      <style>{`@page { size: ${PAGE[paper]}; }`}</style>
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('receipt.paper')}
          value={paper}
          onChange={(value) => setPaper(value as Paper)}
          data={[
            { value: 'a4', label: t('receipt.a4') },
            { value: 'thermal', label: t('receipt.thermal') },
          ]}
        />
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </Group>
      <ReceiptSheet payment={payment} lines={paid.data ?? []} paper={paper} />
    </Stack>
  );
}

function ReceiptSheet(props: { payment: Payment; lines: Payment[]; paper: Paper }) {
  const { t, i18n } = useTranslation('billing');
  const { payment: p, lines, paper } = props;
  const patient = usePatientName(p.customerId);
  const desk = useReceiptDesk(p, lines);
  const nameOf = useStaffName();
  const method = useMethodName(p.method);
  const money = (n: number | undefined) => formatMoney(n ?? 0, p.currency);
  const row = (label: string, value: React.ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      <td className={classes.amount}>{value}</td>
    </tr>
  );
  return (
    <article className={classes.receipt} data-paper={paper} aria-label={t('receipt.title')}>
      <Title order={1} size="h3">
        {CLINIC_NAME || t('common:appName')}
      </Title>
      <p style={{ margin: '0 0 0.5em' }}>
        {t(p.kind === 'refund' ? 'receipt.refundTitle' : 'receipt.title')} · {payments.idOf(p)} ·{' '}
        {formatDateTime(p.createdAt)}
      </p>
      {desk.number !== undefined && (
        <p style={{ margin: '0 0 0.5em' }}>
          {t('receipt.number', {
            number: desk.number,
            drawer: desk.drawerName,
            day: localDay(p.createdAt ?? ''),
          })}
        </p>
      )}
      <table className={classes.lines}>
        <tbody>
          {row(t('fields.customerId'), patient ?? p.customerId)}
          {p.insuranceCompanyId &&
            row(
              t('fields.insuranceCompanyId'),
              <ReferenceName list="insurers" id={p.insuranceCompanyId} />,
            )}
          {row(p.description || t('receipt.line'), money(p.amount))}
          {lines.map((line) =>
            row(
              t('receipt.paidOn', { date: formatDateTime(line.createdAt) }),
              formatMoney(line.amount, line.currency),
            ),
          )}
          {row(t('fields.paid'), money(p.paidAmount))}
          {row(t('fields.remaining'), money(remainingOf(p)))}
          {row(t('fields.method'), method)}
          {row(
            t(p.kind === 'refund' ? 'receipt.refunded' : 'receipt.received'),
            money(desk.received),
          )}
          {p.tendered !== undefined && row(t('receipt.tendered'), money(p.tendered))}
          {p.tendered !== undefined &&
            row(t('receipt.change'), money(changeDue(p.tendered, desk.received, p.currency ?? '')))}
          {desk.drawerName && row(t('receipt.drawer'), desk.drawerName)}
          {row(t('receipt.cashier'), p.takenBy ? nameOf(p.takenBy) : t('receipt.notNamed'))}
        </tbody>
      </table>
      <p style={{ marginBottom: 0 }}>
        {t('receipt.inWords', {
          words: amountInWords(desk.received, p.currency ?? '', i18n.resolvedLanguage ?? 'en'),
        })}
      </p>
    </article>
  );
}
