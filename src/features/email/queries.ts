import { queryOptions } from '@tanstack/react-query';
import { emailApi, type EmailListParams } from '@/api/email';

/** Query keys from broad to narrow (DESIGN.md): every list, one list, one message. */
export const emailKeys = {
  all: ['emails'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (params: EmailListParams) => [...emailKeys.lists(), params] as const,
  details: () => [...emailKeys.all, 'detail'] as const,
  detail: (id: string) => [...emailKeys.details(), id] as const,
};

export const emailQueries = {
  list: (params: EmailListParams) =>
    queryOptions({
      queryKey: emailKeys.list(params),
      queryFn: ({ signal }) => emailApi.list(params, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: emailKeys.detail(id),
      queryFn: ({ signal }) => emailApi.get(id, signal),
    }),
};
