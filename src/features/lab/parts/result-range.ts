import i18n from 'i18next';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { chooseRange, type ChosenRange, type RangeBand, type RangeUsed } from '@/domain/lab-ranges';
import { formatNumber } from '@/i18n/format';
import { usePatientName } from '@/components/references/references';
import { usePatientFacts, type PatientFacts } from '@/components/references/patient-facts';

/** What the range choice needs of a result. */
export interface RangedResult {
  customerId?: string | undefined;
  examinationId?: string | undefined;
  range?: string | undefined;
  sampledAt?: string | undefined;
}

export type ResultRange = ChosenRange & {
  /** The test has ranges by sex or age and the patient's sex and birth date are being read. */
  reading?: boolean;
};

/**
 * The range a result is read against for its patient (`domain/lab-ranges.ts`), from the test
 * and the patient's sex and birth date. While the patient is read, for a test with bands,
 * nothing is flagged against a range that may not be theirs (critical limits still are).
 */
export function rangeFor(
  result: RangedResult,
  exam: MedicalExamination | undefined,
  patient: PatientFacts | undefined,
): ResultRange {
  const chosen = chooseRange(result, exam, patient);
  if (patient === undefined && exam?.ranges?.length && chosen.used.kind !== 'own')
    return { ...chosen, range: undefined, reading: true };
  return chosen;
}

/**
 * The range of a result for its patient, as a cell shows it (the patient's record is read once).
 * The test is the caller's (`useExams`): this module is loaded lazily by the lists, and brings
 * nothing of the overview's with it.
 */
export function useResultRange(
  result: RangedResult,
  exam: MedicalExamination | undefined,
): ResultRange {
  const named = usePatientName(exam?.ranges?.length ? result.customerId : undefined);
  const patient = usePatientFacts(exam?.ranges?.length ? result.customerId : undefined, named);
  return rangeFor(result, exam, patient);
}

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(`areas:results.rangeUsed.${key}`, options);

/** A band in words: "Female, 18 years and over", "0 to 14 days", "Male". */
export function bandText(band: RangeBand): string {
  const who = band.sex ? t(`sex.${band.sex}`) : '';
  const unit = t(`unit.${band.ageUnit ?? 'years'}`);
  const [from, to] = [band.ageFrom, band.ageTo];
  const ages =
    from !== undefined && to !== undefined
      ? t('ages.between', { from: formatNumber(from), to: formatNumber(to), unit })
      : from !== undefined && from > 0
        ? t('ages.from', { from: formatNumber(from), unit })
        : to !== undefined
          ? t('ages.under', { to: formatNumber(to), unit })
          : '';
  return [who, ages].filter(Boolean).join(', ') || t('everyone');
}

/** Whether the screen has something to say of the range used (a test without bands: nothing). */
export const saysRangeUsed = (chosen: ResultRange) =>
  !!chosen.reading || !(chosen.used.kind === 'general' && chosen.used.reason === 'noBands');

/** Which range was used, in words, as the screens say it beside the range. */
export function rangeUsedText(chosen: ResultRange): string {
  if (chosen.reading) return t('reading');
  return usedText(chosen.used);
}

export function usedText(used: RangeUsed): string {
  switch (used.kind) {
    case 'band':
      return t('band', { band: bandText(used.band) });
    case 'own':
      return t('own');
    default:
      return t(`general.${used.reason}`);
  }
}
