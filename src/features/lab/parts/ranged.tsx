import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { referenceQuery } from '@/components/references/references';
import { ResultValue } from './result-value';
import classes from './result-value.module.css';

/**
 * A result's value and range as the lists show them. A test with ranges by sex and age reads
 * each value against the range that fits its patient (`banded.tsx`, loaded with the first such
 * row: the choice, the patient's sex and birth date, the words that say which range); a test
 * without them, against the result's own range, at no cost more.
 */
const Banded = lazy(() => import('./banded'));

/**
 * The result's test, from the tests' list the value column awaits (not `useExams`, whose module
 * brings the laboratory's stages to every results list).
 */
function useExam(id: string | undefined): MedicalExamination | undefined {
  const { data } = useQuery(referenceQuery('examinations'));
  return (data as MedicalExamination[] | undefined)?.find((exam) => String(exam._id) === id);
}

const hasBands = (exam: MedicalExamination | undefined): exam is MedicalExamination =>
  !!exam?.ranges?.length;

/** The value with its flag, against the range that fits the patient (their sex and age). */
export function RangedValue({ result }: { result: Result }) {
  const exam = useExam(result.examinationId);
  if (!hasBands(exam))
    return (
      <ResultValue value={result.value} unit={result.unit} range={result.range} limits={exam} />
    );
  return (
    // Until the range that fits is known, nothing is flagged against one that may not.
    <Suspense fallback={<ResultValue value={result.value} unit={result.unit} range={undefined} />}>
      <Banded result={result} exam={exam} part="value" />
    </Suspense>
  );
}

/** The range used for the result, and which one it is ("Range for: Female, 18 years and over"). */
export function RangeShown({ result }: { result: Result }) {
  const exam = useExam(result.examinationId);
  const { t } = useTranslation('areas');
  if (!hasBands(exam)) return <bdi>{result.range || '—'}</bdi>;
  // The fallback takes the place the range and its words will take: the row does not grow.
  return (
    <Suspense
      fallback={
        <span className={classes.range}>
          <bdi>…</bdi>
          <small className={classes.rangeUsed}>{t('results.rangeUsed.reading')}</small>
        </span>
      }
    >
      <Banded result={result} exam={exam} part="range" />
    </Suspense>
  );
}
