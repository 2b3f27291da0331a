// In the page: the rows of a list and the patients' names in them. A name still on its way is the
// placeholder the Patient cell shows in its place (an element with role "img"); a cell with a
// name holds its link. Functions here run in the page (no closure), through startInPage or
// addInitScript.
/* global window, document, MutationObserver, requestAnimationFrame -- in the page */

/**
 * Resolves when the first data row differs from now's (or after the next click on the button
 * `buttonLabel` names), with when the new rows were in the DOM and painted, and when their
 * names were (every rendered row's Patient cell holds a link and no placeholder).
 */
export function armNamedRowChange({ buttonLabel, column = 'Patient', timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const main = document.querySelector('main');
    const firstRow = () => {
      const row = main.querySelector('table tbody tr[aria-rowindex]');
      return row ? `${row.getAttribute('aria-rowindex')} ${row.textContent}` : '';
    };
    const named = () => {
      const headers = [...main.querySelectorAll('table thead th')].map((th) =>
        th.textContent.trim(),
      );
      const at = headers.indexOf(column);
      const rows = [...main.querySelectorAll('table tbody tr[aria-rowindex]')];
      return (
        at >= 0 &&
        rows.length > 0 &&
        rows.every((row) => {
          const cell = row.children[at];
          return !!cell && !cell.querySelector('[role="img"]') && !!cell.querySelector('a');
        })
      );
    };
    const before = firstRow();
    const times = {};
    let startedAt;
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === buttonLabel || b.textContent === buttonLabel,
    );
    button.addEventListener('click', () => (startedAt = performance.now()), {
      capture: true,
      once: true,
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no new named rows within ${timeoutMs} ms`));
    }, timeoutMs);
    const painted = (key) =>
      new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => done((times[key] = performance.now())), 0)),
      );
    const paints = [];
    const check = () => {
      const now = firstRow();
      if (startedAt === undefined || now === before || now === '') return;
      if (times.changedAt === undefined) {
        times.changedAt = performance.now();
        paints.push(painted('paintedAt'));
      }
      if (times.namedAt === undefined && named()) {
        times.namedAt = performance.now();
        paints.push(painted('namesPaintedAt'));
        observer.disconnect();
        clearTimeout(timer);
        Promise.all(paints).then(() => resolve({ startedAt, ...times }));
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * An init script: from the page's start, notes in `window.__namesComplete` each moment the
 * list's Patient cells go from waiting for a name to all named (page clock).
 */
export function watchNames() {
  const complete = (window.__namesComplete = []);
  let was = false;
  const check = () => {
    const main = document.querySelector('main');
    if (!main) return;
    const headers = [...main.querySelectorAll('table thead th')].map((th) => th.textContent.trim());
    const at = headers.indexOf('Patient');
    const rows = [...main.querySelectorAll('table tbody tr[aria-rowindex]')];
    const now =
      at >= 0 &&
      rows.length > 0 &&
      rows.every((row) => {
        const cell = row.children[at];
        return !!cell && !cell.querySelector('[role="img"]') && !!cell.querySelector('a');
      });
    if (now && !was) complete.push(performance.now());
    was = now;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
