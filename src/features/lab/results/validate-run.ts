import type { QueryClient } from '@tanstack/react-query';
import { validation } from '@/features/lab/rules/changes';
import type { LabStages } from '@/api/lab/stages';
import { results, type Result } from '@/api/resources/results';
import { resultName } from '@/features/lab/parts/result-name';
import { saveResult } from '@/features/lab/parts/save-result';

const BATCH = 4;

/**
 * Validates results, four at a time; each shows at once and comes back if refused. Loaded with
 * the first validation, not with the list. Resolves to the refusals, each with its result.
 */
export async function validateResults(
  client: QueryClient,
  rows: readonly Result[],
  stages: LabStages,
  userId: string,
): Promise<string[]> {
  const failed: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    await Promise.all(
      rows.slice(i, i + BATCH).map((row) =>
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
