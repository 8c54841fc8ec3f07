// The standalone area itself, behind main.tsx's async boundary (see there).
import { setupWorker } from 'msw/browser';
import { memberHandlers } from '@platform/api-client/mocks';
import { startStandaloneArea } from '@platform/ui/dev';
import routes from '../src/routes';
import { handlers } from './handlers';

async function main() {
  const params = new URLSearchParams(location.search);
  if (params.get('api') !== 'real') {
    // The area's answers first: the first handler that matches a request answers it.
    await setupWorker(...handlers(params.get('scenario')), ...memberHandlers).start({
      onUnhandledRequest: 'bypass',
    });
  }
  await startStandaloneArea(routes, 'support');
}

void main();
