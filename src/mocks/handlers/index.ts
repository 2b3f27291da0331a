import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { demoHandlers } from './demo';
import { drawerHandlers } from './drawers';
import { emailHandlers } from './email';
import { faultHandlers } from './faults';
import { paymentHandlers } from './payments';
import { printerHandlers } from './printers';
import { regularHandlers } from './resources';
import { resultHandlers } from './results';
import { savedViewHandlers } from './saved-views';
import { ticketHandlers } from './tickets';
import { userHandlers } from './users';

/** Every endpoint the demo backend serves. One module per area of SPEC §7. */
export const handlers = [
  // First: a fault QA injected answers before the area's own handler (see faults.ts).
  ...faultHandlers,
  ...authHandlers,
  ...emailHandlers,
  ...customerHandlers,
  ...resultHandlers,
  ...paymentHandlers,
  ...userHandlers,
  ...drawerHandlers,
  ...ticketHandlers,
  ...printerHandlers,
  ...savedViewHandlers,
  ...regularHandlers,
  ...demoHandlers,
];
