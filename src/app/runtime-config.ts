import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { applyRuntimeConfig, type RuntimeConfig } from './config';
import type { ConfigProblem } from './config-check';

export type { ConfigProblem } from './config-check';

type Reading = { config?: RuntimeConfig } | { problems: ConfigProblem[] };

/**
 * What the answer means. An empty file, or the app's own page (a server that answers every
 * path with index.html has no config.json either) leave the build's values.
 */
export async function readConfigAnswer(answer: Response | Error): Promise<Reading> {
  const where = { path: 'config.json' };
  if (answer instanceof Error) return { problems: [{ ...where, problem: 'unreachable' }] };
  if (answer.status === 404) return {};
  if (!answer.ok)
    return {
      problems: [{ ...where, problem: 'status', values: { status: String(answer.status) } }],
    };
  if ((answer.headers.get('content-type') ?? '').includes('text/html')) return {};
  const text = await answer.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [{ ...where, problem: 'notJson' }] };
  }
  const { checkConfig } = await import('./config-check');
  return checkConfig(value);
}

/** Reads and applies `config.json`; what is wrong with it, if anything (then nothing is applied). */
export async function loadRuntimeConfig(answer: Response | Error): Promise<ConfigProblem[]> {
  const reading = await readConfigAnswer(answer);
  if ('problems' in reading) return reading.problems;
  if (reading.config) applyRuntimeConfig(reading.config);
  return [];
}

/**
 * Starts the app on the deployment's configuration, or shows what is wrong with it (never a
 * blank page). Loaded only when a deployment has a config.json.
 */
export async function startWithConfig(answer: Response | Error, root: Root, start: () => void) {
  const problems = await loadRuntimeConfig(answer).catch((): ConfigProblem[] => [
    { path: 'config.json', problem: 'unreachable' },
  ]);
  if (problems.length === 0) return start();
  const { ConfigErrorApp } = await import('@/components/feedback/config-error-screen');
  root.render(createElement(ConfigErrorApp, { problems }));
}
