import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { strictestLimits, type CriticalLimits } from '@/domain/lab-flags';

/**
 * The critical limits a watcher over many patients (the critical announcer, the dashboard's
 * card) calls a result with: the test's own, or where it has ranges by sex and age, the
 * strictest of them all (`strictestLimits`). A value critical for some patient of the test is
 * called rather than missed; the result's row then reads it against the patient's own range.
 * Kept apart from the range choice, which the main layout would otherwise load on every screen.
 */
export const watchedLimits = (exam: MedicalExamination | undefined): CriticalLimits =>
  exam?.ranges?.length ? strictestLimits(exam) : (exam ?? {});
