import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validation } from '@/api/lab/changes';
import { isLocked, type LabStages } from '@/api/lab/stages';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { RowButton } from '@/components/data-table/row-button';
import { RowIcon } from '@/components/data-table/row-icon';
import { resultName } from '@/components/lab/acknowledge';
import { useLabStages } from '@/components/lab/lab-references';
import { useSaveResult } from '@/components/lab/save-result';
import { cachedStages } from './locked';
import { UnvalidateDialog } from './unvalidate-dialog';
import '@mantine/core/styles/Notification.css';

/** Where validation stands for one result, given the clinic's stages. */
export function validationOf(result: Result, stages: LabStages | undefined) {
  if (!stages) return 'unknown' as const;
  if (isLocked(stages, result.statusId)) return stages.validation ? 'locked' : 'stuck';
  const stage = result.statusId ? stages.byId.get(result.statusId) : undefined;
  const hasValue = !!result.value?.trim();
  return stages.validated && hasValue && stage !== 'closed' ? 'open' : 'none';
}

/** What the screen says when the clinic's statuses lack a stage validation needs. */
export function missingText(stages: LabStages) {
  return stages.missing
    .filter((stage) => stage !== 'entry')
    .map((stage) => i18n.t(`areas:results.validation.missing.${stage}`))
    .join(' ');
}

/**
 * A row's request, handled by the one toolbar component (`ValidateSelected`): each row holds
 * a plain button, not a mutation, so a page of 50 rows stays as light to render as before.
 */
type Request = { kind: 'validate' | 'unvalidate'; result: Result; name: string };
const handlers = new Set<(request: Request) => void>();
const ask = (request: Request) => handlers.forEach((handle) => handle(request));

/**
 * "Validate …" or "Un-validate …" in a result's row: validation writes the clinic's validated
 * status, who and when; a validated result is read-only until un-validated, with a reason.
 */
export function validationButton(result: Result, name: string) {
  const state = validationOf(result, cachedStages());
  if (state === 'open')
    return (
      <RowButton
        label={i18n.t('areas:results.validation.validateNamed', { name })}
        onClick={() => ask({ kind: 'validate', result, name })}
      >
        <RowIcon name="check" />
      </RowButton>
    );
  if (state !== 'locked') return null;
  return (
    <RowButton
      label={i18n.t('areas:results.validation.unvalidateNamed', { name })}
      onClick={() => ask({ kind: 'unvalidate', result, name })}
    >
      <RowIcon name="undo" />
    </RowButton>
  );
}

const BATCH = 4;

/** Validates results, four at a time; each shows at once and comes back if refused. */
function useValidate() {
  const { session } = useAuth();
  const client = useQueryClient();
  const save = useSaveResult();
  return async (rows: readonly Result[], stages: LabStages) => {
    const failed: string[] = [];
    for (let i = 0; i < rows.length; i += BATCH)
      await Promise.all(
        rows.slice(i, i + BATCH).map((row) =>
          save
            .mutateAsync({
              id: results.idOf(row),
              values: validation(row, stages, session?.user.id ?? ''),
              before: row,
            })
            .catch((error: Error) => failed.push(`${resultName(row)}: ${error.message}`)),
        ),
      );
    // A list filtered by status reads again: a validated result leaves "awaiting validation".
    void client.invalidateQueries({ queryKey: results.keys.lists() });
    return failed;
  };
}

/**
 * "Validate n selected" beside the table's other selection actions: every selected result that
 * can be, the others counted and left. It also carries out what the rows' buttons ask.
 */
export function ValidateSelected({ rows }: { rows: Result[] }) {
  const { t } = useTranslation('areas');
  const { stages } = useLabStages();
  const validate = useValidate();
  const [busy, setBusy] = useState(false);
  const [unvalidating, setUnvalidating] = useState<Request>();

  useEffect(() => {
    const handle = (request: Request) => {
      if (request.kind === 'unvalidate') return setUnvalidating(request);
      if (!stages) return;
      void validate([request.result], stages).then(([failure]) =>
        notifications.show(
          failure
            ? { color: 'red', message: failure }
            : { color: 'green', message: t('results.validation.done', { name: request.name }) },
        ),
      );
    };
    handlers.add(handle);
    return () => void handlers.delete(handle);
  }, [stages, validate, t]);

  const dialog = unvalidating && (
    <UnvalidateDialog
      result={unvalidating.result}
      name={unvalidating.name}
      onClose={() => setUnvalidating(undefined)}
    />
  );
  if (stages && !stages.validated)
    return (
      <Text size="xs" c="dimmed" maw="22rem">
        {missingText(stages)}
      </Text>
    );
  const open = rows.filter((row) => validationOf(row, stages) === 'open');
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="green"
        loading={busy}
        disabled={open.length === 0}
        onClick={async () => {
          setBusy(true);
          const failed = await validate(open, stages!).finally(() => setBusy(false));
          const skipped = rows.length - open.length;
          notifications.show({
            color: failed.length ? 'red' : 'green',
            message: [
              t('results.validation.doneMany', { count: open.length - failed.length }),
              skipped ? t('results.validation.skipped', { count: skipped }) : '',
              ...failed,
            ]
              .filter(Boolean)
              .join(' '),
          });
        }}
      >
        {t('results.validation.validateSelected', { count: open.length })}
      </Button>
      {dialog}
    </>
  );
}
