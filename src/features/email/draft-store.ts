import { onSignIn, onSignOut } from '@/app/auth/sign-out-hooks';
import { APP_KEY } from '@/config/app-key';
import { settings } from '@/config/settings';
import { isBlankHtml } from './sanitize';

/**
 * Drafts kept in this browser, so a reload or a crash loses nothing typed. A signed-in user's
 * are written to local storage at every change (synchronous, and a draft is small), under their
 * account; the server copy follows on a debounce. All of them live under one key, re-read before
 * each write so two tabs editing different drafts do not overwrite each other, and the key goes
 * when the session ends (app/auth/wipe.ts).
 *
 * A draft written signed out belongs to nobody the app knows: it is kept in this page's memory
 * only, never listed, never stored, and dropped when a session starts, unless that sign-in came
 * from its own composer's "Sign in to send" (`claimOnSignIn`), whose user then owns it.
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
  /** The account it belongs to; a draft written signed out has none (and is never stored). */
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

/** Drafts written signed out in this page: memory only. */
const anonymous = new Map<string, LocalDraft>();
/** The anonymous draft whose composer sent its writer to sign in, and when. */
let claimed: { id: string; at: number } | undefined;

/**
 * Whether the claim may still be its writer's: a sign-in after the idle time (when the lock is
 * on) is taken to be the next person at the desk, who gets nothing of it.
 */
const claimHolds = (at: number) => {
  const idleMs = settings().idleLockMs;
  return idleMs <= 0 || Date.now() - at < idleMs;
};

/** Stored drafts of `userId` only (a draft of another account, or of none, is never theirs). */
const ownedBy = (userId: string | undefined) => (d: LocalDraft) => !!userId && d.owner === userId;

export const draftStore = {
  /** The draft, for its owner; signed out, one written signed out in this page. */
  get(id: string, userId?: string): LocalDraft | undefined {
    if (!userId) return anonymous.get(id);
    const draft = readAll()[id];
    return draft && ownedBy(userId)(draft) ? draft : undefined;
  },
  findByServerId(serverId: string, userId?: string): LocalDraft | undefined {
    return Object.values(readAll()).find((d) => d.serverId === serverId && ownedBy(userId)(d));
  },
  /** A user's own drafts, newest first; nobody's when signed out. */
  list(userId?: string): LocalDraft[] {
    return Object.values(readAll())
      .filter(ownedBy(userId))
      .sort((a, b) => b.updatedAt - a.updatedAt);
  },
  /** Writes the draft; an empty one with no server copy is not worth keeping and is removed. */
  put(draft: LocalDraft) {
    const empty = isEmptyDraft(draft) && !draft.serverId;
    if (!draft.owner) {
      if (empty) anonymous.delete(draft.id);
      else anonymous.set(draft.id, draft);
      return;
    }
    anonymous.delete(draft.id);
    const all = readAll();
    if (empty) delete all[draft.id];
    else all[draft.id] = draft;
    writeAll(all);
  },
  remove(id: string) {
    anonymous.delete(id);
    const all = readAll();
    if (!(id in all)) return;
    delete all[id];
    writeAll(all);
  },
  /** The writer of this signed-out draft is going to sign in from its composer: it becomes theirs. */
  claimOnSignIn(id: string) {
    claimed = { id, at: Date.now() };
  },
  /**
   * A session started: the claimed draft becomes its user's, if claimed within the idle time;
   * other signed-out drafts go.
   */
  adopt(userId: string) {
    const draft = claimed && claimHolds(claimed.at) ? anonymous.get(claimed.id) : undefined;
    anonymous.clear();
    claimed = undefined;
    if (draft) draftStore.put({ ...draft, owner: userId });
  },
  /** A session ended: nothing of it stays in this page (storage is wiped with the session). */
  forgetAll() {
    anonymous.clear();
    claimed = undefined;
  },
};

onSignIn((userId) => draftStore.adopt(userId));
onSignOut(() => draftStore.forgetAll());
