import { Checkbox, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { results, type Result } from '@/api/resources/results';
import { resultName } from '@/features/lab/parts/result-name';
import { formatDateTime } from '@/i18n/format';
import type { ReportScope } from './report-scope';
import '@mantine/core/styles/Checkbox.css';

/** The patient's results with a value, newest first, each with its box. */
export function ResultChoice({
  history,
  scope,
  onChange,
}: {
  history: readonly Result[];
  scope: Extract<ReportScope, { by: 'results' }>;
  onChange: (next: ReportScope) => void;
}) {
  const { t } = useTranslation('lab');
  const chosen = new Set(scope.ids);
  const listed = history
    .filter((r) => r.value?.trim())
    .sort((a, b) => (b.sampledAt ?? '').localeCompare(a.sampledAt ?? ''));
  const toggle = (id: string, on: boolean) =>
    onChange({ by: 'results', ids: on ? [...scope.ids, id] : scope.ids.filter((x) => x !== id) });
  return (
    <ScrollArea.Autosize mah="16rem" type="auto">
      <Stack gap={4} role="group" aria-label={t('report.byResults')}>
        {listed.map((r) => {
          const id = results.idOf(r);
          return (
            <Checkbox
              key={id}
              size="xs"
              checked={chosen.has(id)}
              onChange={(e) => toggle(id, e.currentTarget.checked)}
              label={`${formatDateTime(r.sampledAt)} · ${resultName(r)}`}
            />
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
