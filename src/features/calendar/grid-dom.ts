/**
 * What the calendar grid repairs in Event Calendar's markup, and keeps while it redraws.
 *
 * Its box is marked up as a table whose rows hold the toolbar and the appointments, which no
 * table may hold (axe: aria-required-children), so screen readers get a broken table. Its table
 * roles and the attributes only a table allows (aria-colindex, aria-colspan: aria-allowed-attr)
 * are taken off; each appointment names its doctor and day instead. The scrolling body is made
 * focusable, so a keyboard can scroll it (scrollable-region-focusable).
 */
const TABLE_ROLES = new Set(['table', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell']);
const TABLE_ATTRIBUTES = ['aria-colindex', 'aria-colspan', 'aria-rowindex', 'aria-rowspan'];
// `data-visit` is set once an appointment is drawn: the moment it can take focus back.
const WATCHED = ['role', 'data-visit', ...TABLE_ATTRIBUTES];

function repair(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>('[role]'))
    if (TABLE_ROLES.has(el.getAttribute('role') ?? '')) el.removeAttribute('role');
  for (const name of TABLE_ATTRIBUTES)
    for (const el of root.querySelectorAll<HTMLElement>(`[${name}]`)) el.removeAttribute(name);
  for (const el of root.querySelectorAll<HTMLElement>('.ec-main, .ec-body'))
    if (el.scrollHeight > el.clientHeight && !el.hasAttribute('tabindex')) el.tabIndex = 0;
}

const visitOf = (target: EventTarget | null) =>
  target instanceof HTMLElement ? target.closest<HTMLElement>('[data-visit]') : null;

/**
 * Repairs the markup now and after every redraw, and keeps the keyboard's place: the grid draws
 * an appointment anew whenever its data changes (a move shown at once, the server's answer, a
 * rollback, a refetch), and the element that had focus is gone, focus falling to the page. The
 * appointment drawn in its place gets it back. Focus the user moves elsewhere (Tab, a click)
 * leaves the old element in the page, and is left alone.
 */
export function watchGrid(root: HTMLElement) {
  let focused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    focused = visitOf(event.target);
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = visitOf(event.target);
    // Chromium says a removed element lost focus too: only a focus still in the page moved.
    queueMicrotask(() => {
      if (left === focused && left?.isConnected && !root.contains(document.activeElement))
        focused = null;
    });
  };
  const restore = () => {
    if (!focused || focused.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      focused = null;
      return;
    }
    const again = root.querySelector<HTMLElement>(
      `[data-visit="${CSS.escape(focused.dataset.visit ?? '')}"]`,
    );
    // Not drawn yet (or gone, the visit deleted): looked for again at the next redraw.
    if (!again) return;
    again.focus();
    focused = again;
  };
  repair(root);
  const observer = new MutationObserver(() => {
    repair(root);
    restore();
  });
  observer.observe(root, { childList: true, subtree: true, attributeFilter: WATCHED });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  };
}
