/** The European wheel, clockwise from zero (docs/product-rules.md#games). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const POCKET_DEG = 360 / WHEEL_ORDER.length;

/** A pocket's colour: the engine's rule, one place for the server, the table and the verify page. */
export { pocketColour } from '@platform/fair-games';

/** Where a pocket's centre sits on the wheel drawing, degrees clockwise from the top. */
export function pocketAngle(pocket: number): number {
  return WHEEL_ORDER.indexOf(pocket) * POCKET_DEG;
}

/**
 * The wheel's next rotation so that `pocket` stops under the pointer at the top: always forward
 * from the current rotation, with `turns` whole turns first so the spin reads as a spin.
 */
export function spinTo(current: number, pocket: number, turns = 5): number {
  const target = (360 - pocketAngle(pocket)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + turns * 360 + target;
}

/** Which pocket is under the pointer at a rotation (the inverse of spinTo, for tests). */
export function pocketAt(rotation: number): number {
  const angle = (((360 - rotation) % 360) + 360) % 360;
  return WHEEL_ORDER[Math.round(angle / POCKET_DEG) % WHEEL_ORDER.length]!;
}
