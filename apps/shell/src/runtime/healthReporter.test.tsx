import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { createPlatformStore, platformApi, StoreProvider } from '@platform/api-client';
import { MAX_HEALTH_COUNT, type HealthBatch, type HealthEntry } from '@platform/delivery';
import { routePath } from '@platform/routes';
import { createMemoryRouter, RouterProvider } from '@platform/ui/router';
import { render } from '@testing-library/react';
import { recordCalls, screen, server } from '@platform/ui/testing';
import { AreaUnavailableError } from '../federation/loadArea';
import { AreaFallback } from '../routing/AreaFallback';
import { AreaPage } from '../routing/AreaPage';
import {
  HEALTH_FLUSH_MS,
  HEALTH_TOKEN_REFRESH_EARLY_MS,
  createHealthReporter,
  installHealthReporting,
  reportAreaFailure,
  reportAreaView,
  type HealthTransport,
} from './healthReporter';

const counts = (entry: Partial<HealthEntry> & Pick<HealthEntry, 'app' | 'version'>) => ({
  views: 0,
  failedViews: 0,
  loadFailures: 0,
  renderErrors: 0,
  failedCalls: 0,
  ...entry,
});

function reporterWithSends(versions: Record<string, string> = { wallet: '1.0.0-a' }) {
  const sent: { report: HealthBatch; via: HealthTransport }[] = [];
  const reporter = createHealthReporter({ send: (report, via) => void sent.push({ report, via }) });
  reporter.setVersions(versions);
  return { reporter, sent };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('health counting', () => {
  it('counts views per area and assigned version', () => {
    const { reporter } = reporterWithSends({ wallet: '1.0.0-a', games: '2.0.0-b' });
    reporter.view('wallet');
    reporter.view('games');
    reporter.view('wallet');
    reporter.view('support'); // no version assigned: nothing to count it against
    expect(reporter.pending()).toEqual([
      counts({ app: 'wallet', version: '1.0.0-a', views: 2 }),
      counts({ app: 'games', version: '2.0.0-b', views: 1 }),
    ]);
  });

  it('counts a view failed once, however many failures it meets, and each failure by kind', () => {
    const { reporter } = reporterWithSends();
    reporter.view('wallet');
    reporter.failure('wallet', 'render');
    reporter.callFailed();
    reporter.callFailed();
    reporter.view('wallet');
    reporter.failure('wallet', 'load');
    reporter.view('wallet');
    expect(reporter.pending()).toEqual([
      counts({
        app: 'wallet',
        version: '1.0.0-a',
        views: 3,
        failedViews: 2,
        renderErrors: 1,
        failedCalls: 2,
        loadFailures: 1,
      }),
    ]);
  });

  it('counts a load failure against the version that failed and the view against the assigned one', () => {
    const { reporter } = reporterWithSends({ wallet: '2.0.0-canary' });
    reporter.view('wallet');
    reporter.failure('wallet', 'load', '2.0.0-canary');
    reporter.failure('wallet', 'load', '1.0.0-default');
    expect(reporter.pending()).toEqual([
      counts({
        app: 'wallet',
        version: '2.0.0-canary',
        views: 1,
        failedViews: 1,
        loadFailures: 1,
      }),
      counts({ app: 'wallet', version: '1.0.0-default', loadFailures: 1 }),
    ]);
  });

  it('counts a failure with no open view of the area as one failed view', () => {
    const { reporter } = reporterWithSends({ wallet: '1.0.0-a', games: '2.0.0-b' });
    reporter.view('games');
    reporter.failure('wallet', 'load');
    reporter.failure('wallet', 'load');
    expect(reporter.pending()).toEqual([
      counts({ app: 'games', version: '2.0.0-b', views: 1 }),
      counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, loadFailures: 2 }),
    ]);
  });

  it("counts a render error reported after the page left against the page's own view", () => {
    const { reporter } = reporterWithSends();
    const leave = reporter.view('wallet');
    leave(); // the error boundary replaces the page before its fallback reports
    reporter.failure('wallet', 'render');
    expect(reporter.pending()).toEqual([
      counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, renderErrors: 1 }),
    ]);
  });

  it('counts a failed call against the area on screen, and ignores it when none is', () => {
    const { reporter } = reporterWithSends();
    reporter.callFailed();
    expect(reporter.pending()).toEqual([]);
    const leave = reporter.view('wallet');
    reporter.callFailed();
    leave();
    reporter.callFailed();
    expect(reporter.pending()).toEqual([
      counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, failedCalls: 1 }),
    ]);
  });
});

