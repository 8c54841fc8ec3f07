import fc from 'fast-check';
import type { z } from 'zod';

/** Stands for a file part: the multipart encoder sends a small file where it finds one. */
export const FILE_PART = Symbol('file part');

/** The zod 4 internals the walker reads (`schema._zod.def`); zod exports no stable type for them. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** Optional fields (optional, default) may be left out of a body. */
export function isOptional(schema: z.ZodType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = 40;
  let pattern: RegExp | undefined = def.format === 'regex' ? def.pattern : undefined;
  for (const check of checks) {
    if (check.check === 'min_length') min = check.minimum ?? min;
    else if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    else if (check.check === 'length_equals') min = max = check.length ?? min;
    else if (check.check === 'string_format' && check.format === 'regex') pattern ??= check.pattern;
    else if (check.check === 'string_format' && check.format !== 'regex')
      throw new Error(`schemaArbitrary: string format ${check.format} is not covered`);
    else if (!['overwrite', 'custom'].includes(check.check))
      throw new Error(`schemaArbitrary: string check ${check.check} is not covered`);
  }
  if (def.format === 'email') return fc.emailAddress();
  if (def.format && def.format !== 'regex')
    throw new Error(`schemaArbitrary: string format ${def.format} is not covered`);
  if (max < min) max = min;
  // A pattern's strings are cut to the length rule: the body stays mostly valid, not always.
  if (pattern) return patternArbitrary(pattern).map((s) => s.slice(0, Math.max(max, min)));
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/**
 * Strings of a pattern. fast-check cannot generate lookaheads (the password rules use them to ask
 * for a letter and a digit): those are dropped, and the strings then match most of the time.
 */
function patternArbitrary(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const withoutLookaheads = pattern.source.replace(/\(\?[=!][^()]*\)/g, '');
    return fc.stringMatching(new RegExp(withoutLookaheads, pattern.flags));
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let integer = def.format === 'safeint' || def.format === 'int32';
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    else if (check.check === 'greater_than')
      min = Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 0.001);
    else if (check.check === 'less_than')
      max = Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 0.001);
    else if (check.check !== 'custom')
      throw new Error(`schemaArbitrary: number check ${check.check} is not covered`);
  }
  if (max < min) max = min;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a request schema accepts, mostly: the walker follows the kinds the endpoint list uses
 * (zod 4 has no fast-check bridge) and throws on any other kind, so a new kind in the contract
 * fails the fuzz test until it is taught here. Pipes and transforms are generated from their
 * input side, which is what travels on the wire.
 */
export function schemaArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'union':
      return fc.oneof(...def.options!.map(schemaArbitrary));
    case 'pipe':
      return schemaArbitrary(def.in!);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      return schemaArbitrary(def.innerType!);
    case 'array': {
      let min = 0;
      let max = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = check.minimum ?? min;
        else if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
        else if (check.check === 'length_equals') min = max = check.length ?? min;
      }
      return fc.array(schemaArbitrary(def.element!), {
        minLength: min,
        maxLength: Math.max(min, max),
      });
    }
    case 'object':
      return objectArbitrary(def.shape!);
    case 'intersection':
      return fc
        .tuple(schemaArbitrary(def.left!), schemaArbitrary(def.right!))
        .map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'custom':
      // The contract's only custom schemas are the multipart calls' file fields.
      return fc.constant(FILE_PART);
    default:
      throw new Error(`schemaArbitrary: zod kind "${def.type}" is not covered; teach it here`);
  }
}

function objectArbitrary(shape: Record<string, z.ZodType>): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = schemaArbitrary(field);
    if (!isOptional(field)) required.push(key);
  }
  return fc.record(fields, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The top-level field names of a request schema (objects, intersections and unions of them). */
export function fieldNames(schema: z.ZodType): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape!);
    case 'intersection':
      return [...new Set([...fieldNames(def.left!), ...fieldNames(def.right!)])];
    case 'union':
      return [...new Set(def.options!.flatMap(fieldNames))];
    case 'pipe':
      return fieldNames(def.in!);
    default:
      return [];
  }
}
