import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitsMinorUnits } from '@/api/money-checks';
import {
  payments,
  useStartPayment,
  useUpdatePayment,
  type Payment,
} from '@/api/resources/payments';
import { subtractMoney } from '@/domain/money';
import { formatMoney } from '@/i18n/format';
import { DeskNote, useDeskStamp } from './desk';
import { usePaymentMethodOptions } from './methods';
import '@mantine/core/styles/NumberInput.css';

/** What a refund may give back: a bill's paid amount, or a payment's own. */
export const refundable = (p: Payment) =>
  p.kind || p.status === 'refunded' || p.status === 'cancelled'
    ? 0
    : p.referenceTransactionId
      ? (p.paidAmount ?? p.amount ?? 0)
      : (p.paidAmount ?? 0);
export const cancellable = (p: Payment) =>
  !p.kind && !p.referenceTransactionId && p.status === 'pending' && !(p.paidAmount ?? 0);

/**
 * A refund or a cancellation is a transaction of its own (`kind`, our design), dated when made,
 * naming the transaction it undoes, its method and the desk's drawer; the transaction undone is
 * then marked refunded (when all of it went back) or cancelled. A past day's money taken stays.
 */
export function RefundOrCancel({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const max = refundable(payment);
  const mode = max > 0 ? 'refund' : cancellable(payment) ? 'cancellation' : undefined;
  const start = useStartPayment();
  const update = useUpdatePayment();
  const stamp = useDeskStamp();
  const methods = usePaymentMethodOptions('').options;
  const currency = payment.currency ?? '';
  const [amount, setAmount] = useState<string | number>(max);
  const [method, setMethod] = useState<string | null>(payment.method ?? null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [done, setDone] = useState<'refund' | 'cancellation'>();
  if (done) return <Text role="status">{t(`refund.${done}Done`)}</Text>;
  if (!mode) return null;

  const submit = async () => {
    const value = mode === 'refund' ? Number(amount) : (payment.amount ?? 0);
    const found = {
      ...(mode === 'refund' &&
        (!(value > 0) ||
          subtractMoney(max, value, currency) < 0 ||
          !fitsMinorUnits(value, currency)) && {
          amount: t('refund.amountRange', { amount: formatMoney(max, currency) }),
        }),
      ...(!reason.trim() && { reason: t('refund.reasonRequired') }),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    const id = payments.idOf(payment);
    await start.mutateAsync({
      // An insurer's own transaction has no patient: the empty field is left out (SPEC §5).
      customerId: payment.customerId ?? '',
      ...(payment.insuranceCompanyId && { insuranceCompanyId: payment.insuranceCompanyId }),
      referenceTransactionId: id,
      kind: mode,
      amount: value,
      paidAmount: mode === 'refund' ? value : 0,
      currency,
      method: method ?? payment.method ?? '',
      status: mode === 'refund' ? 'refunded' : 'cancelled',
      description: reason.trim(),
      ...stamp,
    });
    if (mode === 'cancellation' || subtractMoney(max, value, currency) === 0)
      await update.mutateAsync({
        id,
        values: { status: mode === 'refund' ? 'refunded' : 'cancelled' },
      });
    setDone(mode);
  };
  const error = start.error ?? update.error;

  return (
    <Card withBorder component="section" aria-label={t(`refund.${mode}Title`)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`refund.${mode}Title`)}
        </Title>
        <DeskNote />
        <Group align="flex-start">
          {mode === 'refund' && (
            <>
              <NumberInput
                label={t('refund.amount', { currency })}
                value={amount}
                onChange={setAmount}
                min={0}
                error={problems.amount}
              />
              <Select
                label={t('refund.method')}
                data={methods}
                value={method}
                onChange={setMethod}
              />
            </>
          )}
          <TextInput
            label={t('refund.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problems.reason}
            style={{ flex: 1 }}
          />
        </Group>
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => void submit().catch(() => undefined)}
            loading={start.isPending || update.isPending}
          >
            {t(`refund.${mode}Submit`)}
          </Button>
        </Group>
        {error && <Text role="alert">{error.message}</Text>}
      </Stack>
    </Card>
  );
}
