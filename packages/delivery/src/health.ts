/**
 * How an app version is doing in players' browsers (docs/product-rules.md#delivery): the shell
 * counts, per app and version, the area views and the views that met a failure (the remote did not
 * load, the area's error boundary caught a render error, or a call failed), and sends the counts in
 * batches. No player, device or address is in a report.
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

export interface HealthReport {
  entries: HealthEntry[];
}

/** Where the shell posts its reports, relative to the API base. */
export const HEALTH_PATH = 'frontend-health';

export const EMPTY_COUNTS: HealthCounts = {
  views: 0,
  failedViews: 0,
  loadFailures: 0,
  renderErrors: 0,
  failedCalls: 0,
};

export interface CanaryPolicy {
  /** The canary's views in the window before any verdict. */
  minViews: number;
  /** How far (0-1) the canary's failed-view rate may exceed the default's. */
  margin: number;
}

export interface CanaryVerdict {
  rollback: boolean;
  reason: 'too-few-views' | 'within-margin' | 'exceeds-margin';
  canaryRate: number;
  defaultRate: number;
}

const rate = ({ views, failedViews }: Pick<HealthCounts, 'views' | 'failedViews'>) =>
  views > 0 ? Math.min(failedViews, views) / views : 0;

/**
 * A canary is rolled back when, with at least `minViews` views in the window, its failed-view rate
 * is more than `margin` above the default's. Exactly at the margin it stays.
 */
export function canaryVerdict(
  canary: Pick<HealthCounts, 'views' | 'failedViews'>,
  baseline: Pick<HealthCounts, 'views' | 'failedViews'>,
  policy: CanaryPolicy,
): CanaryVerdict {
  const canaryRate = rate(canary);
  const defaultRate = rate(baseline);
  if (canary.views < policy.minViews)
    return { rollback: false, reason: 'too-few-views', canaryRate, defaultRate };
  // Rates compared in whole basis points, so 0.15 - 0.1 is exactly a 0.05 margin.
  const excess = Math.round(canaryRate * 10_000) - Math.round(defaultRate * 10_000);
  return excess > Math.round(policy.margin * 10_000)
    ? { rollback: true, reason: 'exceeds-margin', canaryRate, defaultRate }
    : { rollback: false, reason: 'within-margin', canaryRate, defaultRate };
}
