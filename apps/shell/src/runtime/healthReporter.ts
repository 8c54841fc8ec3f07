import { onCallFailure } from '@platform/api-client';
import {
  EMPTY_COUNTS,
  HEALTH_PATH,
  MAX_HEALTH_COUNT,
  MAX_HEALTH_ENTRIES,
  type HealthBatch,
  type HealthCounts,
  type HealthEntry,
  type HealthToken,
} from '@platform/delivery';
import type { AreaName } from '@platform/routes';

/**
 * The shell's health reports (docs/decisions.md#delivery-health-reports-from-the-shell): per area
 * and version, how many views the area's pages had, how many of them met a failure, and the
 * failures by kind, with the page load's health token from the manifest
 * (docs/decisions.md#delivery-health-tokens). Counts only: no session token, player, device,
 * address or error text leaves the page.
 */

/** What went wrong: the remote did not load, the area's error boundary caught, a call failed. */
export type AreaFailureKind = 'load' | 'render' | 'call';

/** A batch waits at most this long after its first count before it is sent. */
export const HEALTH_FLUSH_MS = 30_000;
/** A fresh health token is fetched this long before the page's one expires. */
export const HEALTH_TOKEN_REFRESH_EARLY_MS = 60_000;

/** `beacon` when the page is going away (survives the unload), `fetch` for the periodic send. */
export type HealthTransport = 'beacon' | 'fetch';

export interface HealthReporterOptions {
  /** Sends one report; may throw or fail: the batch is dropped either way. */
  send: (report: HealthBatch, via: HealthTransport) => void;
}

const FAILURE_FIELD = {
  load: 'loadFailures',
  render: 'renderErrors',
  call: 'failedCalls',
} as const satisfies Record<AreaFailureKind, keyof HealthCounts>;

interface View {
  area: AreaName;
  version: string;
  failed: boolean;
}

export type HealthReporter = ReturnType<typeof createHealthReporter>;

const bounded = (entry: HealthEntry): HealthEntry => ({
  ...entry,
  views: Math.min(entry.views, MAX_HEALTH_COUNT),
  failedViews: Math.min(entry.failedViews, MAX_HEALTH_COUNT),
  loadFailures: Math.min(entry.loadFailures, MAX_HEALTH_COUNT),
  renderErrors: Math.min(entry.renderErrors, MAX_HEALTH_COUNT),
  failedCalls: Math.min(entry.failedCalls, MAX_HEALTH_COUNT),
});

/** The counting state, created without globals (the app uses the instance below). */
export function createHealthReporter({ send }: HealthReporterOptions) {
  let versions: Partial<Record<string, string>> = {};
  let batch = new Map<string, HealthEntry>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The views opened by the last navigation (a failure before any page adds its own), and the
  // one whose page is on screen now (calls count against it).
  const openViews = new Map<AreaName, View>();
  let onScreen: View | null = null;

  function counts(app: string, version: string): HealthEntry {
    const key = `${app}\n${version}`;
    let entry = batch.get(key);
    if (!entry) {
      entry = { app, version, ...EMPTY_COUNTS };
      batch.set(key, entry);
      timer ??= setTimeout(() => flush('fetch'), HEALTH_FLUSH_MS);
    }
    return entry;
  }

  function openView(area: AreaName, version: string): View {
    const view = { area, version, failed: false };
    openViews.set(area, view);
    counts(area, version).views += 1;
    return view;
  }

  /**
   * Counts a failure against the version that failed (the assigned one unless said) and marks the
   * area's open view failed, once per view; without an open view it counts a failed view.
   */
  function failure(area: AreaName, kind: AreaFailureKind, version?: string) {
    const failedVersion = version ?? versions[area];
    if (!failedVersion) return;
    counts(area, failedVersion)[FAILURE_FIELD[kind]] += 1;
    const view = openViews.get(area) ?? openView(area, versions[area] ?? failedVersion);
    if (view.failed) return;
    view.failed = true;
    counts(area, view.version).failedViews += 1;
  }

  /**
   * Sends everything counted so far, in reports of at most MAX_HEALTH_ENTRIES entries (counts held
   * to the API's bound, so a report is never refused whole), and starts afresh.
   */
  function flush(via: HealthTransport) {
    clearTimeout(timer);
    timer = undefined;
    const entries = [...batch.values()].map(bounded);
    batch = new Map();
    for (let i = 0; i < entries.length; i += MAX_HEALTH_ENTRIES) {
      try {
        send({ entries: entries.slice(i, i + MAX_HEALTH_ENTRIES) }, via);
      } catch {
        // A report that cannot go is dropped: it never retries, never breaks the page.
      }
    }
  }

  return {
    /** app → the version assigned to this device (what the loader chose). */
    setVersions(assigned: Partial<Record<string, string>>) {
      versions = { ...assigned };
    },

    /**
     * A navigation into one of the area's pages: closes the previous view and opens one of this
     * area. Returns what to call when the page leaves the screen.
     */
    view(area: AreaName): () => void {
      openViews.clear();
      onScreen = null;
      const version = versions[area];
      if (!version) return () => undefined;
      const view = openView(area, version);
      onScreen = view;
      return () => {
        if (onScreen === view) onScreen = null;
      };
    },

    failure,

    /** A call failed: it counts against the area whose page is on screen, if any. */
    callFailed() {
      if (onScreen) failure(onScreen.area, 'call', onScreen.version);
    },

    flush,

    /** What would be sent now (tests and the debugger). */
    pending(): HealthEntry[] {
      return [...batch.values()].map((entry) => ({ ...entry }));
    },
  };
}

