/**
 * What index.html's start script (src/start.ts, inlined and hashed by the Content-Security-Policy)
 * hands the app: the one window global, since an inline script can pass nothing else. The
 * requests it sent before any chunk had loaded, and what it chose.
 */
export interface StartHandoff {
  /** config.json's answer (null: none; an Error: it could not be read). */
  config?: Promise<Response | Error | null>;
  /** The start's texts, by URL, for the translation backend to take. */
  texts?: Record<string, Promise<Response> | undefined>;
  /** The language the app will start in: the start's texts and the first data request use it. */
  language?: string;
  /** The colour mode chosen ("auto" included), which the static shell's button shows. */
  colorMode?: string;
}

declare global {
  interface Window {
    __clinicStart?: StartHandoff;
  }
}

/** The start's hand-over (written by the start script, read by the app). */
export const startHandoff = (): StartHandoff => (window.__clinicStart ??= {});
