import { Group, Text } from '@mantine/core';
import i18n from 'i18next';
import { criticalFlag } from '@/domain/lab-flags';
import type { Result } from '@/api/resources/results';
import { formatDateTime } from '@/i18n/format';
import { usePatientName } from '@/components/references/references';
import { AcknowledgeButton } from './acknowledge';
import { PreviousValue } from './delta-text';
import { previousIn, usePatientHistory } from './history';
import { useExams } from './lab-references';
import { useStaffName } from './staff-name';
import { ResultValue } from './result-value';
import { useResultRange } from './result-range';

/**
 * Cells of a patient's results wherever they are listed (the patient page): the value with its
 * flag (LL, HH from the test's critical limits) and, when critical, its acknowledgement; the
 * previous value of the same test with the change and Δ.
 */
export function ValueWithAcknowledgement({ result }: { result: Result }) {
  // Against the range that fits the patient's sex and age, with its critical limits.
  const chosen = useResultRange(result, useExams().get(result.examinationId ?? ''));
  const critical = criticalFlag(result.value, chosen.limits);
  return (
    <Group gap={6} wrap="wrap">
      <ResultValue
        value={result.value}
        unit={result.unit}
        range={chosen.range}
        limits={chosen.limits}
      />
      {critical &&
        (result.acknowledgedAt ? (
          <Acknowledged result={result} />
        ) : (
          <PendingAcknowledgement result={result} />
        ))}
    </Group>
  );
}

function PendingAcknowledgement({ result }: { result: Result }) {
  const patient = usePatientName(result.customerId);
  return <AcknowledgeButton result={result} patient={patient ?? undefined} />;
}

function Acknowledged({ result }: { result: Result }) {
  const staff = useStaffName();
  return (
    <Text size="xs" c="dimmed">
      {i18n.t('areas:results.acknowledge.by', {
        who: staff(result.acknowledgedBy),
        when: formatDateTime(result.acknowledgedAt),
      })}
      {result.acknowledgedTo &&
        ` · ${i18n.t('areas:results.acknowledge.told', { to: result.acknowledgedTo })}`}
    </Text>
  );
}

/** The previous value of the same test for this patient, and the change. */
export function PreviousCell({ result }: { result: Result }) {
  const history = usePatientHistory(result.customerId);
  const exams = useExams();
  if (!history.data)
    return history.error ? (
      <Text size="xs" c="red.8">
        {history.error.message}
      </Text>
    ) : (
      <Text size="xs" c="dimmed">
        …
      </Text>
    );
  const exam = exams.get(result.examinationId ?? '');
  return (
    <PreviousValue
      previous={previousIn(history.data, result, exam)}
      value={result.value}
      unit={result.unit}
      deltaLimit={exam?.deltaLimit}
    />
  );
}
