/**
 * Search params of the email routes. Plain functions, not zod: route options stay in the app's
 * first bundle, and the sign-in page must not carry the email area's dependencies.
 */
export interface MailboxSearch {
  page?: number;
  q?: string;
}

export interface ComposeSearch {
  /** The local draft being edited. */
  draft?: string;
  /** Start a reply to, or a forward of, this message. */
  reply?: string;
  forward?: string;
  /** Open this server draft (from the Drafts folder). */
  server?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;

export function validateMailboxSearch(search: Record<string, unknown>): MailboxSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
    q: text(search.q),
  };
}

export function validateComposeSearch(search: Record<string, unknown>): ComposeSearch {
  return {
    draft: text(search.draft),
    reply: text(search.reply),
    forward: text(search.forward),
    server: text(search.server),
  };
}
