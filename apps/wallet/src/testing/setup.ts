// Component tests: English strings from the real locale files, the API answered by MSW.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiBaseUrl } from '@platform/api-client';
import { initI18n } from '@platform/i18n';
import { Dialog, installKitRenderer, resetNavigationFlag } from '@platform/ui';
import { server } from './server';

beforeAll(async () => {
  installKitRenderer();
  configureApiBaseUrl('http://localhost/web/');
  await initI18n('en', ['common', 'validation', 'wallet']);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // Dialogs render outside the page; the 1.5 s navigation flag would swallow the next test's taps.
  Dialog.clear();
  resetNavigationFlag();
  server.resetHandlers();
});
afterAll(() => server.close());
