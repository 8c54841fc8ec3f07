// The standalone area itself, behind main.tsx's async boundary (see there).
import { setupWorker } from 'msw/browser';
import { memberHandlers } from '@platform/api-client/mocks';
import { startStandaloneArea } from '@platform/ui/dev';
import routes from '../src/routes';
import { walletHandlers } from './handlers';

async function main() {
  const params = new URLSearchParams(location.search);
  if (params.get('api') !== 'real') {
    // The wallet's answers first: the first handler that matches a request answers it.
    const handlers = [...walletHandlers(params.get('scenario')), ...memberHandlers];
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
  }
  await startStandaloneArea(routes, 'wallet');
}

void main();
