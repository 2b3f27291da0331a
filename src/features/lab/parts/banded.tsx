import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { rangeUsedText, saysRangeUsed, useResultRange } from './result-range';
import { ResultValue } from './result-value';
import classes from './result-value.module.css';

/**
 * A result of a test with ranges by sex and age, read against its patient's (loaded by
 * `ranged.tsx` with the first such row): its value and flag, or its range and which one it is.
 */
export default function Banded({
  result,
  exam,
  part,
}: {
  result: Result;
  exam: MedicalExamination;
  part: 'value' | 'range';
}) {
  const chosen = useResultRange(result, exam);
  if (part === 'value')
    return (
      <ResultValue
        value={result.value}
        unit={result.unit}
        range={chosen.range}
        limits={chosen.limits}
      />
    );
  return (
    <span className={classes.range}>
      <bdi>{chosen.range || '—'}</bdi>
      {saysRangeUsed(chosen) && (
        <small className={classes.rangeUsed} title={rangeUsedText(chosen)}>
          {rangeUsedText(chosen)}
        </small>
      )}
    </span>
  );
}
