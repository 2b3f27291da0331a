import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { APP_KEY } from '@/config/app-key';

/**
 * Injected faults: QA (and the end-to-end suite) make the demo backend fail the way a real one
 * can, without a proxy: a list of faults in this browser's local storage, read on every call.
 *
 * `[{ "method": "PUT", "path": "/api/doctors/", "status": 500, "times": 1 }]` answers the next
 * PUT whose path contains `/api/doctors/` with a 500; `"network": true` fails it as a dropped
 * connection; `"body"` answers 200 (or `status`) with that JSON instead of the real answer (a
 * contract breach); `"delayMs"` holds the call back before answering normally (a slow answer).
 * `"query"` narrows a fault to URLs whose query contains that text. `times` counts down, and a
 * fault without it lasts until removed.
 */
export const DEMO_FAULTS_KEY = `${APP_KEY}.demo.faults`;

export interface DemoFault {
  method?: string;
  path: string;
  query?: string;
  status?: number;
  /** Read from local storage's JSON, so JSON. */
  body?: JsonBodyType;
  network?: boolean;
  delayMs?: number;
  times?: number;
}

const isFault = (value: unknown): value is DemoFault => {
  const f = value as Partial<DemoFault> | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.path === 'string' &&
    (f.method === undefined || typeof f.method === 'string') &&
    (f.query === undefined || typeof f.query === 'string') &&
    (f.status === undefined ||
      (Number.isInteger(f.status) && f.status >= 200 && f.status <= 599)) &&
    (f.delayMs === undefined || (typeof f.delayMs === 'number' && f.delayMs >= 0)) &&
    (f.times === undefined || (Number.isInteger(f.times) && f.times > 0))
  );
};

function readFaults(): DemoFault[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(DEMO_FAULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFault) : [];
  } catch {
    return [];
  }
}

/** The first fault matching the request, counted down (and forgotten once used up). */
function takeFault(request: Request): DemoFault | undefined {
  const faults = readFaults();
  if (!faults.length) return undefined;
  const url = new URL(request.url);
  const index = faults.findIndex(
    (f) =>
      (!f.method || f.method.toUpperCase() === request.method) &&
      url.pathname.includes(f.path) &&
      (!f.query || decodeURIComponent(url.search).includes(f.query)),
  );
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times > 1) faults[index] = { ...fault, times: fault.times - 1 };
    else faults.splice(index, 1);
    globalThis.localStorage?.setItem(DEMO_FAULTS_KEY, JSON.stringify(faults));
  }
  return fault;
}

/** Runs before every other handler; a call without a fault goes on to them. */
export const faultHandlers = [
  http.all('*/api/*', async ({ request }) => {
    const fault = takeFault(request);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.network) return HttpResponse.error();
    if (fault.body !== undefined)
      return HttpResponse.json(fault.body, { status: fault.status ?? 200 });
    if (fault.status)
      return HttpResponse.json(
        { msg: `Injected failure (${fault.status})` },
        { status: fault.status },
      );
    return undefined;
  }),
];
