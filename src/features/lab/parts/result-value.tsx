import i18n from 'i18next';
import { labFlag, type CriticalLimits, type LabFlag } from '@/domain/lab-flags';
import { RowIcon } from '@/components/data-table/row-icon';
import classes from './result-value.module.css';

interface ResultValueProps {
  value: string | null | undefined;
  unit?: string | undefined;
  range: string | undefined;
  /** The test's critical limits: beyond them the flag is LL or HH. */
  limits?: CriticalLimits | undefined;
}

/** The words of each flag (texts of `areas`, loaded with the main area). */
const WORD: Record<Exclude<LabFlag, 'N'>, string> = {
  L: 'low',
  H: 'high',
  LL: 'criticalLow',
  HH: 'criticalHigh',
};

/**
 * A measured value with its flag against the reference range and the test's critical limits.
 * The flag is said in words ("High", "Critical high") and shown with arrows as well as colour,
 * so it never rests on colour alone; a critical one is a solid badge with two arrows.
 * One per row of a page of results: plain elements in Mantine's badge look (see the CSS).
 */
export function ResultValue({ value, unit, range, limits }: ResultValueProps) {
  if (value === undefined || value === null || value.trim() === '')
    return <span className={classes.none}>{i18n.t('areas:results.noValue')}</span>;
  const flag = labFlag(value, range, limits);
  return (
    <span className={classes.value}>
      <bdi className={flag && flag !== 'N' ? classes[flag] : undefined}>
        {value}
        {unit ? ` ${unit}` : ''}
      </bdi>
      {flag && flag !== 'N' && <FlagBadge flag={flag} />}
    </span>
  );
}

/** The flag alone, in words, arrows and colour. */
export function FlagBadge({ flag }: { flag: Exclude<LabFlag, 'N'> }) {
  const arrow = flag === 'H' || flag === 'HH' ? 'up' : 'down';
  return (
    <span className={classes.badge} data-flag={flag}>
      <RowIcon name={arrow} size="tiny" />
      {(flag === 'LL' || flag === 'HH') && <RowIcon name={arrow} size="tiny" />}
      <span>{i18n.t(`areas:results.flag.${WORD[flag]}`)}</span>
    </span>
  );
}
