import type { Email, EmailSummary, Folder, Mailbox } from '@/api/email';
import { accounts } from './accounts';
import { seedMessages } from './email-seed';
import { persistedTable } from './persist';

/** A stored message: the API's record, whose mailbox it is, and a tombstone for deletions. */
export interface StoredEmail extends Email {
  owner: string;
  folder: Folder;
  /** Where a message in the trash came from. */
  previousFolder?: Folder;
  deleted?: boolean;
}

/** Demo tables have no row removal: deleted messages become tombstones without a body. */
export const emails = persistedTable<StoredEmail>('emails', () => []);
/** Accounts whose mailbox has been seeded, so emptying the trash does not bring the seed back. */
const seededOwners = persistedTable<{ userId: string }>('emailOwners', () => []);

export const MAIL_DOMAIN = 'cedarclinic.example';

/** A demo account's address: "Leila Haddad" → leila.haddad@cedarclinic.example. */
export function addressOf(userId: string): Mailbox {
  const account = accounts.find((a) => a.id === userId);
  const local = (account?.name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return {
    name: account?.name ?? userId,
    address: `${local || `user.${userId.toLowerCase().replace(/[^a-z0-9]+/g, '')}`}@${MAIL_DOMAIN}`,
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The readable text of an HTML body (for snippets and search); never rendered as HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const snippetOf = (html: string) => {
  const text = textOf(html);
  return text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text;
};

let counter = 0;
export const newEmailId = () => `em-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Seeds an account's mailbox the first time it is used. */
export function ensureMailbox(owner: string, now = Date.now()) {
  if (seededOwners.find((row) => row.userId === owner)) return;
  seededOwners.insert({ userId: owner });
  const me = addressOf(owner);
  seedMessages.forEach((message, index) => {
    const date = new Date(now - message.minutesAgo * 60_000).toISOString();
    emails.insert({
      _id: `em-${owner}-${String(index + 1).padStart(3, '0')}`,
      owner,
      folder: message.folder,
      from: message.from ?? me,
      to: message.to ?? [me],
      cc: message.cc ?? [],
      subject: message.subject,
      html: message.html,
      snippet: snippetOf(message.html),
      read: message.read ?? message.folder !== 'inbox',
      date,
      createdAt: date,
      updatedAt: date,
    });
  });
}

export interface MailQuery {
  folder: Folder;
  limit: number;
  skip: number;
  search?: string;
  unread?: boolean;
}

const matches = (email: StoredEmail, needle: string) =>
  [
    email.subject,
    textOf(email.html),
    email.from.name,
    email.from.address,
    ...email.to.flatMap((m) => [m.name, m.address]),
    ...email.cc.map((m) => m.address),
  ].some((field) => field?.toLowerCase().includes(needle));

/** One page of a folder, newest first, with the number of messages that match. */
export function queryMailbox(
  owner: string,
  query: MailQuery,
): { data: EmailSummary[]; count: number } {
  ensureMailbox(owner);
  const needle = query.search?.trim().toLowerCase();
  const found = emails
    .all()
    .filter((e) => e.owner === owner && !e.deleted && e.folder === query.folder)
    .filter((e) => !query.unread || !e.read)
    .filter((e) => !needle || matches(e, needle))
    .sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
  return {
    data: found.slice(query.skip, query.skip + query.limit).map(toSummary),
    count: found.length,
  };
}

export function findEmail(owner: string, id: string): StoredEmail | undefined {
  ensureMailbox(owner);
  return emails.find((e) => e._id === id && e.owner === owner && !e.deleted);
}

/** What the API answers: the record without the demo's bookkeeping. */
export function toRecord({
  owner: _owner,
  previousFolder: _previous,
  deleted: _deleted,
  ...record
}: StoredEmail): Email {
  return record;
}

export function toSummary(email: StoredEmail): EmailSummary {
  const { html: _html, ...summary } = toRecord(email);
  return summary;
}

/** Marks a message deleted for good; its body goes with it. */
export function purgeEmail(id: string) {
  emails.update((e) => e._id === id, { deleted: true, html: '', snippet: '' });
}

/** Back to nothing: tests start from a fresh, unseeded mailbox. */
export function resetEmails() {
  emails.reset();
  seededOwners.reset();
}
