import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { extensionNeedsKey } from '@/api/extensions';
import { useExams, useLabStages } from '@/features/lab/parts/lab-references';
import { readSelection, selectionSearch, type Selection } from './selection';
import { SelectionBar } from './selection-bar';
import { useCellSaves } from './use-cell-saves';
import { useWorksheetRows } from './use-worksheet-rows';
import { WorksheetGrid } from './worksheet-grid';
import '@mantine/core/styles/Alert.css';

/**
 * `/results/worksheet`: the results awaiting a value for a day, an examination group or one
 * patient's visit, entered from the keyboard like a spreadsheet. Each value is checked against
 * its range as it is typed and saved as its cell is left.
 */
export function WorksheetScreen() {
  const { t } = useTranslation('lab');
  const navigate = useNavigate();
  const search = useSearch({ from: '/_app/results/worksheet' });
  const selection = readSelection(search);
  const { stages, error: stagesError, refetch: refetchStages } = useLabStages();
  const exams = useExams();
  const data = useWorksheetRows(selection, stages, exams);
  const saves = useCellSaves(stages);
  const choose = (next: Selection) =>
    void navigate({ to: '.', search: selectionSearch(next), replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('worksheet.title')}
        </Title>
        {/* What is entered here is validated next, on a screen of its own. */}
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/results/validation" />}
        >
          {t('worksheet.toValidation')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" maw="48rem">
        {t('worksheet.intro')}
      </Text>
      <SelectionBar selection={selection} onChange={choose} visits={data.visits} />
      {selection.by === 'visit' && selection.customerId && (
        <Group>
          <Button
            variant="default"
            size="xs"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/patients/$patientId/labels"
                params={{ patientId: selection.customerId }}
                search={selection.visit ? { visit: selection.visit } : {}}
              />
            )}
          >
            {t('labels.forVisit')}
          </Button>
        </Group>
      )}
      {!saves.online && (
        <Alert color="orange" variant="light" role="status">
          {t('worksheet.offline')}
        </Alert>
      )}
      <WorksheetBody
        selection={selection}
        needs={data.needs}
        missingEntry={!!stages && stages.entry.length === 0}
        error={data.error ?? stagesError}
        retry={() => (stagesError ? refetchStages() : data.refetch())}
        empty={data.rows?.length === 0}
      >
        {stages && data.rows && data.rows.length > 0 && (
          <WorksheetGrid
            label={t('worksheet.gridLabel', { count: data.rows.length })}
            rows={data.rows}
            exams={exams}
            saves={saves}
          />
        )}
      </WorksheetBody>
      <VisuallyHidden role="status" aria-live="polite">
        {saves.said}
      </VisuallyHidden>
    </Stack>
  );
}

/** The grid, or what stands in its place: what the selection needs, an error, nothing to do. */
function WorksheetBody(props: {
  selection: Selection;
  needs: 'dateRange' | undefined;
  missingEntry: boolean;
  error: Error | null;
  retry: () => unknown;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('lab');
  const { t: tc } = useTranslation();
  const note = (text: string) => (
    <Text size="sm" c="dimmed" role="status">
      {text}
    </Text>
  );
  if (props.needs) return note(tc(extensionNeedsKey(props.needs)));
  if (props.missingEntry) return note(t('worksheet.missingEntry'));
  if (props.selection.by === 'group' && !props.selection.groupId)
    return note(t('worksheet.pickGroup'));
  if (props.selection.by === 'visit' && !props.selection.customerId)
    return note(t('worksheet.pickPatient'));
  if (props.error)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <span>{props.error.message}</span>
          <Button size="compact-sm" variant="light" onClick={() => void props.retry()}>
            {tc('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (props.empty) return note(t('worksheet.empty'));
  return props.children ?? note(t('worksheet.loading'));
}
