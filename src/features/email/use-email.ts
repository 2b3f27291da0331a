import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailApi,
  type Email,
  type EmailList,
  type EmailListParams,
  type SendRequest,
} from '@/api/email';
import { emailKeys, emailQueries } from './queries';

/** One page of a folder; the previous page stays on screen while the next one loads. */
export const useEmailList = (params: EmailListParams, enabled: boolean) =>
  useQuery({ ...emailQueries.list(params), enabled, placeholderData: keepPreviousData });

/** Unread messages in the inbox, for the folder list. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    ...emailQueries.list({ folder: 'inbox', page: 1, unread: true, pageSize: 1 }),
    enabled,
    select: (list) => list.count,
  });

export const useEmail = (id: string, enabled: boolean) =>
  useQuery({ ...emailQueries.detail(id), enabled });

/** Applies a change to every cached page holding the message. */
function patchLists(
  client: ReturnType<typeof useQueryClient>,
  change: (list: EmailList) => EmailList,
) {
  client.setQueriesData<EmailList>({ queryKey: emailKeys.lists() }, (list) =>
    list ? change(list) : list,
  );
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => emailApi.markRead(id, read),
    onSuccess: (email) => {
      client.setQueryData(emailKeys.detail(email._id), email);
      patchLists(client, (list) => ({
        ...list,
        data: list.data.map((item) =>
          item._id === email._id ? { ...item, read: email.read } : item,
        ),
      }));
      // Unread filters and counts change with it.
      void client.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}

/** Moves to the trash (or deletes from it): gone from the lists at once, back if the call fails. */
export function useDeleteEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: Pick<Email, '_id'>) => emailApi.remove(email._id),
    onMutate: async (email) => {
      await client.cancelQueries({ queryKey: emailKeys.lists() });
      const before = client.getQueriesData<EmailList>({ queryKey: emailKeys.lists() });
      patchLists(client, (list) => {
        const data = list.data.filter((item) => item._id !== email._id);
        return data.length === list.data.length
          ? list
          : { data, count: Math.max(0, list.count - 1) };
      });
      return { before };
    },
    onError: (_error, _email, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_data, email) => client.removeQueries({ queryKey: emailKeys.detail(email._id) }),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.lists() }),
  });
}

export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRequest) => emailApi.send(body),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
