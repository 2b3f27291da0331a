import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import {
  payments,
  readPartialAnswer,
  usePartialPayment,
  type Payment,
} from '@/api/resources/payments';
import { settlementSchema } from '@/api/payment-forms';
import { useExchangeRates } from '@/features/payments/money/base-currency';
import { checkPartial, remainingOf } from '@/domain/money';
import { ResourceForm } from '@/components/resource-form/resource-form';
import { DeskNote, Tendered, tenderedToSend, useDeskStamp } from './desk';
import { formatMoney } from '@/i18n/format';
import { usePaymentFields } from './fields';
import '@mantine/core/styles/Card.css';

type Values = Record<string, unknown>;

/**
 * Pays part of a bill (POST …/{id}/partial-payment). What would remain is shown as the amount is
 * typed; more than remains is refused here, before anything is sent. What remains afterwards is
 * the server's: the bill in its answer, else the bill read again (docs/contract.md).
 */
export function PartialPayment({ bill }: { bill: Payment }) {
  const { t } = useTranslation('billing');
  const partial = usePartialPayment();
  const rates = useExchangeRates().data ?? [];
  const fields = usePaymentFields().settlement;
  const [values, setValues] = useState<Values>({ currency: bill.currency });
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<{ before: number; after: number | undefined }>();
  const money = (n: number) => formatMoney(n, bill.currency);
  const stamp = useDeskStamp();
  const [tendered, setTendered] = useState<string | number>('');
  const remaining = remainingOf(bill);
  const amount = Number(values.amount);
  const currency = typeof values.currency === 'string' ? values.currency : '';
  const check =
    amount > 0 && currency ? checkPartial(bill, { amount, currency }, rates) : undefined;

  const submit = async (body: Values) => {
    const sent = { amount: Number(body.amount), currency: String(body.currency) };
    const verdict = checkPartial(bill, sent, rates);
    if (verdict.status === 'exceeds') {
      const message = t('partial.exceeds', { remaining: money(verdict.remaining) });
      throw new ApiError(message, 400, 'http', { amount: message });
    }
    const billId = payments.idOf(bill);
    const answer = await partial.mutateAsync({
      ...(body as typeof sent & { method: string }),
      ...stamp,
      ...tenderedToSend(tendered, sent.amount, body.method, sent.currency),
      referenceTransactionId: billId,
    });
    // The payment is made: a failed read of the bill afterwards is said, not taken for a refusal.
    const now =
      readPartialAnswer(answer, billId).reference ??
      (await payments.api.one(billId).catch(() => undefined));
    setOutcome({ before: remaining, after: now && remainingOf({ ...bill, ...now }) });
    return answer;
  };

  return (
    <Card withBorder component="section" aria-label={t('partial.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('partial.title')}
        </Title>
        <Group gap="xl">
          <Text>{t('partial.due', { amount: money(bill.amount ?? 0) })}</Text>
          <Text>{t('partial.remaining', { amount: money(remaining) })}</Text>
          <Text aria-live="polite">
            {check?.status === 'ok'
              ? t('partial.after', { amount: money(check.after) })
              : check?.status === 'noRate'
                ? t('partial.noRate', { from: currency, to: bill.currency })
                : ''}
          </Text>
        </Group>
        {outcome && (
          <Text role="status" fw={600}>
            {outcome.after === undefined
              ? t('partial.doneUnread', { before: money(outcome.before) })
              : t('partial.done', { before: money(outcome.before), after: money(outcome.after) })}
          </Text>
        )}
        <DeskNote />
        <ResourceForm
          key={round}
          id="partial-payment"
          schema={settlementSchema}
          fields={fields}
          mode="create"
          initialValues={{ currency: bill.currency }}
          onValuesChange={setValues}
          onSubmit={submit}
          onSaved={() => {
            setTendered('');
            setValues({ currency: bill.currency });
            setRound((n) => n + 1);
          }}
          successMessage={t('partial.saved')}
          submitLabel={t('partial.submit')}
        />
        <Tendered
          due={amount || 0}
          currency={currency}
          method={values.method as string | undefined}
          value={tendered}
          onChange={setTendered}
        />
      </Stack>
    </Card>
  );
}
