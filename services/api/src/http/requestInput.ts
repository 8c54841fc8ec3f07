import { MAX_IMAGE_BYTES, type Encoding } from '@platform/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../core/errors';

/**
 * A file of a multipart request: a `File`, which is what the contract's request schema expects
 * (name, declared type and size for imageFileSchema), that also keeps its bytes as a Buffer.
 */
export class UploadedFile extends File {
  constructor(
    readonly data: Buffer,
    name: string,
    type: string,
  ) {
    // Multipart buffers are never shared memory; the DOM typing only admits a plain ArrayBuffer.
    super([data as Buffer<ArrayBuffer>], name, { type });
  }
}

/**
 * Every multipart part is capped (docs/decisions-api.md#request-size): the upload calls take one
 * image and a few short fields (purpose, conversation, visitor key, clientId).
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
} as const;

/** The whole multipart body: the image and room for the fields and the part headers. */
export const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Whether a request says its body is multipart (what @fastify/multipart would take). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.trim().toLowerCase().startsWith('multipart/');
}

/** A 413 that names what was too large, in the request's language. */
export function tooLarge(what: string, params: Record<string, number> = {}): DomainError {
  return new DomainError('payloadTooLarge', `tooLarge.${what}`, params);
}

/**
 * Reads a multipart body part by part, only now (after the caller was authenticated), within
 * MULTIPART_LIMITS; a limit passed answers 413 naming it (http/errors.ts).
 */
async function multipartValues(request: FastifyRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    const earlier = out[name];
    out[name] =
      earlier === undefined
        ? value
        : Array.isArray(earlier)
          ? [...earlier, value]
          : [earlier, value];
  };
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      put(part.fieldname, new UploadedFile(await part.toBuffer(), part.filename, part.mimetype));
    } else {
      if (part.valueTruncated || part.fieldnameTruncated)
        throw tooLarge('field', { max: MULTIPART_LIMITS.fieldSize });
      put(part.fieldname, part.value);
    }
  }
  return out;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

/**
 * Form fields cannot say "absent", only "empty": an empty string is read as a missing field, so
 * optional fields stay optional and required ones say "required" rather than "wrong format".
 */
function dropEmptyStrings(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== ''));
}

/**
 * The raw request object for the endpoint's schema, by its encoding: the query string for GET, the
 * body for form and JSON posts (query-string fields fill in what the body lacks), fields and files
 * for multipart.
 */
export async function requestInput(
  encoding: Encoding,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  return refuseNulCharacters(await rawInput(encoding, request));
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  return typeof value === 'object' && value !== null && !(value instanceof File)
    ? Object.values(value).some(hasNul)
    : false;
}

/**
 * A NUL character is never text a player typed, and PostgreSQL cannot store it in a text column:
 * it is refused as an invalid field before any schema or query sees it
 * (docs/decisions-api.md#adversarial-tests-from-the-contract).
 */
function refuseNulCharacters(input: Record<string, unknown>): Record<string, unknown> {
  const field = Object.entries(input).find(([key, value]) => hasNul(key) || hasNul(value))?.[0];
  if (field !== undefined)
    throw new DomainError('invalidInput', 'validation:invalid', {
      field: `validation:fields.${field.replaceAll('\u0000', '')}`,
    });
  return input;
}

async function rawInput(
  encoding: Encoding,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  const query = asRecord(request.query);
  switch (encoding) {
    case 'query':
      return dropEmptyStrings(query);
    case 'json':
      return { ...query, ...asRecord(request.body) };
    case 'form':
      return dropEmptyStrings({ ...query, ...asRecord(request.body) });
    case 'multipart':
      return dropEmptyStrings({
        ...query,
        ...(isMultipartRequest(request) ? await multipartValues(request) : asRecord(request.body)),
      });
  }
}
