import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiBaseUrl } from '@platform/api-client';
import { initI18n, type Namespace } from '@platform/i18n';
import { Dialog, Toast } from '../kit';
import { installKitRenderer } from '../kitRenderer';
import { resetNavigationFlag } from '../hooks/useAppNavigate';
import { server } from './server';

/**
 * An area's component-test setup, called once from its vitest setup file: English strings from the
 * real locale files (`common` always, as the kit's own strings live there), the API answered by MSW
 * (an unanswered call fails the test), and a clean page between tests.
 */
export function setupAreaTests(namespaces: Namespace[]) {
  // A sheet or dialog loads the kit's overlays entry on first use: on a busy two-core machine that
  // can take longer than the library's 1 s default wait.
  configure({ asyncUtilTimeout: 5_000 });
  beforeAll(async () => {
    installKitRenderer();
    configureApiBaseUrl('http://localhost/web/');
    await initI18n('en', [...new Set<Namespace>(['common', ...namespaces])]);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    cleanup();
    // Dialogs render outside the page; the 1.5 s navigation flag would swallow the next test's taps.
    Dialog.clear();
    // A toast still showing would close on its own timer after the file's environment is gone
    // (React then renders without a window): closed here, while the page is still there.
    Toast.clear();
    // A closing dialog stays in the body while its animation runs, longer on a busy machine: take
    // its container out now, so the next test finds only its own dialog. (The toast's container is
    // the kit's own, reused by the next toast: it stays.)
    for (const child of [...document.body.children])
      if (child.querySelector('.adm-center-popup-wrap')) child.remove();
    // The live regions too, so the next test hears only its own announcements.
    for (const region of document.querySelectorAll('[data-testid^="live-region-"]'))
      region.remove();
    resetNavigationFlag();
    server.resetHandlers();
  });
  afterAll(async () => {
    server.close();
    // Let React finish the renders those closings scheduled before the environment is torn down.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
