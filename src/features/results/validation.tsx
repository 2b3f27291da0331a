import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useState } from 'react';
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

const BATCH = 4;

/** Validates results with limited concurrency; each shows at once and comes back if refused. */
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
 * "Validate …" or "Un-validate …" in a result's row: validation writes the clinic's validated
 * status, who and when; a validated result is read-only until un-validated, with a reason.
 */
export function ValidationButton({ result, name }: { result: Result; name: string }) {
  const { stages } = useLabStages();
  const validate = useValidate();
  const [unvalidating, setUnvalidating] = useState(false);
  const state = validationOf(result, stages);
  if (state === 'open')
    return (
      <RowButton
        label={i18n.t('areas:results.validation.validateNamed', { name })}
        onClick={async () => {
          const [failure] = await validate([result], stages!);
          notifications.show(
            failure
              ? { color: 'red', message: failure }
              : { color: 'green', message: i18n.t('areas:results.validation.done', { name }) },
          );
        }}
      >
        <RowIcon name="check" />
      </RowButton>
    );
  if (state !== 'locked') return null;
  return (
    <>
      <RowButton
        label={i18n.t('areas:results.validation.unvalidateNamed', { name })}
        onClick={() => setUnvalidating(true)}
      >
        <RowIcon name="undo" />
      </RowButton>
      {unvalidating && (
        <UnvalidateDialog result={result} name={name} onClose={() => setUnvalidating(false)} />
      )}
    </>
  );
}

/** "Validate selected (n)": every selected result that can be, the others said and left. */
export function ValidateSelected({ rows }: { rows: Result[] }) {
  const { t } = useTranslation('areas');
  const { stages } = useLabStages();
  const validate = useValidate();
  const [busy, setBusy] = useState(false);
  if (stages && !stages.validated)
    return (
      <Text size="xs" c="dimmed" maw="22rem">
        {missingText(stages)}
      </Text>
    );
  const open = rows.filter((row) => validationOf(row, stages) === 'open');
  return (
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
  );
}
