import i18n from 'i18next';
import type { LabFlag } from '@/domain/lab-flags';
import { deltaOf, textChanged, type Delta } from '@/features/lab/rules/delta';
import { formatDate, numberFormat } from '@/i18n/format';
import classes from './delta-text.module.css';

/** "+0.8" / "−12.5 %": signed, in the reader's digits. */
const signed = (value: number, options: Intl.NumberFormatOptions = {}) =>
  numberFormat({ signDisplay: 'exceptZero', maximumFractionDigits: 2, ...options }).format(value);

/** "+0.8 (+19.5 %)": the change with the values' decimals, and in per cent when it can be. */
export function formatChange(delta: Delta) {
  const digits = { minimumFractionDigits: delta.decimals, maximumFractionDigits: delta.decimals };
  const absolute = signed(delta.absolute, digits);
  if (delta.percent === undefined) return absolute;
  return `${absolute} (${signed(delta.percent / 100, { style: 'percent', maximumFractionDigits: 1 })})`;
}

interface PreviousProps {
  previous: { value?: string | null | undefined; sampledAt?: string | undefined } | undefined;
  value: string | null | undefined;
  unit?: string | undefined;
  deltaLimit?: string | undefined;
  /** On paper there is no room for the date on a line of its own. */
  compact?: boolean;
  /**
   * The previous value's flag against the range that fitted the patient on its own day (a
   * child's range moves with age): a change across ranges reads differently.
   */
  previousFlag?: LabFlag | undefined;
}

const FLAG_WORD: Record<Exclude<LabFlag, 'N'>, string> = {
  L: 'low',
  H: 'high',
  LL: 'criticalLow',
  HH: 'criticalHigh',
};

/**
 * The previous validated value of the same test and the change to this one, absolute and in per
 * cent, with Δ when the change is beyond the test's delta limit, or when a text result changed
 * (said in words to screen readers).
 * Texts of `areas` (results.delta.*): shown on the patient page, the worksheet and the report.
 */
export function PreviousValue({
  previous,
  value,
  unit,
  deltaLimit,
  compact,
  previousFlag,
}: PreviousProps) {
  if (!previous?.value)
    return <span className={classes.none}>{i18n.t('areas:results.delta.none')}</span>;
  const delta = deltaOf(value, previous.value, deltaLimit);
  // A text result that changed (a blood group) is flagged whatever the test's delta limit.
  const changed = !delta && textChanged(value, previous.value);
  return (
    <span className={classes.previous}>
      <span>
        {previous.value}
        {unit ? ` ${unit}` : ''}
        {previousFlag && previousFlag !== 'N' && (
          <span
            className={classes.previousFlag}
            role="img"
            aria-label={i18n.t(`areas:results.flag.${FLAG_WORD[previousFlag]}`)}
            title={i18n.t(`areas:results.flag.${FLAG_WORD[previousFlag]}`)}
          >
            {' '}
            {previousFlag}
          </span>
        )}
        {!compact && <span className={classes.date}> · {formatDate(previous.sampledAt)}</span>}
      </span>
      {delta && <DeltaChange delta={delta} />}
      {changed && (
        <span className={classes.change}>
          <span
            className={classes.flag}
            role="img"
            aria-label={i18n.t('areas:results.delta.changed')}
            title={i18n.t('areas:results.delta.changed')}
          >
            Δ
          </span>
        </span>
      )}
    </span>
  );
}

/** The change, and Δ when beyond the limit. */
export function DeltaChange({ delta }: { delta: Delta }) {
  return (
    <span className={classes.change}>
      <span>{formatChange(delta)}</span>
      {delta.beyond && (
        <span className={classes.flag} role="img" aria-label={i18n.t('areas:results.delta.beyond')}>
          Δ
        </span>
      )}
    </span>
  );
}
