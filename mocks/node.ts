/** The mock server in Node (Vitest): the same handlers as the browser worker,
 * behind the same gateway (one MSW handler for `/api/`, see handlers/gateway.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { gateway } from './handlers/gateway';

export const server = setupServer(gateway(handlers));
