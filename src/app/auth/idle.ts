import { isSessionValid } from './session';
import { readActivity, readSession, writeActivity, writeLock } from './storage';
import { isIdle } from './session-machine';

/**
 * A tab showing the waiting-room display: a TV nobody types at, showing what the waiting room
 * sees anyway. It never locks itself for want of input (the queue stays on the wall), but input
 * in it is no one's use of the app either: a mouse moving on the TV's screen keeps no session
 * open, and a display opened after the idle time starts locked like any page. It follows a lock
 * from another tab (on a desk computer, the desk's idle time wins), and showing anything else
 * (Back, another address) after the idle time locks at once.
 */
export const isUnattendedScreen = () =>
  typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/display';

/** What counts as someone using the app. Moving the pointer does: reading a long list is use. */
const INPUT = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;
/** When to look again: the tab shown or focused, and the display's tab going back to a page. */
const BACK = ['visibilitychange', 'focus', 'popstate'] as const;

/**
 * The last input is shared with the other tabs at most this often (local storage is
 * synchronous; a moving pointer fires a hundred events a second).
 */
const SHARE_EVERY_MS = 1000;

/**
 * Watches for input in this tab and calls `onIdle` once the app has had none, in any tab, for
 * `idleMs`. Input anywhere is written to local storage, so a receptionist typing in one tab keeps
 * the others open; the timer reads it before locking. Timers stall in sleeping laptops and
 * background tabs: the check runs again when the tab comes back. Returns the stop function.
 */
export function watchIdle(idleMs: number, onIdle: () => void): () => void {
  if (idleMs <= 0) return () => {};
  let last = readActivity() ?? Date.now();
  // A session with no input recorded yet counts from now, for the other tabs and the next start.
  if (readActivity() === undefined) writeActivity(last);
  let shared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    clearTimeout(timer);
    const latest = Math.max(last, readActivity() ?? 0);
    const now = Date.now();
    if (!isIdle(latest, idleMs, now)) timer = setTimeout(check, latest + idleMs - now);
    // The TV's tab waits: it may be navigated back to a desk's page.
    else if (isUnattendedScreen()) timer = setTimeout(check, idleMs);
    else onIdle();
  };
  const onInput = () => {
    if (isUnattendedScreen()) return;
    last = Date.now();
    if (last - shared < SHARE_EVERY_MS) return;
    shared = last;
    writeActivity(last);
  };

  for (const type of INPUT)
    window.addEventListener(type, onInput, { capture: true, passive: true });
  // The tab shown again (visibilitychange reaches the window from its document), focused, or
  // taken back from the display to a page by the browser's history.
  for (const type of BACK) window.addEventListener(type, check);
  check();
  return () => {
    clearTimeout(timer);
    for (const type of INPUT) window.removeEventListener(type, onInput, { capture: true });
    for (const type of BACK) window.removeEventListener(type, check);
  };
}

/**
 * At start (a reload, the browser opened again): a session whose last input is older than the
 * idle time is locked before anything of it is shown or asked for. A session with no input
 * recorded counts as used now. Says whether it locked.
 */
export function lockIfIdle(idleMs: number, now = Date.now()): boolean {
  const session = readSession({ repair: false });
  const last = readActivity();
  if (!isSessionValid(session, now) || last === undefined || !isIdle(last, idleMs, now))
    return false;
  writeLock(now);
  return true;
}
