/**
 * How an app version is doing in players' browsers (docs/product-rules.md#delivery): the shell
 * counts, per app and version, the area views and the views that met a failure (the remote did not
 * load, the area's error boundary caught a render error, or a call failed), and sends the counts in
 * batches with the page load's health token. No player, device or address is in a report.
 */
export interface HealthCounts {
  /** Views of the area's pages (one per navigation into the area). */
  views: number;
  /** Views that met at least one of the failures below. */
  failedViews: number;
  loadFailures: number;
  renderErrors: number;
  failedCalls: number;
}

export interface HealthEntry extends HealthCounts {
  app: string;
  version: string;
}

/** A batch of counts, as the shell's reporter makes it. */
export interface HealthBatch {
  entries: HealthEntry[];
}

/**
 * A report as sent: a batch and the health token the page load got with its manifest (the API
 * drops a report without a valid one, and counts a page load once in a canary's verdict).
 */
export interface HealthReport extends HealthBatch {
  token: string;
}

/**
 * The page load's health token, handed out with the runtime manifest: signed by the API, it
 * names one page load and lasts `expiresIn` seconds (docs/decisions.md#delivery-health-tokens).
 */
export interface HealthToken {
  token: string;
  /** Seconds from now, so a device's wrong clock does not matter. */
  expiresIn: number;
}

/** Where the shell posts its reports, relative to the API base. */
export const HEALTH_PATH = 'frontend-health';

/** Entries per report; the shell sends a larger batch as several reports, the API refuses more. */
export const MAX_HEALTH_ENTRIES = 50;
/** The most one entry may count of one thing: a batch holds 30 s of a page's life, not a day's. */
export const MAX_HEALTH_COUNT = 10_000;

export const EMPTY_COUNTS: HealthCounts = {
  views: 0,
  failedViews: 0,
  loadFailures: 0,
  renderErrors: 0,
  failedCalls: 0,
};

export interface CanaryPolicy {
  /**
   * The distinct page loads (health tokens) that viewed the canary in the window before any
   * verdict: one page sending many reports counts once.
   */
  minViews: number;
  /** How far (0-1) the canary's failed-view rate may exceed the default's. */
  margin: number;
}

/** A version's page loads in the window: each viewed it, and some met a failure while at it. */
export interface LoadCounts {
  loads: number;
  failedLoads: number;
}

export interface CanaryVerdict {
  rollback: boolean;
  reason: 'too-few-loads' | 'within-margin' | 'exceeds-margin';
  canaryRate: number;
  defaultRate: number;
}

const rate = ({ loads, failedLoads }: LoadCounts) =>
  loads > 0 ? Math.min(failedLoads, loads) / loads : 0;

/**
 * A canary is rolled back when, with at least `minViews` distinct page loads in the window, its
 * rate of failed loads is more than `margin` above the default's. Exactly at the margin it stays.
 * Each page load is one vote, however many views and reports it had.
 */
export function canaryVerdict(
  canary: LoadCounts,
  baseline: LoadCounts,
  policy: CanaryPolicy,
): CanaryVerdict {
  const canaryRate = rate(canary);
  const defaultRate = rate(baseline);
  if (canary.loads < policy.minViews)
    return { rollback: false, reason: 'too-few-loads', canaryRate, defaultRate };
  // Rates compared in whole basis points, so 0.15 - 0.1 is exactly a 0.05 margin.
  const excess = Math.round(canaryRate * 10_000) - Math.round(defaultRate * 10_000);
  return excess > Math.round(policy.margin * 10_000)
    ? { rollback: true, reason: 'exceeds-margin', canaryRate, defaultRate }
    : { rollback: false, reason: 'within-margin', canaryRate, defaultRate };
}
