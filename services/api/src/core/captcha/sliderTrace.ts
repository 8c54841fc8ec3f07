import type { SliderTracePoint } from '@platform/api-client/contract';

/** A drag shorter than this is no hand's. */
export const SLIDER_MIN_DRAG_MS = 300;
/** A drag that never strays this far from the straight line between its ends is a script's. */
export const SLIDER_MIN_WOBBLE_PX = 1.5;
/** How far from the gap a piece may stop and still fit (docs/product-rules.md#captcha). */
export const SLIDER_TOLERANCE_PX = 4;

/**
 * Basic plausibility of a drag (docs/product-rules.md#captcha): at least three points, time never
 * running back, ending where the answer says, not instant, and not a perfectly even motion. A
 * keyboard drag passes: key presses come at uneven moments, and a held key starts with a pause.
 * This keeps out the laziest scripts, not a determined one; the captcha's budget does the rest.
 */
export function isPlausibleDrag(trace: readonly SliderTracePoint[], position: number): boolean {
  if (trace.length < 3) return false;
  const [t0, x0] = trace[0]!;
  const [tn, xn] = trace[trace.length - 1]!;
  if (xn !== position) return false;
  for (let i = 1; i < trace.length; i++) if (trace[i]![0] < trace[i - 1]![0]) return false;
  const duration = tn - t0;
  if (duration < SLIDER_MIN_DRAG_MS) return false;
  let wobble = 0;
  for (const [t, x] of trace) {
    const onLine = x0 + ((xn - x0) * (t - t0)) / duration;
    wobble = Math.max(wobble, Math.abs(x - onLine));
  }
  return wobble >= SLIDER_MIN_WOBBLE_PX;
}
