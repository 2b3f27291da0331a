import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/api/resources/customers';
import { results } from '@/api/resources/results';
import { usePatientHistory } from '@/features/lab/parts/history';
import { useExams, useLabStages } from '@/features/lab/parts/lab-references';
import { useStaffName } from '@/features/lab/parts/staff-name';
import { referenceQuery } from '@/components/references/references';
import { formatDate } from '@/i18n/format';
import { ResultChoice } from './report-choice';
import { ReportDocument } from './report-document';
import { useReportPrint } from './report-print';
import {
  latestDay,
  readScope,
  resultsInScope,
  scopeSearch,
  type ReportScope,
} from './report-scope';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { DayInput } from '@/components/dates';

/**
 * `/patients/$patientId/report`: a patient's lab report for a date range or for results chosen
 * one by one (in the URL), on screen as it will print, with "Print" for the browser's dialog.
 * Reads the patient and their results with the contract's calls (one patient, `customerId`).
 */
export function ReportScreen({ patientId }: { patientId: string }) {
  const { t } = useTranslation('lab');
  const navigate = useNavigate();
  const search = useSearch({ from: '/_app/patients/$patientId_/report' });
  const patient = useCustomer(patientId);
  const history = usePatientHistory(patientId);
  const exams = useExams();
  const groups = useQuery(referenceQuery('groups'));
  const staffName = useStaffName();
  const { stages, error: stagesError } = useLabStages();
  const preliminary = search.preliminary === '1';
  const scope = history.data && readScope(search, latestDay(history.data));
  const inScope = scope && history.data ? resultsInScope(history.data, scope) : [];
  const printing = useReportPrint(inScope, stages, preliminary, JSON.stringify(scope));
  const failed = patient.error ?? history.error ?? stagesError;
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {failed.message}
      </Alert>
    );
  if (!patient.data || !history.data || !scope || !stages)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('report.loading')}
      </Text>
    );
  const { report } = printing;
  const shown = report.shown;
  const choose = (next: ReportScope) =>
    void navigate({
      to: '.',
      search: { ...scopeSearch(next), preliminary: search.preliminary },
      replace: true,
    });
  const groupName = (id: string) => groups.data?.find((g) => String(g._id) === id)?.name ?? '';
  const covers =
    scope.by === 'results'
      ? t('report.chosen', { count: shown.length })
      : scope.from === scope.to
        ? formatDate(scope.from)
        : t('report.range', { from: formatDate(scope.from), to: formatDate(scope.to) });

  return (
    <Stack gap="md">
      <Stack gap="sm" component="section" aria-label={t('report.options')}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('report.by')}
            value={scope.by}
            onChange={(by) =>
              choose(
                by === 'results'
                  ? { by: 'results', ids: shown.map(results.idOf) }
                  : {
                      by: 'dates',
                      from: latestDay(history.data) ?? '',
                      to: latestDay(history.data) ?? '',
                    },
              )
            }
            data={[
              { value: 'dates', label: t('report.byDates') },
              { value: 'results', label: t('report.byResults') },
            ]}
          />
          {scope.by === 'dates' && (
            <>
              <DayInput
                label={t('report.from')}
                value={scope.from}
                onChange={(from) => from && choose({ ...scope, from })}
              />
              <DayInput
                label={t('report.to')}
                value={scope.to}
                onChange={(to) => to && choose({ ...scope, to })}
              />
            </>
          )}
          <Checkbox
            label={t('release.includeUnvalidated')}
            checked={preliminary}
            onChange={(e) =>
              void navigate({
                to: '.',
                search: { ...search, preliminary: e.currentTarget.checked ? '1' : undefined },
                replace: true,
              })
            }
          />
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            loading={printing.busy}
            onClick={() => void printing.print()}
          >
            {t('report.print')}
          </Button>
        </Group>
        {report.withheld > 0 && (
          <Text size="sm" role="status">
            {t('release.withheld', { count: report.withheld })}
          </Text>
        )}
        {scope.by === 'results' && (
          <ResultChoice history={history.data} scope={scope} onChange={choose} />
        )}
      </Stack>
      <ReportDocument
        patient={patient.data}
        shown={shown}
        history={history.data}
        exams={exams}
        groupName={groupName}
        staffName={staffName}
        covers={covers}
        kind={report.kind}
        unvalidated={report.unvalidatedIds}
        corrections={report.corrections}
        released={report.released}
      />
    </Stack>
  );
}
