import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node';

/**
 * Records every request that reaches the (mock) network during the current test, whichever
 * handler answers it. Requests are clones, so their bodies can still be read.
 */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return requests;
}

/** The recorded requests whose path is `path` (e.g. '/api/auth/login'). */
export const requestsTo = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url).pathname === path);
