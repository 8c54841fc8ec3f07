import { endpoints } from '@platform/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuzzBodies } from './hostile';
import { fieldNames, schemaArbitrary } from './schemaArbitrary';

describe('the zod → fast-check walker of the fuzz test', () => {
  it('covers every request schema of the endpoint list', () => {
    for (const [name, def] of Object.entries(endpoints)) {
      expect(() => fc.sample(fuzzBodies(def.request, def.encoding), 3), name).not.toThrow();
    }
  });

  it('fails loudly on a kind it was not taught', () => {
    expect(() => schemaArbitrary(z.object({ at: z.date() }))).toThrow(/zod kind "date"/);
    expect(() => schemaArbitrary(z.bigint())).toThrow(/not covered/);
  });

  it('makes values the schema accepts, lookahead patterns included', () => {
    const schema = z.object({
      password: z.string().regex(/^(?=.*[a-z])(?=.*\d)[a-z\d]{6,16}$/),
      amount: z.union([z.number().int().min(1).max(500), z.string().regex(/^\d+$/)]),
      kind: z.enum(['a', 'b']),
      note: z.string().max(5).optional(),
      list: z.array(z.literal('x')).min(1).max(3),
    });
    const values = fc.sample(schemaArbitrary(schema), { numRuns: 200, seed: 1 });
    const accepted = values.filter((v) => schema.safeParse(v).success).length;
    expect(accepted).toBeGreaterThan(100);
    expect(fieldNames(schema)).toEqual(['password', 'amount', 'kind', 'note', 'list']);
  });
});
