import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Vouchers, avatars and feedback images are png/jpg/jpeg up to 15 MB
 * (docs/product-rules.md#uploads). The client checks the declared type and size; the server checks
 * the bytes themselves (see services/api uploads).
 */
export const imageFileSchema = z.object({
  name: z.string().regex(/\.(png|jpe?g)$/i, { error: 'upload.type' }),
  size: z
    .number()
    .int()
    .positive({ error: 'upload.empty' })
    .max(MAX_IMAGE_BYTES, { error: 'upload.tooLarge' }),
  type: z.enum(IMAGE_MIME_TYPES, { error: 'upload.type' }),
});
