import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for unit tests, over the same handlers as the browser demo. */
export const server = setupServer(...handlers);
