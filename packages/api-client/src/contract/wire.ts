import { z } from 'zod';

/**
 * Form-encoded bodies carry every value as a string. These accept the typed value from code and the
 * string from the wire, so one schema serves the client's types and the server's parsing.
 */
export const wireInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, { error: 'input.integer' })
    .transform(Number),
]);

export const wireFen = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d+$/, { error: 'amount.format' }).transform(Number),
]);

export const wireBool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

export const emptyRequest = z.object({});
export const emptyResponse = z.object({});

/** ISO 8601 UTC timestamp on the wire. */
export const isoTime = z.string();

export const LANGUAGE_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const languageCodeSchema = wireInt.pipe(z.number().int().min(1).max(8));

/** A page of a list: `pageNum` from 1, `pageSize` up to 100. */
export const pageRequest = z.object({
  pageNum: wireInt.pipe(z.number().int().min(1)).default(1),
  pageSize: wireInt.pipe(z.number().int().min(1).max(100)).default(20),
});
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
