import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPrinter } from '@tabler/icons-react';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { payments, usePayment, type Payment } from '@/api/resources/payments';
import type { DataColumn } from '@/components/data-table/types';
import { remainingOf, takesPayment } from '@/domain/money';
import { PatientLink, ReferenceName } from '@/components/references/reference-name';
import { RecordDrawer } from '@/components/resource-screen/lazy';
import { RecordDocuments } from '@/components/resource-screen/record-documents';
import { RelatedTable } from '@/components/resource-screen/related-table';
import { useSetSearch } from '@/components/resource-screen/use-set-search';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { InsurerShare } from './insurer-share';
import { MethodName } from './methods';
import { PartialPayment } from './partial-payment';
import { RefundOrCancel } from './refund';
import { paymentsScreen } from './screen';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { enumText } from '@/i18n/enum-text';

const partialColumns: DataColumn<Payment>[] = paymentsScreen.columns.filter((c) =>
  ['createdAt', 'amount', 'method', 'status'].includes(c.id),
);

/** One transaction: what it bills, what was paid on it and what remains, its documents. */
export function PaymentPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('billing');
  const setSearch = useSetSearch();
  const { edit } = useSearch({ from: '/_app/payments/$paymentId' });
  const payment = usePayment(paymentId).data;
  if (!payment) return null;
  const amount = formatMoney(payment.amount, payment.currency);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('page.title', { amount })}
        </Title>
        <Group gap="xs">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/payments/receipt/$paymentId" params={{ paymentId }} />
            )}
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('receipt.open')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setSearch({ edit: paymentId })}
          >
            {t('page.edit')}
          </Button>
        </Group>
      </Group>
      <Summary payment={payment} />
      <InsurerShare bill={payment} />
      {takesPayment(payment) && <PartialPayment bill={payment} />}
      <RefundOrCancel payment={payment} />
      <RelatedTable
        tableId="payment-partials"
        label={t('page.partials')}
        resource={payments}
        columns={partialColumns}
        scope={{ referenceTransactionId: paymentId }}
        rowLabel={paymentsScreen.rowLabel}
      />
      <RecordDocuments screen={paymentsScreen} record={payment} />
      <RecordDrawer
        screen={paymentsScreen}
        editId={edit === paymentId ? edit : undefined}
        onClose={() => setSearch({ edit: undefined })}
      />
    </Stack>
  );
}

function Summary({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const money = (n: number | undefined) => formatMoney(n ?? 0, p.currency);
  const item = (key: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {t(`fields.${key}`)}
      </Text>
      <Text size="sm" component="div">
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Card withBorder component="section" aria-label={t('page.summary')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {item('customerId', <PatientLink id={p.customerId} />)}
        {item(
          'insuranceCompanyId',
          p.insuranceCompanyId && (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/insurance" search={{ edit: p.insuranceCompanyId }} />
              )}
            >
              <ReferenceName list="insurers" id={p.insuranceCompanyId} />
            </Anchor>
          ),
        )}
        {item('due', money(p.amount))}
        {item('paid', money(p.paidAmount))}
        {item('remaining', money(remainingOf(p)))}
        {item('method', <MethodName code={p.method} />)}
        {item('status', enumText('areas:enums.paymentStatus', p.status))}
        {item('createdAt', formatDateTime(p.createdAt))}
        {item(
          'reference',
          p.referenceTransactionId && (
            <Anchor
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/payments/$paymentId"
                  params={{ paymentId: p.referenceTransactionId }}
                />
              )}
            >
              {t('page.referenceLink')}
            </Anchor>
          ),
        )}
        {item('description', p.description)}
      </SimpleGrid>
    </Card>
  );
}
