import { useEffect } from 'react';
import { APP_KEY } from '@/config/app-key';
import { currentSession } from '@/api/session';

/**
 * What a user is typing in a record's form, kept in this tab's session storage under the user
 * while the form is dirty, so a reload in the same session brings it back. It belongs to the
 * session: the idle lock keeps the form itself on screen (hidden), and any end of the session
 * (signing out, expiry, a 401, "Switch user") wipes these drafts before the form unmounts, when
 * nobody is signed in to write one for (app/auth/wipe.ts). Another user never reads it.
 */
const PREFIX = `${APP_KEY}.form-draft.`;

interface StoredDraft {
  owner: string;
  values: Record<string, unknown>;
}

const owner = () => currentSession()?.userId;

export function writeFormDraft(key: string, values: Record<string, unknown>) {
  const user = owner();
  if (!user) return;
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ owner: user, values }));
  } catch {
    // Storage full or blocked: the form still holds what was typed for this visit.
  }
}

export function removeFormDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** The signed-in user's draft of this form, if one was left when their session ended. */
export function readFormDraft(key: string): Record<string, unknown> | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as StoredDraft | null;
    const user = owner();
    if (
      !stored ||
      typeof stored !== 'object' ||
      !stored.values ||
      typeof stored.values !== 'object'
    )
      return undefined;
    return user && stored.owner === user ? stored.values : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the form goes away: a user who left it (saved, closed, navigated) needs no draft. A form
 * unmounting because the session ended writes nothing (the session is gone first, and with it
 * every draft).
 */
export function leaveFormDraft(key: string) {
  if (owner()) removeFormDraft(key);
}

/** Keeps a form's draft while it is dirty (for a reload), and puts a restored one back once. */
export function useFormDraft(
  key: string | undefined,
  restored: Record<string, unknown> | undefined,
  form: { getValues(): Record<string, unknown>; setValues(values: Record<string, unknown>): void },
  dirty: boolean,
) {
  useEffect(() => {
    if (key && restored) form.setValues({ ...form.getValues(), ...restored });
    // Once, on mount: the restored values are the form's starting point from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const values = form.getValues();
  useEffect(() => {
    if (!key) return;
    if (dirty) writeFormDraft(key, values);
    else removeFormDraft(key);
  }, [key, dirty, values]);
  useEffect(() => (key ? () => leaveFormDraft(key) : undefined), [key]);
}
