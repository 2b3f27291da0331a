import { authHandlers } from './auth';

/** Every endpoint the demo backend serves. One module per area of SPEC §7. */
export const handlers = [...authHandlers];
