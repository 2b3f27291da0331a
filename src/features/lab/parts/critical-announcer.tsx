import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notify } from './notify';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { hasExtension } from '@/api/extensions';
import { criticalFlag } from '@/domain/lab-flags';
import { watchedLimits } from '@/features/lab/parts/watched-limits';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { RouterLink } from '@/components/layout/router-link';
import { referenceQuery, usePatientName } from '@/components/references/references';
import { AcknowledgeButton } from './acknowledge';
import { resultName } from './result-name';
import { criticalAlarm, useCriticalSound } from './critical-sound';
import { CRITICAL_POLL_MS, criticalFilters, unacknowledgedCriticals } from './critical-watch';
import { useExams } from './lab-references';
import { FlagBadge } from './result-value';
import '@mantine/core/styles/Notification.css';

const noticeId = (id: string) => `critical-${id}`;
/** How far ahead of this browser's clock a server's may run. */
const SKEW_MS = 5 * 60_000;

/**
 * While the main area is open, a result that becomes critical is announced: a notification that
 * stays until it is acknowledged or closed, and a sound that can be turned off. The watch polls
 * every 30 s while the page is visible (never in a hidden tab). What was already critical when
 * the app opened is the dashboard card's to list, not announced again; `since` is that moment.
 * No component of its own: it watches the cache and shows notifications, whose content renders
 * in the app's notification container (inside its providers). Returns what stops it.
 */
export function startCriticalAnnouncer(client: QueryClient, since: number): () => void {
  // Without the date-range filter there is no week to watch (the card says so).
  if (!hasExtension('dateRange')) return () => undefined;
  const announced = new Set<string>();
  const exams = new QueryObserver(client, referenceQuery('examinations'));
  const watch = new QueryObserver(client, {
    ...results.queries.all(criticalFilters()),
    refetchInterval: CRITICAL_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const check = () => {
    const rows = watch.getCurrentResult().data;
    const tests = exams.getCurrentResult().data as MedicalExamination[] | undefined;
    if (!rows || !tests) return;
    const byId = new Map(tests.map((e) => [String(e._id), e]));
    const criticals = unacknowledgedCriticals(rows, byId);
    const open = new Set(criticals.map(results.idOf));
    // Acknowledged elsewhere (the card, another workstation): its notice goes.
    for (const id of announced)
      if (!open.has(id)) {
        notifications.hide(noticeId(id));
        announced.delete(id);
      }
    // Changed since the app opened, by a clock that may run a little ahead of this one (a
    // server's), but not from the future (a record dated ahead says nothing of when it changed).
    const now = Date.now();
    const fresh = criticals.filter((r) => {
      const changed = Date.parse(r.updatedAt ?? '');
      return !announced.has(results.idOf(r)) && changed >= since - 1000 && changed <= now + SKEW_MS;
    });
    for (const result of fresh) {
      const id = results.idOf(result);
      announced.add(id);
      notify({
        id: noticeId(id),
        color: 'red',
        autoClose: false,
        withBorder: true,
        title: i18n.t('areas:results.critical.title'),
        message: <CriticalNotice result={result} onDone={() => notifications.hide(noticeId(id))} />,
      });
    }
    if (fresh.length) criticalAlarm();
  };
  const stops = [watch.subscribe(check), exams.subscribe(check)];
  return () => stops.forEach((stop) => stop());
}

function CriticalNotice({ result, onDone }: { result: Result; onDone: () => void }) {
  const { t } = useTranslation('areas');
  const patient = usePatientName(result.customerId);
  const exams = useExams();
  const flag = criticalFlag(result.value, watchedLimits(exams.get(result.examinationId ?? '')));
  const [soundOn, toggleSound] = useCriticalSound();
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        {flag && <FlagBadge flag={flag} />}
        <Text size="sm" fw={700}>
          {resultName(result)}
        </Text>
      </Group>
      {result.customerId && (
        <Text size="sm">
          <RouterLink to="/patients/$patientId" params={{ patientId: result.customerId }}>
            {patient ?? result.customerId}
          </RouterLink>
        </Text>
      )}
      <Group gap="xs">
        <AcknowledgeButton result={result} patient={patient ?? undefined} onDone={onDone} />
        <Button size="compact-sm" variant="default" onClick={toggleSound} aria-pressed={!soundOn}>
          {t(soundOn ? 'results.critical.soundOff' : 'results.critical.soundOn')}
        </Button>
      </Group>
    </Stack>
  );
}
