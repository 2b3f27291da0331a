import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  payments,
  useStartPayment,
  type Payment,
  type PAYMENT_STATUSES,
} from '@/api/resources/payments';
import { takenPaymentSchema } from '@/api/payment-forms';
import { BalanceCard } from '@/features/payments/balance-card';
import { DEFAULT_CURRENCY } from '@/components/references/references';
import { ResourceForm } from '@/components/resource-form/resource-form';
import { formatMoney } from '@/i18n/format';
import { DeskNote, Tendered, tenderedToSend, useDeskStamp } from './desk';
import { usePaymentFields } from './fields';
import '@mantine/core/styles/SimpleGrid.css';

type Values = Record<string, unknown>;

/** What is paid now decides the status: nothing yet, part of it, or all of it. */
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

function statusOf(values: Values): PaymentStatus {
  const amount = Number(values.amount ?? 0);
  const paid = Number(values.paidAmount ?? 0);
  if (paid > 0 && paid >= amount) return 'paid';
  return paid > 0 ? 'partial' : 'pending';
}

/**
 * Takes a payment for a patient (POST /transactions/start) with their balance beside the form;
 * payments refetch the balance, so it changes as soon as the server has the transaction.
 */
export function TakePayment({ customerId }: { customerId?: string }) {
  const { t } = useTranslation('billing');
  const start = useStartPayment();
  const [customer, setCustomer] = useState(customerId);
  const [round, setRound] = useState(0);
  const [last, setLast] = useState<Payment>();
  const fields = usePaymentFields().take;
  const stamp = useDeskStamp();
  const [values, setValues] = useState<Values>({});
  const [tendered, setTendered] = useState<string | number>('');
  const paidNow = Number(values.paidAmount ?? 0) || 0;
  const currency = typeof values.currency === 'string' ? values.currency : '';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('take.title')}
      </Title>
      {last && <Taken payment={last} />}
      <DeskNote />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ResourceForm
          key={round}
          id="take-payment"
          schema={takenPaymentSchema}
          fields={fields}
          mode="create"
          initialValues={{ customerId: customer, currency: last?.currency ?? DEFAULT_CURRENCY }}
          onValuesChange={(next) => {
            setValues(next);
            setCustomer((next.customerId as string) || undefined);
          }}
          onSubmit={(sent) =>
            start.mutateAsync(
              // The form checked these by this very schema; the status, which it does not show,
              // the stamp and the cash handed over join them here.
              takenPaymentSchema.parse({
                ...sent,
                status: statusOf(sent),
                ...stamp,
                ...tenderedToSend(
                  tendered,
                  Number(sent.paidAmount ?? 0),
                  sent.method,
                  String(sent.currency ?? ''),
                ),
              }),
            )
          }
          onSaved={(saved) => {
            setTendered('');
            setLast(saved as Payment);
            setRound((n) => n + 1);
          }}
          successMessage={t('take.saved')}
          submitLabel={t('take.submit')}
        />
        <Stack gap="md">
          <Tendered
            due={paidNow}
            currency={currency}
            method={values.method as string | undefined}
            value={tendered}
            onChange={setTendered}
          />
          {customer ? (
            <BalanceCard customerId={customer} />
          ) : (
            <Text c="dimmed">{t('take.pickPatient')}</Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Taken({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const paymentId = payments.idOf(payment);
  return (
    <Alert
      color="green"
      title={t('take.done', { amount: formatMoney(payment.amount, payment.currency) })}
    >
      <Group gap="md">
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/payments/$paymentId" params={{ paymentId }} />
          )}
        >
          {t('take.openTransaction')}
        </Anchor>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/payments/receipt/$paymentId" params={{ paymentId }} />
          )}
        >
          {t('receipt.open')}
        </Anchor>
      </Group>
    </Alert>
  );
}
