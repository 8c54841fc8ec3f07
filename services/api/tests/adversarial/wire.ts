import type { EndpointDef } from '@platform/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { RawValue, type FuzzBody } from './hostile';
import { FILE_PART } from './schemaArbitrary';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Percent-encoding that also sends lone surrogates, as the malformed UTF-8 a hostile client can. */
function percent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(char);
    }
    return out;
  }
}

function scalarText(value: unknown): string {
  if (value instanceof RawValue) return value.text;
  if (value === FILE_PART) return 'file';
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A form body; an array is the same key repeated, as a form sends it. */
export function formText(fields: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${percent(key)}=${percent(scalarText(item))}`);
  }
  return parts.join('&');
}

function jsonValue(value: unknown): string {
  if (value instanceof RawValue) return value.text;
  if (value === FILE_PART) return '"file"';
  if (Array.isArray(value)) return `[${value.map(jsonValue).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return jsonText(Object.entries(value as Record<string, unknown>));
  return JSON.stringify(value) ?? 'null';
}

/** A JSON object written key by key, so `__proto__` travels as an ordinary key. */
export function jsonText(fields: [string, unknown][]): string {
  return `{${fields
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${jsonValue(v)}`)
    .join(',')}}`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(fields: [string, unknown][]): { payload: Buffer; contentType: string } {
  const boundary = '----fuzz7d93b1';
  const chunks: Buffer[] = [];
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, '%22')}"`;
      if (item === FILE_PART) {
        chunks.push(
          Buffer.from(`${head}; filename="a\u202Egnp.png"\r\nContent-Type: image/png\r\n\r\n`),
          PNG,
          Buffer.from('\r\n'),
        );
      } else chunks.push(Buffer.from(`${head}\r\n\r\n${scalarText(item)}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends a body the way a hostile client would: no client-side parsing or cleaning. */
export async function sendRaw(
  app: FastifyInstance,
  def: EndpointDef,
  body: FuzzBody,
  options: { token?: string; lang: number; ip: string },
): Promise<RawAnswer> {
  const headers: Record<string, string> = { lang: String(options.lang) };
  if (options.token !== undefined) headers.token = options.token;
  const url = `/web/${def.path}`;
  let payload: string | Buffer | undefined;
  let target = url;
  if (body.kind === 'raw') {
    if (def.method === 'GET') target = `${url}?${body.text}`;
    else {
      payload = body.text;
      headers['content-type'] = body.contentType;
    }
  } else if (def.method === 'GET') {
    const qs = formText(body.fields);
    target = qs ? `${url}?${qs}` : url;
  } else if (def.encoding === 'json') {
    payload = jsonText(body.fields);
    headers['content-type'] = 'application/json';
  } else if (def.encoding === 'multipart') {
    const multipart = multipartBody(body.fields);
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
    headers['content-length'] = String(multipart.payload.length);
  } else {
    payload = formText(body.fields);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const response = await app.inject({
    method: def.method,
    url: target,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: options.ip,
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    text: response.body,
  };
}
