import i18n from 'i18next';
import {
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { labFlag } from '@/domain/lab-flags';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { AuditLine } from '@/features/lab/parts/audit-trail';
import { PreviousValue } from '@/features/lab/parts/delta-text';
import { previousIn, usePatientHistory } from '@/features/lab/parts/history';
import { FlagBadge } from '@/features/lab/parts/result-value';
import { rangeFor, rangeUsedText, saysRangeUsed } from '@/features/lab/parts/result-range';
import { usePatientFacts, type PatientFacts } from '@/components/references/patient-facts';
import { usePatientName } from '@/components/references/references';
import { SAVE_COL, UNDO_COL, VALUE_COL } from './columns';
import type { CellSave } from './use-cell-saves';
import classes from './worksheet.module.css';

export interface RowProps {
  result: Result;
  index: number;
  /** The active column when this row holds the grid's focus stop, else -1. */
  activeCol: number;
  save: CellSave | undefined;
  online: boolean;
  /** The result's test: its ranges by sex and age, critical and delta limits. */
  limits: MedicalExamination | undefined;
  locked: boolean;
  top: number;
  onCommit: (result: Result, typed: string) => void;
  onRetry: (id: string) => void;
  onUndo: (id: string) => void;
  id: string;
}

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(`lab:worksheet.${key}`, options);

/**
 * One result on the worksheet. Typing stays in this row (its draft is its own state), the flag
 * and the change from the previous value follow each key, and leaving the value saves it.
 * Memoised: moving the focus re-renders the two rows it leaves and enters, nothing else.
 */
export const WorksheetRow = memo(function WorksheetRow(props: RowProps) {
  const { result, index, activeCol, save, limits, locked, id } = props;
  const named = usePatientName(result.customerId);
  const patient = named ?? result.customerId ?? '';
  // The range that fits the patient's sex and age on the sample's day (their record is read
  // with their name); the flag follows each key against it.
  const facts = usePatientFacts(limits?.ranges?.length ? result.customerId : undefined, named);
  const chosen = rangeFor(result, limits, facts);
  const [draft, setDraft] = useState<string>();
  const shown = save ? (save.value ?? '') : (result.value ?? '');
  const typed = draft ?? shown;
  const flag = labFlag(typed, chosen.range, chosen.limits);
  const name = `${result.testName ?? ''}, ${patient}`;
  const focusStop = (col: number) => (activeCol === col ? 0 : -1);

  const commit = () => {
    if (draft === undefined) return;
    props.onCommit(result, draft);
    setDraft(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Tab') commit();
    if (event.key === 'Escape' && draft !== undefined) {
      event.stopPropagation();
      setDraft(undefined);
    }
  };

  const cell = (col: number, content: ReactNode, ownFocus = false) => (
    <div
      role="gridcell"
      className={classes.cell}
      data-col={col}
      // A cell without a control of its own is the focus stop itself.
      tabIndex={ownFocus ? undefined : focusStop(col)}
      aria-colindex={col + 1}
    >
      {content}
    </div>
  );
  // A control that held the focus can leave (Retry once pressed, Undo once done): the focus
  // stays in its cell rather than falling to the page's <body>.
  const rowRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const onFocus = () => {
    hadFocus.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    hadFocus.current = next
      ? !!rowRef.current?.contains(next)
      : !(event.target as Node).isConnected;
  };
  useLayoutEffect(() => {
    if (activeCol < 0 || !hadFocus.current) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    const cell = rowRef.current?.querySelector<HTMLElement>(`[data-col="${activeCol}"]`);
    (cell?.querySelector<HTMLElement>('input, button') ?? cell)?.focus();
  });
  const errorId = `${id}-error`;
  const error = save && (save.status === 'failed' || save.status === 'invalid') ? save.error : '';

  return (
    <div
      ref={rowRef}
      role="row"
      onFocus={onFocus}
      onBlur={onBlur}
      className={classes.row}
      aria-rowindex={index + 2}
      data-row={index}
      style={{ transform: `translateY(${props.top}px)` }}
    >
      {cell(0, <span className={classes.text}>{patient}</span>)}
      {cell(1, <span className={classes.text}>{result.testName}</span>)}
      {cell(
        2,
        <span className={`${classes.text} ${classes.range}`} title={rangeUsedText(chosen)}>
          {[chosen.range, result.unit].filter(Boolean).join(' ')}
          {saysRangeUsed(chosen) && (
            <small className={classes.rangeUsed}>{rangeUsedText(chosen)}</small>
          )}
        </span>,
      )}
      {cell(
        VALUE_COL,
        <input
          className={classes.input}
          tabIndex={focusStop(VALUE_COL)}
          aria-label={t('valueOf', { name })}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          readOnly={locked}
          title={locked ? i18n.t('areas:results.validation.locked') : undefined}
          value={typed}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          autoComplete="off"
          spellCheck={false}
        />,
        true,
      )}
      {cell(
        4,
        flag && flag !== 'N' ? (
          <FlagBadge flag={flag} />
        ) : (
          <span className={classes.dimmed}>
            {flag === 'N' ? i18n.t('areas:results.flag.normal') : ''}
          </span>
        ),
      )}
      {cell(5, <Previous result={result} value={typed} limits={limits} facts={facts} />)}
      {cell(
        SAVE_COL,
        <>
          <SaveState save={save} online={props.online} errorId={errorId}>
            {save?.status === 'failed' && (
              <button
                type="button"
                className={classes.button}
                tabIndex={focusStop(SAVE_COL)}
                aria-label={t('retryNamed', { name })}
                onClick={() => props.onRetry(id)}
              >
                {t('retry')}
              </button>
            )}
          </SaveState>
          {/* Once the row's own save has gone, the result's latest kept change says who and when. */}
          {!save && <AuditLine result={result} className={`${classes.text} ${classes.dimmed}`} />}
        </>,
        save?.status === 'failed',
      )}
      {cell(
        UNDO_COL,
        save && save.status !== 'saving' ? (
          <button
            type="button"
            className={classes.button}
            tabIndex={focusStop(UNDO_COL)}
            aria-label={t('undoNamed', { name })}
            onClick={() => props.onUndo(id)}
          >
            {t('undo')}
          </button>
        ) : null,
        !!save && save.status !== 'saving',
      )}
    </div>
  );
});

function Previous({
  result,
  value,
  limits,
  facts,
}: {
  result: Result;
  value: string;
  limits: RowProps['limits'];
  facts: PatientFacts | undefined;
}) {
  const history = usePatientHistory(result.customerId);
  if (!history.data)
    return <span className={classes.dimmed}>{history.error ? history.error.message : '…'}</span>;
  const previous = previousIn(history.data, result, limits);
  const before = previous && rangeFor(previous, limits, facts);
  return (
    <PreviousValue
      previous={previous}
      previousFlag={before && labFlag(previous.value, before.range, before.limits)}
      value={value}
      unit={result.unit}
      deltaLimit={limits?.deltaLimit}
      compact
    />
  );
}

function SaveState({
  save,
  online,
  errorId,
  children,
}: {
  save: CellSave | undefined;
  online: boolean;
  errorId: string;
  children: ReactNode;
}) {
  if (!save) return null;
  const text =
    save.status === 'saving'
      ? t(online ? (save.undoing ? 'undoing' : 'saving') : 'waiting')
      : save.status === 'saved'
        ? t('saved')
        : save.error;
  const className =
    save.status === 'saved'
      ? classes.saved
      : save.status === 'saving'
        ? classes.dimmed
        : classes.failed;
  return (
    <>
      <span id={errorId} className={`${classes.text} ${className}`} title={text}>
        {text}
      </span>
      {children}
    </>
  );
}
