import i18n from 'i18next';
import { resultFlag } from '@/api/resources/results';
import { RowIcon } from '@/components/data-table/row-icon';
import classes from './result-value.module.css';

interface ResultValueProps {
  value: string | undefined;
  unit?: string | undefined;
  range: string | undefined;
}

/**
 * A measured value with its flag against the reference range. The flag is said in words
 * ("High", "Low") and shown with an arrow as well as colour, so it never rests on colour alone.
 * One per row of a page of results: plain elements in Mantine's light-badge look (see the CSS).
 */
export function ResultValue({ value, unit, range }: ResultValueProps) {
  const flag = resultFlag(value, range);
  const out = flag === 'high' || flag === 'low';
  return (
    <span className={classes.value}>
      <span className={out ? classes[flag] : undefined}>
        {value}
        {unit ? ` ${unit}` : ''}
      </span>
      {out && (
        <span className={classes.badge} data-flag={flag}>
          <RowIcon name={flag === 'high' ? 'up' : 'down'} size="tiny" />
          <span>{i18n.t(`areas:results.flag.${flag}`)}</span>
        </span>
      )}
    </span>
  );
}
