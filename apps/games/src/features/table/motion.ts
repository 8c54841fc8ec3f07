import type { CSSProperties } from 'react';
import { prefersReducedMotion } from '@platform/ui';

/**
 * The delay that staggers a table's CSS animation (cards dealt in turn, dice, balls, reels). The
 * kit's reduced-motion rule shortens animations but not their delays, so for a player who asked
 * for less motion there is none and the whole result shows at once (docs/accessibility.md#motion-and-size).
 */
export function staggered(delayMs: number): CSSProperties | undefined {
  return prefersReducedMotion() ? undefined : { animationDelay: `${delayMs}ms` };
}