function transportTo(url: string, token: string): HealthReporterOptions['send'] {
  return (batch, via) => {
    const body = JSON.stringify({ token, ...batch });
    // A string body is text/plain: no CORS preflight, and the beacon outlives the page.
    if (via === 'beacon' && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(url, body);
      return;
    }
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      body,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  };
}

let url: string | null = null;
let token: string | null = null;
const reporter = createHealthReporter({
  send: (report, via) => {
    // Without the load's token the API would drop the report: it is not sent.
    if (url && token) transportTo(url, token)(report, via);
  },
});
let uninstall: (() => void) | undefined;

/** The reports' address: `frontend-health` under the API base, resolved against the page. */
export function healthUrl(apiBase: string, page: string = location.href): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return new URL(HEALTH_PATH, new URL(base, page)).href;
}

/**
 * Starts the reports for this page: `versions` is app → the version this device was assigned,
 * `health` the page load's token from the manifest (none: nothing is sent). A minute before the
 * token expires `refresh` fetches another (a page open for hours is then counted again, as a new
 * load); when it fails, reports stop until the next page load. Batches go out 30 s after their
 * first count, and by beacon when the page is hidden or left. Returns the function that stops
 * them (tests).
 */
export function installHealthReporting({
  apiBase,
  versions,
  health,
  refresh,
}: {
  apiBase: string;
  versions: Partial<Record<string, string>>;
  health?: HealthToken | undefined;
  refresh?: () => Promise<HealthToken | undefined>;
}): () => void {
  uninstall?.();
  url = healthUrl(apiBase);
  token = health?.token ?? null;
  reporter.setVersions(versions);
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const scheduleRefresh = (current: HealthToken | undefined) => {
    if (!current || !refresh) return;
    const due = Math.max(0, current.expiresIn * 1000 - HEALTH_TOKEN_REFRESH_EARLY_MS);
    refreshTimer = setTimeout(() => {
      // The old token stays until it expires, then reports stop until a fresh one arrives.
      const expiry = setTimeout(() => {
        if (!stopped) token = null;
      }, HEALTH_TOKEN_REFRESH_EARLY_MS);
      refresh()
        .then((next) => {
          if (stopped || !next) return;
          clearTimeout(expiry);
          token = next.token;
          scheduleRefresh(next);
        })
        .catch(() => undefined);
    }, due);
  };
  scheduleRefresh(health);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') reporter.flush('beacon');
  };
  const onPageHide = () => reporter.flush('beacon');
  const stopCalls = onCallFailure(() => reporter.callFailed());
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  const stop = () => {
    stopped = true;
    clearTimeout(refreshTimer);
    stopCalls();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    if (uninstall !== stop) return;
    uninstall = undefined;
    url = null;
    token = null;
  };
  uninstall = stop;
  return stop;
}

/** A navigation into one of the area's pages; the returned function says the page left. */
export function reportAreaView(area: AreaName): () => void {
  return reporter.view(area);
}

/** A failure of the area: `load` (the loader, with the version it tried), `render`, `call`. */
export function reportAreaFailure(area: AreaName, kind: AreaFailureKind, version?: string) {
  reporter.failure(area, kind, version);
}
