import { APP_KEY } from '@/config/app-key';

/**
 * What a session leaves in this browser is removed when it ends (signing out, the session
 * running out or refused, "Switch user" at the lock): everything the app keeps under its prefix,
 * in local and session storage, but for the settings of the workstation itself, which name no
 * patient and belong to the desk rather than to who sat at it. A key added later is wiped unless
 * it is listed here, so forgetting to list one costs a preference, never a patient's name.
 */
const KEPT = new RegExp(
  `^${APP_KEY}(?:${[
    // Colour mode and language.
    '-color-scheme$',
    '\\.lng$',
    // A table's shown columns and density (not its last view: `.search` holds filters).
    '\\.table\\.(?!.*\\.search$)',
    // A user's saved views of a table: filters, sort, columns; never a filter naming a patient
    // (components/data-table/saved-views-store.ts).
    '\\.views\\.',
    // A list screen's list-or-calendar choice.
    '\\.[\\w-]+\\.view$',
    // This desk's queue counter and the display's sound; the lab's critical-result sound.
    '\\.queue\\.',
    '\\.lab\\.criticalSound$',
    '\\.base-currency$',
    // The demo backend's own database: in a demo, the server's data, not the session's.
    '\\.demo\\.',
  ].join('|')})`,
);

/** Whether `key` is the app's and holds something of a session (wiped when it ends). */
export const isSessionData = (key: string) => key.startsWith(APP_KEY) && !KEPT.test(key);

function wipe(storage: Storage | undefined) {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key !== null && isSessionData(key)) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to wipe.
  }
}

/** Removes every trace of the session that ended from this tab's storage and the browser's. */
export function wipeSessionData() {
  wipe(typeof localStorage === 'undefined' ? undefined : localStorage);
  wipe(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
}

/** Whose session this tab's session storage holds (a user id): written as one starts here. */
const TAB_OWNER = `${APP_KEY}.tab-owner`;

/**
 * Makes this tab's session storage `userId`'s (undefined: nobody's). What another account left
 * in it is wiped first: a tab the browser reopens ("Reopen closed tab", a restored session)
 * gets its session storage back, list filters and names of patients included, after the wipe
 * that ran in the tabs open when that session ended. Called at start and at every sign-in.
 */
export function claimTab(userId: string | undefined) {
  try {
    const owner = sessionStorage.getItem(TAB_OWNER);
    if (owner === (userId ?? null)) return;
    wipe(sessionStorage);
    if (userId) sessionStorage.setItem(TAB_OWNER, userId);
  } catch {
    // Blocked storage holds nothing to claim.
  }
}
