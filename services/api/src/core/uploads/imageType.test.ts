import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageType';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('detectImageType', () => {
  it('recognises PNG and JPEG by their signatures', () => {
    expect(detectImageType(Uint8Array.from([...PNG, 0, 0, 0, 13]))).toBe('image/png');
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(new TextEncoder().encode('not an image, just text'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBeNull();
    // A PNG signature cut short, and a signature with nothing after it.
    expect(detectImageType(Uint8Array.from(PNG.slice(0, 6)))).toBeNull();
    expect(detectImageType(Uint8Array.from(PNG))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
