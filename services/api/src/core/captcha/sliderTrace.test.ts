import { describe, expect, it } from 'vitest';
import type { SliderTracePoint } from '@platform/api-client/contract';
import { isPlausibleDrag } from './sliderTrace';

/** A hand's drag: quick at first, slowing into the gap. */
const HUMAN: SliderTracePoint[] = [
  [0, 0],
  [90, 30],
  [180, 70],
  [320, 100],
  [520, 112],
  [700, 116],
];

describe('the slider drag plausibility', () => {
  it('accepts a drag that speeds and slows', () => {
    expect(isPlausibleDrag(HUMAN, 116)).toBe(true);
  });

  it('accepts key presses at uneven moments', () => {
    const keys: SliderTracePoint[] = [0, 410, 560, 800, 900, 1250].map((t, i) => [t, i * 4]);
    expect(isPlausibleDrag(keys, 20)).toBe(true);
  });

  it('refuses an instant drag', () => {
    const instant: SliderTracePoint[] = HUMAN.map(([t, x]) => [Math.floor(t / 10), x]);
    expect(isPlausibleDrag(instant, 116)).toBe(false);
  });

  it('refuses a perfectly even motion', () => {
    const linear: SliderTracePoint[] = [0, 1, 2, 3, 4, 5].map((i) => [i * 200, i * 20]);
    expect(isPlausibleDrag(linear, 100)).toBe(false);
  });

  it('refuses fewer than three points, time running back, or an end other than the answer', () => {
    expect(isPlausibleDrag([HUMAN[0]!, HUMAN[5]!], 116)).toBe(false);
    expect(isPlausibleDrag([HUMAN[0]!, HUMAN[3]!, HUMAN[2]!, HUMAN[5]!], 116)).toBe(false);
    expect(isPlausibleDrag(HUMAN, 120)).toBe(false);
  });
});
