import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LockScreen } from './lock-screen';

/**
 * Hides everything on the page but `keep`: made inert (no focus, no input, out of the
 * accessibility tree, so a screen reader reads no patient behind the lock), aria-hidden and
 * invisible. Nothing is unmounted: React state, half-typed forms, scroll positions and open
 * dialogs stay as they were. Portals the page adds meanwhile (a notification) are hidden too.
 * Returns what puts everything back.
 */
function hideAllBut(keep: Element): () => void {
  const hidden = new Map<
    HTMLElement,
    { inert: boolean; ariaHidden: string | null; visibility: string }
  >();
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

/**
 * The lock on screen (app/auth/session-lock.tsx mounts it while locked): the lock screen in a
 * layer of its own at the end of the page, everything else hidden until it goes. Loaded with the
 * first lock, not with the sign-in page.
 */
export function LockLayer() {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-session-lock', '');
    element.style.cssText =
      'position:fixed;inset:0;z-index:10001;overflow:auto;background:var(--mantine-color-body)';
    return element;
  });
  useLayoutEffect(() => {
    document.body.append(layer);
    const reveal = hideAllBut(layer);
    return () => {
      layer.remove();
      reveal();
    };
  }, [layer]);
  return createPortal(<LockScreen />, layer);
}
