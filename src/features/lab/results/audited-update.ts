import { useQueryClient } from '@tanstack/react-query';
import { results, useUpdateResult } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';

/**
 * The results form's update, with what changed kept on the result (`rules/changes.ts`
 * `formChange`): loaded with the first save, so the results list carries none of it.
 */
export function useAuditedUpdate() {
  const update = useUpdateResult();
  const client = useQueryClient();
  const userId = useAuth().session?.user.id ?? '';
  return {
    isPending: update.isPending,
    mutateAsync: async ({ id, values }: { id: string; values: Record<string, unknown> }) => {
      const before = results.cache.find(client, id);
      const { formChange } = await import('@/features/lab/rules/form-change');
      const body = before ? formChange(before, values, userId) : values;
      return update.mutateAsync({ id, values: body });
    },
  };
}