describe('health batches', () => {
  it('sends at most 50 entries per report and nothing twice', () => {
    const { reporter, sent } = reporterWithSends({});
    for (let i = 0; i < 120; i += 1) reporter.failure('wallet', 'load', `1.0.${i}-a`);
    reporter.flush('beacon');
    expect(sent.map(({ report }) => report.entries.length)).toEqual([50, 50, 20]);
    const versions = sent.flatMap(({ report }) => report.entries.map((entry) => entry.version));
    expect(new Set(versions).size).toBe(120);
    expect(reporter.pending()).toEqual([]);
  });

  it('sends by fetch 30 s after the first count, only when there is something to send', () => {
    vi.useFakeTimers();
    const { reporter, sent } = reporterWithSends();
    vi.advanceTimersByTime(HEALTH_FLUSH_MS * 3);
    expect(sent).toEqual([]);
    reporter.view('wallet');
    vi.advanceTimersByTime(HEALTH_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        via: 'fetch',
        report: { entries: [counts({ app: 'wallet', version: '1.0.0-a', views: 1 })] },
      },
    ]);
    vi.advanceTimersByTime(HEALTH_FLUSH_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it("holds each count to the API's bound, so a report is never refused whole", () => {
    const { reporter, sent } = reporterWithSends();
    reporter.view('wallet');
    for (let i = 0; i <= MAX_HEALTH_COUNT; i += 1) reporter.callFailed();
    reporter.flush('fetch');
    expect(sent[0]!.report.entries[0]).toMatchObject({ views: 1, failedCalls: MAX_HEALTH_COUNT });
  });

  it('starts afresh after a send: the next report holds only what came after', () => {
    vi.useFakeTimers();
    const { reporter, sent } = reporterWithSends();
    reporter.view('wallet');
    reporter.flush('beacon');
    expect(reporter.pending()).toEqual([]);
    reporter.view('wallet');
    vi.advanceTimersByTime(HEALTH_FLUSH_MS);
    expect(sent.map(({ report }) => report.entries[0]?.views)).toEqual([1, 1]);
  });

  it('drops a batch whose send throws, without throwing into the app', () => {
    const send = vi.fn(() => {
      throw new Error('offline');
    });
    const reporter = createHealthReporter({ send });
    reporter.setVersions({ wallet: '1.0.0-a' });
    reporter.view('wallet');
    expect(() => reporter.flush('fetch')).not.toThrow();
    expect(send).toHaveBeenCalledOnce();
    expect(reporter.pending()).toEqual([]);
  });
});

/** The page load's health token the manifest gave (expires in 30 minutes). */
const HEALTH = { token: 'page-load-token', expiresIn: 1800 };

/**
 * The page's own reporter, installed for each test with a recording `navigator.sendBeacon` (wallet
 * assigned 1.0.0-a, the token above); `stop()` uninstalls it early.
 */
function installedInPage() {
  const page = {
    beacon: vi.fn<(url: string, body: string) => boolean>(() => true),
    stop: (): void => undefined,
  };
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: page.beacon, configurable: true });
    page.stop = installHealthReporting({
      apiBase: './web/',
      versions: { wallet: '1.0.0-a' },
      health: HEALTH,
    });
    // Close the views and drain the batch earlier tests left in the page's reporter (support has
    // no version here, so its view counts nothing).
    reportAreaView('support')();
    window.dispatchEvent(new Event('pagehide'));
    page.beacon.mockClear();
  });
  afterEach(() => {
    page.stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
  return page;
}

describe('health reporting in the page', () => {
  const healthUrl = () => new URL('./web/frontend-health', location.href).href;
  const page = installedInPage();

  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it("sends by beacon on page hide, to the API, with counts and the load's token and nothing personal", () => {
    localStorage.setItem('deviceId', 'device-secret-id');
    location.hash = `#${routePath('deposit')}?orderNo=secret-order`;
    reportAreaView('wallet');
    reportAreaFailure('wallet', 'render');
    window.dispatchEvent(new Event('pagehide'));
    expect(page.beacon).toHaveBeenCalledOnce();
    const [url, body] = page.beacon.mock.calls[0]!;
    expect(url).toBe(healthUrl());
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toEqual({
      token: HEALTH.token,
      entries: [
        counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, renderErrors: 1 }),
      ],
    });
    for (const personal of ['device-secret-id', 'secret-order', routePath('deposit')])
      expect(body).not.toContain(personal);
  });

  it('sends by beacon when the page is hidden, not when it becomes visible', () => {
    reportAreaView('wallet');
    setVisibility('visible');
    expect(page.beacon).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(page.beacon).toHaveBeenCalledOnce();
    expect(page.beacon.mock.calls[0]![0]).toBe(healthUrl());
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('sends nothing when the page is left with nothing counted', () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(page.beacon).not.toHaveBeenCalled();
  });

  it('sends the periodic batch by a keepalive JSON fetch', () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    reportAreaView('wallet');
    vi.advanceTimersByTime(HEALTH_FLUSH_MS);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(healthUrl());
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init!.body as string)).toEqual({
      token: HEALTH.token,
      entries: [counts({ app: 'wallet', version: '1.0.0-a', views: 1 })],
    });
    expect(page.beacon).not.toHaveBeenCalled();
  });

  it('counts a call that failed by network against the area on screen', async () => {
    const { store } = createPlatformStore({
      token: 'test-token',
      isLogin: true,
      langTypVal: 3,
      userInfo: null,
    });
    server.use(recordCalls('getNotice', () => HttpResponse.error()).handler);
    const leave = reportAreaView('wallet');
    await store.dispatch(platformApi.endpoints.getNotice.initiate());
    leave();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(page.beacon.mock.calls[0]![1])).toEqual({
      token: HEALTH.token,
      entries: [
        counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, failedCalls: 1 }),
      ],
    });
  });

  it('sends nothing without a health token (the manifest did not come): the API would drop it', () => {
    page.stop();
    const stop = installHealthReporting({ apiBase: './web/', versions: { wallet: '1.0.0-a' } });
    reportAreaView('wallet');
    window.dispatchEvent(new Event('pagehide'));
    expect(page.beacon).not.toHaveBeenCalled();
    stop();
  });

  it('fetches a fresh token a minute before the old one expires and sends with it; without one, stops at expiry', async () => {
    vi.useFakeTimers();
    page.stop();
    const refresh = vi
      .fn<() => Promise<{ token: string; expiresIn: number } | undefined>>()
      .mockResolvedValueOnce({ token: 'second-load-token', expiresIn: 1800 })
      .mockResolvedValueOnce(undefined);
    const stop = installHealthReporting({
      apiBase: './web/',
      versions: { wallet: '1.0.0-a' },
      health: HEALTH,
      refresh,
    });
    const sentTokens = () =>
      page.beacon.mock.calls.map(([, body]) => (JSON.parse(body) as { token: string }).token);
    const sendOne = () => {
      reportAreaView('wallet');
      window.dispatchEvent(new Event('pagehide'));
    };
    await vi.advanceTimersByTimeAsync(HEALTH.expiresIn * 1000 - HEALTH_TOKEN_REFRESH_EARLY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    sendOne();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    sendOne();
    expect(sentTokens()).toEqual([HEALTH.token, 'second-load-token']);
    // The next refresh brings nothing: the second token serves until it expires, then nothing goes.
    await vi.advanceTimersByTimeAsync(1800 * 1000 - 1);
    sendOne();
    await vi.advanceTimersByTimeAsync(1);
    sendOne();
    expect(sentTokens()).toEqual([HEALTH.token, 'second-load-token', 'second-load-token']);
    stop();
  });

  it('stops listening once stopped', () => {
    page.stop();
    reportAreaView('wallet');
    window.dispatchEvent(new Event('pagehide'));
    expect(page.beacon).not.toHaveBeenCalled();
  });
});

