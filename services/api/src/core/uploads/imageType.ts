/**
 * The image types we accept (png/jpg/jpeg, docs/product-rules.md#uploads), recognised by their
 * first bytes.
 */
export type ImageContentType = 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { type: ImageContentType; magic: readonly number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/**
 * The type the bytes really are, or null. The file name and the declared type are the sender's
 * word; a text file renamed .png is refused here.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  const match = SIGNATURES.find(
    ({ magic }) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b),
  );
  return match?.type ?? null;
}
