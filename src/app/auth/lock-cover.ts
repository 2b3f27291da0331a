import './lock-cover.css';

/**
 * The lock's cover: a layer over the whole page, and everything else made inert (no focus, no
 * input, out of the accessibility tree, so a screen reader reads no patient behind the lock),
 * aria-hidden and invisible, on screen and on paper (lock-cover.css). Part of the first load and
 * put up synchronously, in the same task that locks: the page is hidden in the frame the lock
 * starts, whether or not the lock screen's code has arrived (it renders into the layer when it
 * does). Nothing is unmounted: React state, half-typed forms, scroll positions and open dialogs
 * stay as they were. Portals the page adds meanwhile (a notification) are hidden too.
 */
const LOCKED = 'data-session-locked';

interface Hidden {
  inert: boolean;
  ariaHidden: string | null;
  visibility: string;
}

let cover: { layer: HTMLElement; reveal: () => void } | undefined;

function hideAllBut(keep: Element): () => void {
  const hidden = new Map<HTMLElement, Hidden>();
  const hide = (element: Element) => {
    if (element === keep || !(element instanceof HTMLElement) || hidden.has(element)) return;
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return;
    // The demo's notice stays: it says what this page is, nothing of anyone's.
    if (element.hasAttribute('data-demo-notice')) return;
    hidden.set(element, {
      inert: element.hasAttribute('inert'),
      ariaHidden: element.getAttribute('aria-hidden'),
      visibility: element.style.visibility,
    });
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    element.style.visibility = 'hidden';
  };
  const focused = document.activeElement;
  const scroll = { x: window.scrollX, y: window.scrollY };
  Array.from(document.body.children).forEach(hide);
  const added = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => hide(node as Element))),
  );
  added.observe(document.body, { childList: true });
  return () => {
    added.disconnect();
    for (const [element, before] of hidden) {
      if (!before.inert) element.removeAttribute('inert');
      if (before.ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', before.ariaHidden);
      element.style.visibility = before.visibility;
    }
    window.scrollTo(scroll.x, scroll.y);
    // Back where the user was typing.
    if (focused instanceof HTMLElement && focused.isConnected)
      focused.focus({ preventScroll: true });
  };
}

/** Covers the page (once; again is a no-op) and returns the layer the lock renders into. */
export function coverPage(): HTMLElement | undefined {
  if (typeof document === 'undefined' || !document.body) return undefined;
  if (cover) return cover.layer;
  const layer = document.createElement('div');
  layer.setAttribute('data-session-lock', '');
  document.body.append(layer);
  document.documentElement.setAttribute(LOCKED, '');
  cover = { layer, reveal: hideAllBut(layer) };
  return layer;
}

/** The layer, while the page is covered. */
export const lockLayer = (): HTMLElement | undefined => cover?.layer;

/** Puts the page back as it was (focus and scroll included). */
export function uncoverPage(): void {
  if (!cover) return;
  const { layer, reveal } = cover;
  cover = undefined;
  document.documentElement.removeAttribute(LOCKED);
  layer.remove();
  reveal();
}