describe("the area routes' reports", () => {
  const page = installedInPage();

  /** The wallet's parent route with its error boundary, as the shell's router builds it. */
  function renderArea(element: React.ReactElement) {
    const { store } = createPlatformStore({
      token: null,
      isLogin: false,
      langTypVal: 3,
      userInfo: null,
    });
    const router = createMemoryRouter(
      [{ errorElement: <AreaFallback area="wallet" />, children: [{ path: '/', element }] }],
      { initialEntries: ['/'] },
    );
    render(
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>,
    );
  }

  function sentEntries(): HealthEntry[] {
    window.dispatchEvent(new Event('pagehide'));
    return page.beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as HealthBatch).entries);
  }

  function Throws({ error }: { error: unknown }): React.ReactElement {
    throw error;
  }

  it('reports a render error caught by the area boundary once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(<Throws error={new Error('boom')} />);
    await screen.findByTestId('area-fallback-wallet');
    expect(sentEntries()).toEqual([
      counts({ app: 'wallet', version: '1.0.0-a', views: 1, failedViews: 1, renderErrors: 1 }),
    ]);
  });

  it("leaves the loader's own failure to the loader", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(<Throws error={new AreaUnavailableError('wallet')} />);
    await screen.findByTestId('area-fallback-wallet');
    expect(sentEntries()).toEqual([]);
  });

  it("counts a view when an area's page mounts", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No remote is registered here, so the page's load fails with the loader's own error.
    renderArea(<AreaPage area="wallet" name="deposit" />);
    await screen.findByTestId('area-fallback-wallet');
    expect(sentEntries()).toEqual([counts({ app: 'wallet', version: '1.0.0-a', views: 1 })]);
  });
});
