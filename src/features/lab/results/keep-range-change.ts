import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { results, type Result } from '@/api/resources/results';
import { notify } from '@/features/lab/parts/notify';
import { saveResult } from '@/features/lab/parts/save-result';
import { rangeChange } from '@/features/lab/rules/changes';

/**
 * The contract's `PATCH …/range` carries the range alone; the change is then kept on the result
 * with a `PUT` of its audit (who, when, from, to). Said when that second call is refused: the
 * range is set, its trace is not.
 */
export function keepRangeChange(
  client: QueryClient,
  result: Result,
  before: string | undefined,
  userId: string,
) {
  saveResult(client, {
    id: results.idOf(result),
    values: rangeChange(result, before, userId),
    before: result,
  }).catch(async (error: Error) => {
    await i18n.loadNamespaces('lab');
    notify({ color: 'red', message: `${i18n.t('lab:audit.notKept')} ${error.message}` });
  });
}
