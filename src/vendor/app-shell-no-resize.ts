/**
 * Stands for Mantine's `AppShellResizeHandle` (vite.config.ts points AppShell's sections here):
 * the main layout's sidebar and aside are never resizable (`app-layout.tsx` passes no
 * `resizable`), and Mantine's handle then draws nothing, yet brought its drag, keyboard and
 * collapse code (≈ 2 KB gzip) to every signed-in page and set a window listener per section.
 * Giving the AppShell a `resizable` section needs this line removed from vite.config.ts.
 */
export function AppShellResizeHandle(): null {
  return null;
}
