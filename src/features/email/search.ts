import { searchSchema, text, whole } from '@/lib/search-schema';

/** Search params of a mailbox: its page (from 1) and what is searched for. */
export const validateMailboxSearch = searchSchema({ page: whole, q: text });

export type MailboxSearch = ReturnType<typeof validateMailboxSearch>;

/**
 * Search params of the composer: the local draft being edited (`draft`), a reply to or a
 * forward of a message (`reply`, `forward`), or a server draft from the Drafts folder (`server`).
 */
export const validateComposeSearch = searchSchema({
  draft: text,
  reply: text,
  forward: text,
  server: text,
});

export type ComposeSearch = ReturnType<typeof validateComposeSearch>;
