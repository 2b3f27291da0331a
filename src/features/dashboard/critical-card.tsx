import { Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { criticalFlag } from '@/domain/lab-flags';
import { watchedLimits } from '@/features/lab/parts/watched-limits';
import { extensionNeedsKey } from '@/api/extensions';
import { results, type Result } from '@/api/resources/results';
import { AcknowledgeButton } from '@/features/lab/parts/acknowledge';
import { resultName } from '@/features/lab/parts/result-name';
import { useCriticalSound } from '@/features/lab/parts/critical-sound';
import { CRITICAL_DAYS, useCriticalWatch } from '@/features/lab/parts/critical-watch';
import { useExams } from '@/features/lab/parts/lab-references';
import { FlagBadge } from '@/features/lab/parts/result-value';
import { PatientLink } from '@/components/references/reference-name';
import { usePatientName } from '@/components/references/references';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { cardQuery, DashboardCard } from './dashboard-card';
import '@mantine/core/styles/Switch.css';

const t0 = 'areas:dashboard.cards.critical';
/** The count, a few results with their button, the sound switch: the width of two cards. */
const HEIGHT = 200;

/**
 * Critical results not acknowledged, this week: each with its patient and an "Acknowledge"
 * button (who and when go on the result). The same watch as the announcer's, polled while the
 * screen is visible. Without the server's date-range filter it says that it needs it.
 */
export function CriticalResultsCard() {
  const { t } = useTranslation();
  const watch = useCriticalWatch();
  const [soundOn, toggleSound] = useCriticalSound();
  const query = watch.needs
    ? { isPending: false, error: null, hasData: true, refetch: () => undefined }
    : cardQuery({ ...watch, data: watch.criticals });
  return (
    <DashboardCard title={t(`${t0}.title`)} query={query} height={HEIGHT} scrolls>
      {() => (
        <Stack gap="xs">
          {watch.needs ? (
            <Text size="sm" c="dimmed">
              {t(extensionNeedsKey(watch.needs))}
            </Text>
          ) : (
            <CriticalList criticals={watch.criticals ?? []} />
          )}
          <Switch size="xs" checked={soundOn} onChange={toggleSound} label={t(`${t0}.sound`)} />
        </Stack>
      )}
    </DashboardCard>
  );
}

function CriticalList({ criticals }: { criticals: Result[] }) {
  const { t } = useTranslation();
  if (criticals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${t0}.none`, { days: CRITICAL_DAYS })}
      </Text>
    );
  return (
    <>
      <Text size="sm">
        <Text span fw={700} fz="lg">
          {formatNumber(criticals.length)}
        </Text>{' '}
        {t(`${t0}.caption`, { count: criticals.length, days: CRITICAL_DAYS })}
      </Text>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {criticals.map((result) => (
          <CriticalItem key={results.idOf(result)} result={result} />
        ))}
      </Stack>
    </>
  );
}

function CriticalItem({ result }: { result: Result }) {
  const exams = useExams();
  const patient = usePatientName(result.customerId);
  const flag = criticalFlag(result.value, watchedLimits(exams.get(result.examinationId ?? '')));
  // Two lines: the result and its button, then when and whose. The patient's name, which may
  // arrive after the rest, comes last, so nothing moves when it does.
  return (
    <Stack component="li" gap={2}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {flag && <FlagBadge flag={flag} />}
          <Text size="sm" fw={700} truncate>
            {resultName(result)}
          </Text>
        </Group>
        <AcknowledgeButton result={result} patient={patient ?? undefined} />
      </Group>
      <Text size="xs" c="dimmed" component="div">
        {formatDateTime(result.updatedAt)} · <PatientLink id={result.customerId} />
      </Text>
    </Stack>
  );
}
