import { APP_KEY } from '@/app/config';
import { isBlankHtml } from './sanitize';

/**
 * Drafts kept in this browser, so a reload, a crash or a lost session loses nothing typed. Every
 * change is written at once (local storage is synchronous and a draft is small); the server copy,
 * for signed-in users, follows on a debounce. All drafts live under one key, re-read before each
 * write so two tabs editing different drafts do not overwrite each other.
 */
export const DRAFTS_KEY = `${APP_KEY}.email.drafts`;

export interface LocalDraft {
  id: string;
  to: string;
  cc: string;
  subject: string;
  html: string;
  /** Last local change, ms. */
  updatedAt: number;
  /** The server copy, once there is one. */
  serverId?: string;
  /** The `updatedAt` the server copy holds: behind while smaller than `updatedAt`. */
  syncedAt?: number;
  /** The account whose server copy it is; drafts written signed out have none. */
  owner?: string;
  /** The message this one answers. */
  inReplyTo?: string;
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);

/** A hand-written guard, in the spirit of the session storage: unreadable drafts are dropped. */
function isDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    isString(d.id) &&
    isString(d.to) &&
    isString(d.cc) &&
    isString(d.subject) &&
    isString(d.html) &&
    typeof d.updatedAt === 'number' &&
    optional(d.serverId, isString) &&
    optional(d.syncedAt, (v) => typeof v === 'number') &&
    optional(d.owner, isString) &&
    optional(d.inReplyTo, isString)
  );
}

function readAll(): Record<string, LocalDraft> {
  const raw = storage()?.getItem(DRAFTS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    const out: Record<string, LocalDraft> = {};
    if (parsed && typeof parsed === 'object') {
      for (const value of Object.values(parsed)) if (isDraft(value)) out[value.id] = value;
    }
    return out;
  } catch (error) {
    console.warn('Stored email drafts were unreadable and have been removed.', error);
    storage()?.removeItem(DRAFTS_KEY);
    return {};
  }
}

function writeAll(drafts: Record<string, LocalDraft>) {
  try {
    if (Object.keys(drafts).length) storage()?.setItem(DRAFTS_KEY, JSON.stringify(drafts));
    else storage()?.removeItem(DRAFTS_KEY);
  } catch (error) {
    // Storage full or blocked: the draft still lives in the open composer and on the server.
    console.warn('The email draft could not be saved in this browser.', error);
  }
}

export const isEmptyDraft = (d: Pick<LocalDraft, 'to' | 'cc' | 'subject' | 'html'>) =>
  !d.to.trim() && !d.cc.trim() && !d.subject.trim() && isBlankHtml(d.html);

export const newDraftId = () =>
  `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const blankDraft = (id: string): LocalDraft => ({
  id,
  to: '',
  cc: '',
  subject: '',
  html: '',
  updatedAt: 0,
});

/** A draft the current user may see: their own, or one written signed out on this device. */
const visibleTo = (userId: string | undefined) => (d: LocalDraft) => !d.owner || d.owner === userId;

export const draftStore = {
  get(id: string, userId?: string): LocalDraft | undefined {
    const draft = readAll()[id];
    return draft && visibleTo(userId)(draft) ? draft : undefined;
  },
  findByServerId(serverId: string, userId?: string): LocalDraft | undefined {
    return Object.values(readAll()).find((d) => d.serverId === serverId && visibleTo(userId)(d));
  },
  /** Newest first. */
  list(userId?: string): LocalDraft[] {
    return Object.values(readAll())
      .filter(visibleTo(userId))
      .sort((a, b) => b.updatedAt - a.updatedAt);
  },
  /** Writes the draft; an empty one with no server copy is not worth keeping and is removed. */
  put(draft: LocalDraft) {
    const all = readAll();
    if (isEmptyDraft(draft) && !draft.serverId) delete all[draft.id];
    else all[draft.id] = draft;
    writeAll(all);
  },
  remove(id: string) {
    const all = readAll();
    if (!(id in all)) return;
    delete all[id];
    writeAll(all);
  },
  /**
   * On sign-out: drafts already safe on their account's server are not left on a shared desk.
   * Those with changes the server has not seen stay, visible to their owner only.
   */
  forgetSynced() {
    const all = readAll();
    for (const d of Object.values(all)) {
      if (d.owner && d.serverId && (d.syncedAt ?? 0) >= d.updatedAt) delete all[d.id];
    }
    writeAll(all);
  },
};
