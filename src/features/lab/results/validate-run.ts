import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { validation } from '@/features/lab/rules/changes';
import { refusal } from '@/features/lab/rules/validation-gate';
import type { LabStages } from '@/api/lab/stages';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { settings } from '@/config/settings';
import { referenceQuery } from '@/components/references/references';
import { resultName } from '@/features/lab/parts/result-name';
import { saveResult } from '@/features/lab/parts/save-result';
import { watchedLimits } from '@/features/lab/parts/watched-limits';

const BATCH = 4;

/**
 * Why `userId` may not validate `row` now, in words (`rules/validation-gate.ts`): their own
 * entry, or a critical value not yet acknowledged. A test with limits by sex and age is read
 * against its strictest (a value critical for some patient asks for the acknowledgement).
 */
export function refusalText(
  exams: readonly MedicalExamination[],
  row: Result,
  userId: string,
): string | undefined {
  const exam = exams.find((e) => String(e._id) === row.examinationId);
  const why = refusal(row, userId, watchedLimits(exam), { fourEyes: settings().labFourEyes });
  return why && i18n.t(`lab:gate.${why}`, { name: resultName(row) });
}

/**
 * Validates results, four at a time; each shows at once and comes back if refused. Loaded with
 * the first validation, not with the list. Resolves to the refusals, each with its result:
 * those the laboratory's rules refuse are not sent.
 */
export async function validateResults(
  client: QueryClient,
  rows: readonly Result[],
  stages: LabStages,
  userId: string,
): Promise<string[]> {
  await i18n.loadNamespaces('lab');
  // The tests' critical limits: unread, no result is validated blind to them.
  const exams = (await client
    .ensureQueryData(referenceQuery('examinations'))
    .catch(() => undefined)) as MedicalExamination[] | undefined;
  if (!exams) return [i18n.t('lab:gate.noTests')];
  const failed: string[] = [];
  const allowed = rows.filter((row) => {
    const why = refusalText(exams, row, userId);
    if (why) failed.push(why);
    return !why;
  });
  for (let i = 0; i < allowed.length; i += BATCH)
    await Promise.all(
      allowed.slice(i, i + BATCH).map((row) =>
        saveResult(client, {
          id: results.idOf(row),
          values: validation(row, stages, userId),
          before: row,
        }).catch((error: Error) => failed.push(`${resultName(row)}: ${error.message}`)),
      ),
    );
  // A list filtered by status reads again: a validated result leaves "awaiting validation".
  void client.invalidateQueries({ queryKey: results.keys.lists() });
  return failed;
}
