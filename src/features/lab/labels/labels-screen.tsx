import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer, type Customer } from '@/api/resources/customers';
import { usePatientHistory } from '@/features/lab/parts/history';
import { useExams } from '@/features/lab/parts/lab-references';
import { personName, referenceQuery } from '@/components/references/references';
import { enumText } from '@/i18n/enum-text';
import { formatCalendarDate, formatDateTime } from '@/i18n/format';
import { Barcode } from './barcode';
import { useRegistration } from './use-registration';
import {
  isLabelSize,
  LABEL_SIZES,
  labelsOf,
  visitsOf,
  registered,
  type LabelSize,
  type SpecimenLabel,
} from './labels';
import alone from '@/features/lab/parts/print-alone.module.css';
import classes from './labels.module.css';
import '@mantine/core/styles/SegmentedControl.css';

/**
 * `/patients/$patientId/labels`: a barcode label per sample of one of the patient's visits
 * (`?visit=<sampledAt>`, the latest by default), 50 × 25 mm or 57 × 32 mm (`?size=`), one per
 * page of the roll; "Print" opens the browser's dialog, the page size already set, once every
 * sample shown has its accession number (given here to those registered without one).
 */
export function LabelsScreen({ patientId }: { patientId: string }) {
  const { t } = useTranslation('lab');
  const navigate = useNavigate();
  const search = useSearch({ from: '/_app/patients/$patientId_/labels' });
  const patient = useCustomer(patientId);
  const history = usePatientHistory(patientId);
  const exams = useExams();
  // A sample's type is its test's: the labels wait for the tests as for the results.
  const tests = useQuery(referenceQuery('examinations'));
  const visits = visitsOf(history.data ?? []);
  const visit = visits.find((v) => v.sampledAt === search.visit) ?? visits[0];
  const labels = visit && tests.data ? labelsOf(visit, exams) : [];
  const registration = useRegistration(labels, patientId);
  const failed = patient.error ?? history.error ?? tests.error;
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {failed.message}
      </Alert>
    );
  if (!patient.data || !history.data || !tests.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('labels.loading')}
      </Text>
    );
  // `size` is also a list's page size: this screen's own word is checked here.
  const size: LabelSize = isLabelSize(search.size) ? search.size : '50x25';
  const choose = (next: { visit?: string; size?: LabelSize }) =>
    void navigate({
      to: '.',
      search: { visit: visit?.sampledAt, size, ...next },
      replace: true,
    });
  const { width, height } = LABEL_SIZES[size];
  const page = `@page { size: ${width}mm ${height}mm; margin: 0; }`;

  return (
    <Stack gap="md">
      <Group
        align="flex-end"
        gap="md"
        wrap="wrap"
        component="section"
        aria-label={t('labels.options')}
      >
        <NativeSelect
          label={t('labels.visit')}
          value={visit?.sampledAt ?? ''}
          disabled={visits.length === 0}
          data={visits.map((v) => ({
            value: v.sampledAt,
            label: t('labels.visitOption', {
              when: formatDateTime(v.sampledAt),
              count: v.results.length,
            }),
          }))}
          onChange={(event) => choose({ visit: event.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="label-size">
            {t('labels.size')}
          </Text>
          <SegmentedControl
            aria-labelledby="label-size"
            value={size}
            onChange={(value) => choose({ size: value as LabelSize })}
            data={Object.keys(LABEL_SIZES).map((value) => ({
              value,
              label: t(`labels.sizes.${value}`),
            }))}
          />
        </Stack>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={labels.length === 0 || registration.pending}
          onClick={() => window.print()}
        >
          {t('labels.print', { count: labels.length })}
        </Button>
      </Group>
      {registration.failed && (
        <Alert color="red" variant="light" role="alert">
          {t('labels.registerFailed', { reason: registration.failed.message })}{' '}
          <Button size="compact-sm" variant="light" onClick={registration.retry}>
            {t('labels.retry')}
          </Button>
        </Alert>
      )}
      {registration.notKept && (
        <Alert color="red" variant="light" role="alert">
          {t('labels.notKept')}
        </Alert>
      )}
      {labels.length === 0 ? (
        <Text>{t('labels.none')}</Text>
      ) : (
        <>
          <style>{page}</style>
          <div
            className={`${classes.sheet} ${alone.alone}`}
            role="list"
            aria-label={t('labels.sheet')}
            style={
              { '--label-width': `${width}mm`, '--label-height': `${height}mm` } as CSSProperties
            }
          >
            {labels.map((label) => (
              <Label key={label.sampleId} label={label} patient={patient.data} />
            ))}
          </div>
        </>
      )}
    </Stack>
  );
}

function Label({ label, patient }: { label: SpecimenLabel; patient: Customer }) {
  const { t } = useTranslation('lab');
  const type = enumText('areas:enums.sampleType', label.sampleType) || label.sampleType;
  return (
    <div className={classes.label} role="listitem" aria-label={t('labels.labelOf', { type })}>
      <div className={classes.line}>
        <bdi dir="auto" className={classes.name}>
          {personName(patient)}
        </bdi>
        <span>{patient.dateOfBirth ? formatCalendarDate(patient.dateOfBirth) : ''}</span>
      </div>
      {registered(label) ? (
        <Barcode value={label.accession!} label={t('labels.barcode', { id: label.accession })} />
      ) : (
        <span className={classes.pending} role="status">
          {t('labels.registering')}
        </span>
      )}
      <div className={classes.line}>
        <span>{type}</span>
        <span>{formatDateTime(label.sampledAt)}</span>
      </div>
      <bdi dir="auto" className={classes.tests}>
        {label.tests.join(', ')}
      </bdi>
    </div>
  );
}
