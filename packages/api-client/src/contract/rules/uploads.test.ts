import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../constants';
import { imageFileSchema } from './uploads';

function firstError(value: unknown): string | null {
  const result = imageFileSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('imageFileSchema (png/jpg/jpeg up to 15 MB)', () => {
  it.each([
    { name: 'voucher.png', size: 1024, type: 'image/png' },
    { name: 'voucher.JPG', size: MAX_IMAGE_BYTES, type: 'image/jpeg' },
    { name: 'photo.jpeg', size: 1, type: 'image/jpeg' },
  ])('accepts $name', (file) => {
    expect(imageFileSchema.safeParse(file).success).toBe(true);
  });

  it('refuses a file over 15 MB', () => {
    expect(firstError({ name: 'a.png', size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toBe(
      'upload.tooLarge',
    );
  });

  it('refuses an empty file', () => {
    expect(firstError({ name: 'a.png', size: 0, type: 'image/png' })).toBe('upload.empty');
  });

  it('refuses other extensions and types', () => {
    expect(firstError({ name: 'a.gif', size: 10, type: 'image/png' })).toBe('upload.type');
    expect(firstError({ name: 'a.png', size: 10, type: 'image/gif' })).toBe('upload.type');
    expect(firstError({ name: 'a.png.exe', size: 10, type: 'image/png' })).toBe('upload.type');
  });
});
