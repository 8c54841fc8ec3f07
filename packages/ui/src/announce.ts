/**
 * The app's live regions (docs/accessibility.md#live-region): what changed without a page change —
 * a money result, a toast, an error, a round's outcome — read out by screen readers in the words
 * the screen shows. Two regions made once on the body: polite for results, assertive for errors.
 * The same text twice in a row is read twice (the region is emptied, then filled a frame later).
 */
type Politeness = 'polite' | 'assertive';

const regions: Partial<Record<Politeness, HTMLElement>> = {};

function region(politeness: Politeness): HTMLElement {
  const existing = regions[politeness];
  if (existing?.isConnected) return existing;
  const element = document.createElement('div');
  element.className = 'ui-visually-hidden';
  element.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  element.setAttribute('aria-live', politeness);
  element.setAttribute('aria-atomic', 'true');
  element.dataset.testid = `live-region-${politeness}`;
  document.body.appendChild(element);
  regions[politeness] = element;
  return element;
}

export function announce(text: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined' || !text.trim()) return;
  const element = region(politeness);
  element.textContent = '';
  const fill = () => {
    element.textContent = text;
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(fill);
  else fill();
}

/** Whether the player asked the system for less motion: the games show results without animating. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
