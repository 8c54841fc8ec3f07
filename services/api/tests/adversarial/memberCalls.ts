import { endpoints, type EndpointDef, type EndpointName } from '@platform/api-client/contract';
import fc from 'fast-check';
import { schemaArbitrary } from './schemaArbitrary';
import type { FuzzBody } from './hostile';

/** Every entry of the endpoint list, by name. */
export const allCalls = Object.entries(endpoints) as [EndpointName, EndpointDef][];

/** Every call that needs a member's token, built or planned. */
export const memberCalls: EndpointName[] = allCalls
  .filter(([, def]) => def.access === 'member')
  .map(([name]) => name);

/** One well-formed body of a call, the same on every run: a refusal must not depend on it. */
export function sampleBody(name: EndpointName): FuzzBody {
  const [value] = fc.sample(schemaArbitrary(endpoints[name].request), { numRuns: 1, seed: 26 });
  const fields =
    value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
  return { kind: 'fields', fields, variant: 'valid' };
}
