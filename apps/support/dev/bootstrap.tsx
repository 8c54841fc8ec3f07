// Standalone start: MSW handlers, then the area's routes in a router and store of its own.
import { setupWorker } from 'msw/browser';
import { memberHandlers } from '@platform/api-client/mocks';
import { startStandaloneArea } from '@platform/ui/dev';
import routes from '../src/routes';

async function main() {
  if (new URLSearchParams(location.search).get('api') !== 'real') {
    await setupWorker(...memberHandlers).start({ onUnhandledRequest: 'bypass' });
  }
  await startStandaloneArea(routes, 'support');
}

void main();
