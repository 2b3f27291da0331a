import { Button, Text } from '@mantine/core';
import { notify } from '@/features/lab/parts/notify';
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabStages } from '@/api/lab/stages';
import { stillValidated } from '@/api/resources/results';
import type { Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { RowButton } from '@/components/data-table/row-button';
import { RowIcon } from '@/components/data-table/row-icon';
import { cachedStages, useStages } from './stages-cache';
import { retryableLazy } from '@/components/feedback/retryable-lazy';
import '@mantine/core/styles/Notification.css';

/** Where validation stands for one result, given the clinic's stages. */
export function validationOf(result: Result, stages: LabStages | undefined) {
  if (!stages) return 'unknown' as const;
  if (stillValidated(result)) return stages.validation ? 'locked' : 'stuck';
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

/** The dialog (a modal with its text area) loads when first asked for, not with the list. */
const UnvalidateDialog = retryableLazy<{ result: Result; name: string; onClose: () => void }>(() =>
  import('./unvalidate-dialog').then((m) => ({ default: m.UnvalidateDialog })),
);

/**
 * Where the focus goes when the dialog has gone: back to the button that opened it, or, when
 * un-validating replaced it by "Validate …", to that one; never to the page's <body>.
 */
function focusBack(opener: HTMLElement | null, name: string) {
  requestAnimationFrame(() => {
    if (opener?.isConnected) return opener.focus();
    const label = i18n.t('areas:results.validation.validateNamed', { name });
    document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)?.focus();
  });
}

/** Validates, with the code that does it loaded on first use. */
function useValidate() {
  const { session } = useAuth();
  const client = useQueryClient();
  return async (rows: readonly Result[], stages: LabStages) => {
    const { validateResults } = await import('./validate-run');
    return validateResults(client, rows, stages, session?.user.id ?? '');
  };
}

/**
 * "Validate n selected" beside the table's other selection actions: every selected result that
 * can be, the others counted and left. It also carries out what the rows' buttons ask.
 */
export function ValidateSelected({ rows }: { rows: Result[] }) {
  const { t } = useTranslation('areas');
  const stages = useStages();
  const validate = useValidate();
  const [busy, setBusy] = useState(false);
  const [unvalidating, setUnvalidating] = useState<Request>();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const handle = (request: Request) => {
      if (request.kind === 'unvalidate') {
        opener.current = document.activeElement as HTMLElement | null;
        return setUnvalidating(request);
      }
      if (!stages) return;
      void validate([request.result], stages).then(([failure]) =>
        notify(
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
    <Suspense fallback={null}>
      <UnvalidateDialog
        result={unvalidating.result}
        name={unvalidating.name}
        onClose={() => {
          setUnvalidating(undefined);
          focusBack(opener.current, unvalidating.name);
        }}
      />
    </Suspense>
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
          notify({
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
