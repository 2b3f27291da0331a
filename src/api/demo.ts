import { http, send } from './http';

/**
 * Demo backend only (not part of SPEC §7): puts every demo table back to its seed and forgets
 * the changes stored in this browser. The app offers it only when it runs on the demo backend.
 */
export async function resetDemoData(): Promise<void> {
  await send(http.post('api/demo/reset'));
}
