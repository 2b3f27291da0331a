import { Alert, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payments, readCascadeAnswer, useCascadePayment } from '@/api/resources/payments';
import { settlementSchema, type Settlement } from '@/api/payment-forms';
import { useExchangeRates } from '@/features/payments/money/base-currency';
import { ConvertedTotal } from '@/features/payments/money/converted-total';
import {
  previewCascade,
  remainingOf,
  settledBetween,
  totalsByCurrency,
  type OpenBill,
} from '@/domain/money';
import { BalanceCard } from '@/features/payments/balance-card';
import { DEFAULT_CURRENCY } from '@/components/references/references';
import { formatMoney } from '@/i18n/format';
import { ReferenceField } from '@/components/resource-form/reference-field';
import { ResourceForm } from '@/components/resource-form/resource-form';
import { DeskNote, useDeskStamp } from './desk';
import { AnswerTable, PreviewTable, type CascadeAnswer } from './cascade-tables';
import { usePaymentFields } from './fields';
import { useOpenBills, type Payer } from './open-bills';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';

type Kind = 'customerId' | 'insuranceCompanyId';
type Values = Record<string, unknown>;

/**
 * One amount for a patient or an insurer, spread by the server over their open bills. Before it
 * is sent, a preview computed from the bills on screen shows which it would settle; after, the
 * server's answer and the new balance.
 */
export function CascadePayment(props: { customerId?: string; insuranceCompanyId?: string }) {
  const { t } = useTranslation('billing');
  const [kind, setKind] = useState<Kind>(
    props.insuranceCompanyId ? 'insuranceCompanyId' : 'customerId',
  );
  const [payerId, setPayerId] = useState(props.insuranceCompanyId ?? props.customerId ?? '');
  const payer = (payerId ? { [kind]: payerId } : undefined) as Payer | undefined;
  const { bills, error } = useOpenBills(payer);
  const rates = useExchangeRates().data ?? [];
  const [values, setValues] = useState<Values>({ currency: DEFAULT_CURRENCY });
  const stamp = useDeskStamp();
  const [sent, setSent] = useState<{ answer: CascadeAnswer; bills: OpenBill[] }>();
  const [round, setRound] = useState(0);
  const cascade = useCascadePayment();
  const { settlement: fields, payers } = usePaymentFields();
  const payerField = payers[kind];
  const amount = Number(values.amount);
  const currency = typeof values.currency === 'string' ? values.currency : '';
  const preview =
    amount > 0 && currency ? previewCascade(bills, { amount, currency }, rates) : undefined;
  const owed = totalsByCurrency(
    bills.map((b) => ({ amount: remainingOf(b), currency: b.currency })),
  );

  const choose = (next: Kind, id = '') => {
    setKind(next);
    setPayerId(id);
    setSent(undefined);
  };
  const submit = async (body: Values) => {
    const snapshot = bills;
    const raw = await cascade.mutateAsync({ ...(body as Settlement), ...stamp, target: payer! });
    // An answer that does not say what it settled (`{ ok: true }`): the bills, read again, do.
    const told = readCascadeAnswer(raw);
    const answer: CascadeAnswer = told
      ? { ...told, source: 'answer' }
      : {
          lines: settledBetween(
            snapshot,
            (await payments.api.all(payer!).catch(() => [])).map((p) => ({
              ...p,
              id: payments.idOf(p),
            })),
          ),
          source: 'bills',
        };
    setSent({ answer, bills: snapshot });
    return raw;
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('cascade.title')}
      </Title>
      <SegmentedControl
        aria-label={t('cascade.payer')}
        value={kind}
        onChange={(value) => choose(value as Kind)}
        data={[
          { value: 'customerId', label: t('cascade.forPatient') },
          { value: 'insuranceCompanyId', label: t('cascade.forInsurer') },
        ]}
        w="fit-content"
      />
      <ReferenceField
        key={kind}
        field={payerField}
        value={payerId || null}
        onChange={(value) => choose(kind, typeof value === 'string' ? value : '')}
        onBlur={() => undefined}
        required
        data-path={kind}
      />
      {error && <Text role="alert">{error.message}</Text>}
      {payer && <DeskNote />}
      {payer && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ResourceForm
            key={`${payerId}-${round}`}
            id="cascade-payment"
            schema={settlementSchema}
            fields={fields}
            mode="create"
            initialValues={{ currency: values.currency }}
            onValuesChange={(next) => {
              // A new amount or currency is a new preview; the form's own refresh after a save
              // (same values) keeps the server's answer on screen.
              if (next.amount !== values.amount || next.currency !== values.currency)
                setSent(undefined);
              setValues(next);
            }}
            onSubmit={submit}
            onSaved={() => {
              setValues({ currency: values.currency });
              setRound((n) => n + 1);
            }}
            successMessage={t('cascade.saved')}
            submitLabel={t('cascade.submit')}
          />
          <Stack gap="sm">
            {kind === 'customerId' && <BalanceCard customerId={payerId} />}
            <Card withBorder>
              <Text size="xs" c="dimmed" aria-hidden>
                {t('cascade.openTotal')}
              </Text>
              <ConvertedTotal totals={owed} label={t('cascade.openTotal')} />
              {owed.length === 0 && <Text>{t('cascade.nothingOpen')}</Text>}
            </Card>
          </Stack>
        </SimpleGrid>
      )}
      {preview && !sent && (
        <Card withBorder component="section" aria-label={t('cascade.preview')}>
          <Title order={2} size="h4">
            {t('cascade.preview')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cascade.previewNote')}
          </Text>
          <PreviewTable preview={preview} bills={bills} currency={currency} />
          {preview.unused > 0 && (
            <Text>
              {t('cascade.previewUnused', { amount: formatMoney(preview.unused, currency) })}
            </Text>
          )}
          {preview.missing.length > 0 && (
            <Text c="red.8">
              {t('cascade.previewMissing', { currencies: preview.missing.join(', ') })}
            </Text>
          )}
        </Card>
      )}
      {sent && (
        <Alert color="green" title={t('cascade.answer')}>
          <AnswerTable answer={sent.answer} bills={sent.bills} />
        </Alert>
      )}
    </Stack>
  );
}
