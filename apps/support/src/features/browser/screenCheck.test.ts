import { describe, expect, it } from 'vitest';
import { RECOMMENDED_SCREEN } from '@platform/api-client';
import { checkScreen } from './screenCheck';

describe('screen check', () => {
  it('passes the recommended screen exactly: 1024×768 with 32-bit colour', () => {
    expect(RECOMMENDED_SCREEN).toEqual({ width: 1024, height: 768, colourBits: 32 });
    expect(checkScreen({ width: 1024, height: 768, colorDepth: 32 })).toEqual({
      size: true,
      colour: true,
      passes: true,
    });
  });

  it('passes a larger screen and the same screen held upright', () => {
    expect(checkScreen({ width: 1920, height: 1080, colorDepth: 48 }).passes).toBe(true);
    expect(checkScreen({ width: 768, height: 1024, colorDepth: 32 }).passes).toBe(true);
  });

  it('fails 800×600 on size alone', () => {
    expect(checkScreen({ width: 800, height: 600, colorDepth: 32 })).toEqual({
      size: false,
      colour: true,
      passes: false,
    });
  });

  it('fails one pixel short on either side', () => {
    expect(checkScreen({ width: 1023, height: 768, colorDepth: 32 }).size).toBe(false);
    expect(checkScreen({ width: 1024, height: 767, colorDepth: 32 }).size).toBe(false);
  });

  it('fails 16-bit colour on a big enough screen', () => {
    expect(checkScreen({ width: 1280, height: 800, colorDepth: 16 })).toEqual({
      size: true,
      colour: false,
      passes: false,
    });
    expect(checkScreen({ width: 1024, height: 768, colorDepth: 24 }).passes).toBe(false);
  });
});
