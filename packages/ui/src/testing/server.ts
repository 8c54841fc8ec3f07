import { setupServer } from 'msw/node';

/** The one MSW server of the component tests; each test adds the answers it needs (server.use). */
export const server = setupServer();
