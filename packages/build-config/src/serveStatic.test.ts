import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from './compressAssets';
import { SiteSecurity } from './securityHeaders';
import { createStaticApp, registerStoreFiles } from './serveStatic';

const script = 'export const answer = () => "a fairly repetitive line of script";\n'.repeat(200);
const html = `<!doctype html><html><body>${'<p>home</p>'.repeat(200)}</body></html>`;
const SCRIPT_URL = '/static/js/index.1a2b.js';
const security = new SiteSecurity({ assetOrigins: [] });

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'serve-static-'));
  await mkdir(join(dist, 'static', 'js'), { recursive: true });
  await writeFile(join(dist, SCRIPT_URL), script);
  await writeFile(join(dist, 'index.html'), html);
  await writeFile(join(dist, 'static', 'js', 'tiny.js'), 'export {};\n');
  await compressDir(dist);
  app = await createStaticApp(dist, { security });
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the site server’s static files', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get(SCRIPT_URL, 'br, gzip');

    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get(SCRIPT_URL, 'gzip');

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the raw file to a client that accepts no encoding', async () => {
    const res = await get(SCRIPT_URL);

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(script.length);
    expect(res.body).toBe(script);
  });

  it('sends the raw file where no compressed copy was written (a small file)', async () => {
    const res = await get('/static/js/tiny.js', 'br, gzip');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('sends the page at / compressed as html, revalidated on every visit', async () => {
    const res = await get('/', 'br');

    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('marks every answer as varying by accept-encoding, for shared caches', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get(SCRIPT_URL, encoding);
      expect(String(res.headers.vary), String(encoding)).toMatch(/accept-encoding/i);
    }
  });

  it('keeps hashed files under /static/ cached for a year, compressed or not', async () => {
    for (const encoding of ['br', undefined]) {
      const res = await get(SCRIPT_URL, encoding);
      expect(res.headers['cache-control'], String(encoding)).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });
});

describe('the deployment store’s files', () => {
  let store: string;
  let site: FastifyInstance;

  beforeAll(async () => {
    store = await mkdtemp(join(tmpdir(), 'serve-store-'));
    await mkdir(join(store, 'wallet', '1.0.0-ab12', 'static', 'js'), { recursive: true });
    await writeFile(join(store, 'wallet', '1.0.0-ab12', 'static', 'js', 'wallet.js'), script);
    await compressDir(store);
    site = await createStaticApp(dist, {
      security,
      extra: (app) => registerStoreFiles(app, store, security),
    });
  });

  afterAll(async () => {
    await site.close();
    await rm(store, { recursive: true, force: true });
  });

  it('serves a version’s files under /deploy/, compressed, cached for a year', async () => {
    const res = await site.inject({
      method: 'GET',
      url: '/deploy/wallet/1.0.0-ab12/static/js/wallet.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('still serves the shell’s own files beside the store', async () => {
    expect((await site.inject({ method: 'GET', url: SCRIPT_URL })).body).toBe(script);
    expect(
      (await site.inject({ method: 'GET', url: '/deploy/wallet/9.9.9-none/x.js' })).statusCode,
    ).toBe(404);
  });
});
