import { startHandoff } from '@/lib/start-handoff';

/**
 * Asks for config.json (docs: configuration) in parallel with the first chunks, not after them;
 * main.tsx picks the answer up (null: there is none). Never cached. Run by the start script.
 */
export function askForConfig(base: string) {
  startHandoff().config = fetch(`${base}config.json`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  }).then(
    (answer) => (answer.status === 404 ? null : answer),
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}
