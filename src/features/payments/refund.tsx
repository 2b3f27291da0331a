import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  payments,
  useStartPayment,
  useUpdatePayment,
  type Payment,
} from '@/api/resources/payments';
import { subtractMoney } from '@/domain/money';
import { formatMoney } from '@/i18n/format';
import { AmountField, ReasonField, amountProblem, useAmountReason } from './amount-reason';
import { DeskNote, useDeskStamp } from './desk';
import { usePaymentMethodOptions } from './methods';
import { refundable, undoBody, undoModeOf, type UndoMode } from './refund-rules';

/**
 * A refund or a cancellation is a transaction of its own (`kind`, our design), dated when made,
 * naming the transaction it undoes, its method and the desk's drawer; the transaction undone is
 * then marked refunded (when all of it went back) or cancelled. A past day's money taken stays.
 */
export function RefundOrCancel({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const max = refundable(payment);
  const mode = undoModeOf(payment);
  const start = useStartPayment();
  const update = useUpdatePayment();
  const stamp = useDeskStamp();
  const methods = usePaymentMethodOptions('').options;
  const currency = payment.currency ?? '';
  const entry = useAmountReason(max);
  const [method, setMethod] = useState<string | null>(payment.method ?? null);
  const [done, setDone] = useState<UndoMode>();
  if (done) return <Text role="status">{t(`refund.${done}Done`)}</Text>;
  if (!mode) return null;

  const submit = async () => {
    const amount = mode === 'refund' ? Number(entry.amount) : (payment.amount ?? 0);
    const ok = entry.check({
      ...(mode === 'refund' &&
        amountProblem(entry.amount, currency, max) && {
          amount: t('refund.amountRange', { amount: formatMoney(max, currency) }),
        }),
      ...entry.reasonProblem(t('refund.reasonRequired')),
    });
    if (!ok) return;
    const id = payments.idOf(payment);
    await start.mutateAsync(
      undoBody(
        payment,
        { mode, id, amount, method: method ?? payment.method ?? '', reason: entry.reason.trim() },
        stamp,
      ),
    );
    if (mode === 'cancellation' || subtractMoney(max, amount, currency) === 0)
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
              <AmountField entry={entry} label={t('refund.amount', { currency })} />
              <Select
                label={t('refund.method')}
                data={methods}
                value={method}
                onChange={setMethod}
              />
            </>
          )}
          <ReasonField entry={entry} label={t('refund.reason')} />
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
