import i18n from 'i18next';
import * as z from 'zod/mini';
import { http, parseJson, send } from './http';
import { listSearchParams } from './resource/paging';

/**
 * The mail API, an extension of our own (SPEC §2 names the email area but not its calls; see the
 * README "Email area"). One set of schemas serves the client, the composer's checks and the demo
 * backend. No TanStack Query here: the demo backend imports these schemas, and must not drag the
 * query library into what every page of the demo loads. Keys and queryOptions live with the
 * email feature (features/email/queries.ts).
 */
export const FOLDERS = ['inbox', 'sent', 'drafts', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];
export const isFolder = (value: unknown): value is Folder => FOLDERS.includes(value as Folder);

/** Page size of the message list (SPEC §9 leaves page sizes to the screens). */
export const EMAIL_PAGE_SIZE = 20;
export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT = 255;

const addressCheck = z.email();
export const isEmailAddress = (text: string) => addressCheck.safeParse(text).success;

/** A sender or recipient: an address with an optional display name. */
const mailboxSchema = z.looseObject({
  name: z.optional(z.string()),
  address: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

/** Splits "a@x.org, Dr Sara <s@y.org>; b@z.org" at commas and semicolons outside quotes. */
export function splitAddressList(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === ',' || char === ';')) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** "Name <address>" or a bare address; null when the address part is not an email address. */
export function parseMailbox(text: string): Mailbox | null {
  const trimmed = text.trim();
  const angled = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  const address = (angled ? angled[2] : trimmed)?.trim() ?? '';
  if (!isEmailAddress(address)) return null;
  const name = angled?.[1]
    ?.trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return name ? { name, address } : { address };
}

/** The inverse of parseMailbox; a name holding a separator is quoted so the list splits back. */
export function formatMailbox({ name, address }: Mailbox): string {
  if (!name) return address;
  const safe = /[,;<>"]/.test(name) ? `"${name.replace(/"/g, '')}"` : name;
  return `${safe} <${address}>`;
}

/** One line of a folder's list: everything but the body. Unknown fields of a real backend stay. */
export const emailSummarySchema = z.looseObject({
  _id: z.string().check(z.minLength(1)),
  folder: z.string(),
  from: mailboxSchema,
  to: z._default(z.array(mailboxSchema), []),
  cc: z._default(z.array(mailboxSchema), []),
  subject: z._default(z.string(), ''),
  snippet: z._default(z.string(), ''),
  read: z._default(z.boolean(), true),
  /** When it was sent or received (ISO 8601); drafts carry their last save. */
  date: z.string(),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  inReplyTo: z.optional(z.nullable(z.string())),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** One message with its HTML body, as the server stored it: never shown without sanitising. */
export const emailSchema = z.extend(emailSummarySchema, { html: z._default(z.string(), '') });
export type Email = z.infer<typeof emailSchema>;

export const emailListSchema = z.object({
  data: z.array(emailSummarySchema),
  count: z.number(),
});
export type EmailList = z.infer<typeof emailListSchema>;

/** A recipient as typed: "Name <address>" or an address. */
const recipient = z
  .string()
  .check(z.refine((text) => parseMailbox(text) !== null, 'validation.email'));

/** POST /api/emails/send. `draftId`: the server draft this message was composed in (removed on send). */
export const sendRequestSchema = z.object({
  to: z.array(recipient).check(z.minLength(1, 'validation.required'), z.maxLength(MAX_RECIPIENTS)),
  cc: z._default(z.array(recipient).check(z.maxLength(MAX_RECIPIENTS)), []),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(MAX_SUBJECT, 'validation.tooLong'),
    ),
  html: z.string(),
  draftId: z.optional(z.string()),
  inReplyTo: z.optional(z.string()),
});
export type SendRequest = z.infer<typeof sendRequestSchema>;

/** POST /api/emails/drafts and PUT /api/emails/drafts/{id}: a draft may be incomplete. */
export const draftRequestSchema = z.object({
  to: z._default(z.array(z.string()), []),
  cc: z._default(z.array(z.string()), []),
  subject: z._default(z.string().check(z.maxLength(MAX_SUBJECT * 4)), ''),
  html: z._default(z.string(), ''),
  inReplyTo: z.optional(z.string()),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const markReadRequestSchema = z.object({ read: z.boolean() });

export interface EmailListParams {
  folder: Folder;
  page: number;
  search?: string;
  unread?: boolean;
  pageSize?: number;
}

export interface DraftSaveOptions {
  token?: string;
}
const bearer = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Names the call in a contract error ("The server's answer to … was not what the app expects"). */
const what = (key: 'list' | 'message') => i18n.t(`email:api.${key}`);
const path = (id: string) => `api/emails/${encodeURIComponent(id)}`;

export const emailApi = {
  /** Paging and filters as everywhere in the app (resource/paging.ts). */
  list(
    { folder, page, search, unread, pageSize = EMAIL_PAGE_SIZE }: EmailListParams,
    signal?: AbortSignal,
  ) {
    const searchParams = listSearchParams(
      { page, pageSize, filters: { folder, search, unread: unread || undefined } },
      false,
    );
    return parseJson(
      http.get('api/emails', { searchParams, signal }),
      emailListSchema,
      what('list'),
    );
  },
  get(id: string, signal?: AbortSignal) {
    return parseJson(http.get(path(id), { signal }), emailSchema, what('message'));
  },
  send(body: SendRequest) {
    return parseJson(http.post('api/emails/send', { json: body }), emailSchema, what('message'));
  },
  /**
   * Draft saves may be flushed as the composer closes; `token` pins them to the session they were
   * made in, rather than whatever storage holds when the request finally leaves.
   */
  saveDraft(body: DraftRequest, { token }: DraftSaveOptions = {}) {
    return parseJson(
      http.post('api/emails/drafts', { json: body, headers: bearer(token) }),
      emailSchema,
      what('message'),
    );
  },
  updateDraft(id: string, body: DraftRequest, { token }: DraftSaveOptions = {}) {
    return parseJson(
      http.put(`api/emails/drafts/${encodeURIComponent(id)}`, {
        json: body,
        headers: bearer(token),
      }),
      emailSchema,
      what('message'),
    );
  },
  /** Moves a message to the trash, or deletes it for good when it is already there. */
  async remove(id: string) {
    await send(http.delete(path(id)));
  },
  markRead(id: string, read: boolean) {
    return parseJson(
      http.patch(`${path(id)}/read`, { json: { read } }),
      emailSchema,
      what('message'),
    );
  },
};
