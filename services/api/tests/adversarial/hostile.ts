import fc from 'fast-check';
import type { z } from 'zod';
import { fieldNames, schemaArbitrary } from './schemaArbitrary';

/** A value written into the body as it is (JSON number text that JavaScript cannot hold). */
export class RawValue {
  constructor(readonly text: string) {}
}

/**
 * A request body: fields as entries, so `__proto__` stays an own key and order is kept, or a raw
 * text with the content type it claims.
 */
export type FuzzBody =
  | { kind: 'fields'; fields: [string, unknown][]; variant: string }
  | { kind: 'raw'; text: string; contentType: string; variant: string };

export const HOSTILE_STRINGS: readonly string[] = [
  'x'.repeat(100_000),
  '\u202Egnp.exe\u202C', // right-to-left override
  'ab\u200B\u200C\u200Dcd\uFEFF', // zero-width characters
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'nul\u0000byte',
  '\uD800', // lone high surrogate
  'tail\uDFFF', // lone low surrogate
  '',
  '   ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e',
  '１２３４５６', // full-width digits
  '٣٤٥', // Arabic-Indic digits
  'null',
  'undefined',
  '{{constructor}}',
];

export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  -0,
  0.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  new RawValue('9007199254740993'),
  new RawValue('1e999'),
  new RawValue('-1e999'),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '9007199254740993',
  '0x10',
  '1_000',
  ' 1 ',
  '+1',
  '-0',
  '1.0',
  '1e2',
  '99999999999999999999999999',
];

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [1, 2],
  { nested: { deeper: 1 } },
  { $gt: '' },
];

/** Keys that reach an object's prototype chain when a parser or merge is careless. */
export const PROTO_KEYS: readonly [string, unknown][] = [
  ['__proto__', { polluted: 'yes', isAdmin: true }],
  ['constructor', { prototype: { polluted: 'yes' } }],
  ['prototype', { polluted: 'yes' }],
  ['__proto__[polluted]', 'yes'],
  ['constructor[prototype][polluted]', 'yes'],
];

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  // Any string, any JavaScript number (NaN and infinities included).
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
);

/** Whole bodies that are not what the call reads, per encoding. */
function rawBodies(encoding: string): { text: string; contentType: string }[] {
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  const common = [
    { text: '', contentType: json },
    { text: '[]', contentType: json },
    { text: 'null', contentType: json },
    { text: '"text"', contentType: json },
    { text: '12', contentType: json },
    { text: '{"a":', contentType: json },
    { text: '{"__proto__":{"polluted":"yes"}}', contentType: json },
    { text: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: json },
    { text: '%%%&&==&a=%E0%A4%A', contentType: form },
    { text: 'a=1&a=2&a[]=3&__proto__=x', contentType: form },
    { text: '<xml/>', contentType: 'application/xml' },
    { text: 'plain', contentType: 'text/plain' },
    { text: 'x=1', contentType: 'text/plain; charset=utf-16' },
  ];
  return encoding === 'json' ? [...common, { text: 'a=1', contentType: form }] : common;
}

/** How many distinct hostile variants the generator picks from (for the report). */
export const VARIANT_KINDS = [
  'valid',
  'field',
  'missing',
  'extra',
  'proto',
  'array',
  'raw',
] as const;

export function hostileVariantCount(encoding: string): number {
  return (
    HOSTILE_STRINGS.length +
    HOSTILE_NUMBERS.length +
    WRONG_TYPES.length +
    PROTO_KEYS.length +
    rawBodies(encoding).length
  );
}

function entries(value: unknown): [string, unknown][] {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    : [];
}

/**
 * Bodies for one call: valid ones from its request schema, and the hostile variants (a field
 * replaced by a wrong, huge, unicode or numeric oddity, a field missing, extra and prototype keys,
 * an array where a scalar goes, and whole bodies of the wrong shape or content type).
 */
export function fuzzBodies(schema: z.ZodType, encoding: string): fc.Arbitrary<FuzzBody> {
  const valid = schemaArbitrary(schema).map(entries);
  const names = fieldNames(schema);
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('unexpected');
  const set = (fields: [string, unknown][], name: string, value: unknown): [string, unknown][] => [
    ...fields.filter(([k]) => k !== name),
    [name, value],
  ];
  const arbitraries: fc.WeightedArbitrary<FuzzBody>[] = [
    {
      weight: 3,
      arbitrary: valid.map((fields) => ({ kind: 'fields', fields, variant: 'valid' })),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, field, hostileValue).map(([fields, name, value]) => ({
        kind: 'fields',
        fields: set(fields, name, value),
        variant: 'field',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, field).map(([fields, name]) => ({
        kind: 'fields',
        fields: fields.filter(([k]) => k !== name),
        variant: 'missing',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue))
        .map(([fields, extra]) => ({
          kind: 'fields',
          fields: [...fields, ...Object.entries(extra)],
          variant: 'extra',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.subarray([...PROTO_KEYS], { minLength: 1 }))
        .map(([fields, proto]) => ({
          kind: 'fields',
          fields: [...proto, ...fields],
          variant: 'proto',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, field).map(([fields, name]) => {
        const current = fields.find(([k]) => k === name)?.[1] ?? '1';
        return { kind: 'fields', fields: set(fields, name, [current, current]), variant: 'array' };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...rawBodies(encoding))
        .map((raw) => ({ kind: 'raw', ...raw, variant: 'raw' })),
    },
  ];
  return fc.oneof(...arbitraries);
}
