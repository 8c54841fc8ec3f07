import { RECOMMENDED_SCREEN } from '@platform/api-client';

/** What the device reports: `window.screen`'s width, height and colour depth. */
export interface ScreenReading {
  width: number;
  height: number;
  colorDepth: number;
}

export interface ScreenCheck {
  /** The screen's size meets the recommendation (either way round). */
  size: boolean;
  colour: boolean;
  passes: boolean;
}

/**
 * This device against the recommended screen (docs/product-rules.md#help). The size is compared
 * either way round: a tablet held upright reports 768×1024 and is the same screen as 1024×768.
 */
export function checkScreen(
  reading: ScreenReading,
  recommended: { width: number; height: number; colourBits: number } = RECOMMENDED_SCREEN,
): ScreenCheck {
  const long = Math.max(reading.width, reading.height);
  const short = Math.min(reading.width, reading.height);
  const size =
    long >= Math.max(recommended.width, recommended.height) &&
    short >= Math.min(recommended.width, recommended.height);
  const colour = reading.colorDepth >= recommended.colourBits;
  return { size, colour, passes: size && colour };
}

/** The device's screen, or null where there is none to read (server rendering, odd embeds). */
export function readScreen(): ScreenReading | null {
  if (typeof window === 'undefined' || !window.screen) return null;
  const { width, height, colorDepth } = window.screen;
  return { width, height, colorDepth };
}
