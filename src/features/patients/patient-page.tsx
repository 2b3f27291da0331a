import { Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconBarcode, IconReportMedical } from '@tabler/icons-react';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer, type Customer } from '@/api/resources/customers';
import { BalanceCard } from '@/features/payments/balance-card';
import { ReferenceName } from '@/components/references/reference-name';
import { personName } from '@/components/references/references';
import { formatCalendarDate } from '@/i18n/format';
import { RecordDocuments } from '@/components/resource-screen/record-documents';
import { RecordDrawer } from '@/components/resource-screen/lazy';
import { PatientAppointments, PatientPayments, PatientResults } from './patient-related';
import { patientsScreen } from './screen';
import { PATIENT_TABS, type PatientTab } from './tabs';
import '@mantine/core/styles/Tabs.css';
import { enumText } from '@/i18n/enum-text';

/** One patient's file: who they are, then their visits, results, payments and documents. */
export function PatientPage({ patientId, tab }: { patientId: string; tab: PatientTab }) {
  const { t } = useTranslation('areas');
  const navigate = useNavigate({ from: '/patients/$patientId' });
  const setSearch = (next: { edit?: string; tab?: PatientTab }) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }) });
  const { edit } = useSearch({ from: '/_app/patients/$patientId' });
  const patient = useCustomer(patientId).data;
  const name = patient ? personName(patient) : '';
  useTrailFollowsName(name);
  if (!patient) return null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {name}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconReportMedical size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link {...props} to="/patients/$patientId/report" params={{ patientId }} />
            )}
          >
            {t('patients.labReport')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconBarcode size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link {...props} to="/patients/$patientId/labels" params={{ patientId }} />
            )}
          >
            {t('patients.labels')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setSearch({ edit: patientId })}
          >
            {t('patients.edit')}
          </Button>
        </Group>
      </Group>
      <PatientSummary patient={patient} />
      <Tabs
        value={tab}
        onChange={(value) => setSearch({ tab: PATIENT_TABS.find((tab) => tab === value) })}
        keepMounted={false}
      >
        <Tabs.List>
          {PATIENT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`patients.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="appointments" pt="md">
          <PatientAppointments customerId={patientId} label={t('patients.tabs.appointments')} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <PatientResults customerId={patientId} label={t('patients.tabs.results')} />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <Stack>
            <Group justify="flex-end">
              <Button
                variant="default"
                renderRoot={(props) => (
                  <Link {...props} to="/patients/$patientId/statement" params={{ patientId }} />
                )}
              >
                {t('patients.statement')}
              </Button>
              <Button
                renderRoot={(props) => (
                  <Link {...props} to="/payments/take" search={{ customerId: patientId }} />
                )}
              >
                {t('patients.takePayment')}
              </Button>
            </Group>
            <BalanceCard customerId={patientId} />
            <PatientPayments customerId={patientId} label={t('patients.tabs.payments')} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <RecordDocuments screen={patientsScreen} record={patient} />
        </Tabs.Panel>
      </Tabs>
      <RecordDrawer
        screen={patientsScreen}
        editId={edit === patientId ? edit : undefined}
        onClose={() => setSearch({ edit: undefined })}
      />
    </Stack>
  );
}

/**
 * The breadcrumb names the patient from the route's loader, which saving an edit does not run
 * again: when the name on the page changes, the loader runs again so the trail says the same.
 */
function useTrailFollowsName(name: string) {
  const router = useRouter();
  const shown = useRef(name);
  useEffect(() => {
    if (!name || name === shown.current) return;
    shown.current = name;
    void router.invalidate({ filter: (match) => match.routeId === '/_app/patients/$patientId' });
  }, [name, router]);
}

function PatientSummary({ patient }: { patient: Customer }) {
  const { t } = useTranslation('areas');
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {t(`patients.fields.${label}`)}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {item('phone', patient.phone)}
        {item('dateOfBirth', formatCalendarDate(patient.dateOfBirth))}
        {item('sex', enumText('areas:enums.sex', patient.sex))}
        {item('email', patient.email)}
        {item('nationalId', patient.nationalId)}
        {item(
          'insuranceId',
          patient.insuranceId && <ReferenceName list="insurers" id={patient.insuranceId} />,
        )}
      </SimpleGrid>
    </Card>
  );
}
