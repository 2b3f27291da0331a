import { coverPage } from './lock-cover';
import { isSessionValid } from './session';
import { readLockedSession, readSession } from './storage';
import { claimTab } from './wipe';

/**
 * A page the browser brings back from its back/forward cache missed every storage event while
 * it was frozen, and holds in memory what its session showed. Another session since (signed
 * out, someone else signed in, in another tab): it is covered, and replaced by the app's first
 * page started afresh from storage, in place of this history entry (whose address may hold a
 * filter naming a patient). The same session: `catchUp` (a lock elsewhere locks it). `shownFor`
 * is the user this page shows (undefined: nobody's). Returns what stops watching.
 */
export function watchRestoredPage(
  shownFor: () => string | undefined,
  catchUp: () => void,
): () => void {
  const onShow = (event: PageTransitionEvent) => {
    const here = shownFor();
    if (!event.persisted || here === undefined) return;
    const stored = readSession({ repair: false });
    const now = (stored && isSessionValid(stored) ? stored : readLockedSession({ repair: false }))
      ?.user.id;
    if (now === here) return catchUp();
    coverPage();
    claimTab(undefined);
    window.location.replace(import.meta.env.BASE_URL);
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}
