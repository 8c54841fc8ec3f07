import type { Encoding } from '@platform/api-client/contract';
import type { FastifyRequest } from 'fastify';

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

interface MultipartPart {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

function isPart(value: unknown): value is MultipartPart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    ('fieldname' in value || 'filename' in value)
  );
}

async function fromPart(part: MultipartPart): Promise<unknown> {
  if (part.type === 'file' && part.toBuffer) {
    return new UploadedFile(await part.toBuffer(), part.filename ?? '', part.mimetype ?? '');
  }
  return part.value;
}

async function multipartValues(body: unknown): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value))
      out[name] = await Promise.all(value.map((v) => (isPart(v) ? fromPart(v) : v)));
    else out[name] = isPart(value) ? await fromPart(value) : value;
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
  const query = asRecord(request.query);
  switch (encoding) {
    case 'query':
      return dropEmptyStrings(query);
    case 'json':
      return { ...query, ...asRecord(request.body) };
    case 'form':
      return dropEmptyStrings({ ...query, ...asRecord(request.body) });
    case 'multipart':
      return dropEmptyStrings({ ...query, ...(await multipartValues(request.body)) });
  }
}
