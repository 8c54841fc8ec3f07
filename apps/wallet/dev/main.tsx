// Standalone dev entry: `pnpm --filter wallet dev` serves this area alone with MSW handlers.
import { setupWorker } from 'msw/browser';
import { memberHandlers } from '@platform/api-client/mocks';
import { startStandaloneArea } from '@platform/ui/dev';
import routes from '../src/routes';

async function main() {
  if (new URLSearchParams(location.search).get('api') !== 'real') {
    await setupWorker(...memberHandlers).start({ onUnhandledRequest: 'bypass' });
  }
  await startStandaloneArea(routes, 'wallet');
}

void main();
