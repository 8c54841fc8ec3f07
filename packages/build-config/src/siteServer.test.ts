import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMirrorServer, createSiteServer, localSiteOrigins } from './siteServer';

/** docs/decisions.md#security-headers */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A plain HTTP GET over a real socket (fetch may not send some of the headers tried here). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listen = async (app: FastifyInstance) => app.listen({ host: '127.0.0.1', port: 0 });
const MIRROR = 'http://127.0.0.1:8086';

let root: string;
/** The API's stand-in: answers the headers it received, with a policy of its own. */
let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-server-'));
  await mkdir(join(root, 'shell'), { recursive: true });
  await mkdir(join(root, 'store', 'wallet', '1.0.0-ab12'), { recursive: true });
  await writeFile(join(root, 'shell', 'index.html'), '<!doctype html><p>shell</p>');
  await writeFile(join(root, 'store', 'wallet', '1.0.0-ab12', 'remoteEntry.js'), 'var w;\n');
  upstream = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-security-policy', "default-src 'none'");
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await rm(root, { recursive: true, force: true });
});

async function site(trustProxy?: string[]): Promise<{ app: FastifyInstance; url: string }> {
  const app = await createSiteServer({
    shellDir: join(root, 'shell'),
    storeRoot: join(root, 'store'),
    apiUpstream: upstreamUrl,
    mirrorOrigin: MIRROR,
    ...(trustProxy ? { trustProxy } : {}),
  });
  return { app, url: await listen(app) };
}

/** What the API received for a /web call made with these headers. */
async function seenByApi(base: string, headers: Record<string, string>) {
  const answer = await get(`${base}/web/guest/restrict/getRestrict`, headers);
  return { answer, received: JSON.parse(answer.body) as IncomingHttpHeaders };
}

describe('the site server in front of the API', () => {
  let direct: { app: FastifyInstance; url: string };
  let behindProxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    direct = await site();
    // A TLS terminator on loopback in front of the site, trusted.
    behindProxy = await site(['127.0.0.1']);
  });

  afterAll(async () => {
    await direct.app.close();
    await behindProxy.app.close();
  });

  it("tells the API the socket's address, not the X-Forwarded-For a client wrote", async () => {
    const { received } = await seenByApi(direct.url, {
      'x-forwarded-for': '203.0.113.77',
      'x-real-ip': '203.0.113.78',
      forwarded: 'for=203.0.113.79;proto=https',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });

    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received['x-real-ip']).toBeUndefined();
    expect(received.forwarded).toBeUndefined();
    expect(received['x-forwarded-host']).toBeUndefined();
  });

  it('cannot be made to drop its own X-Forwarded-For through the Connection header', async () => {
    const { received } = await seenByApi(direct.url, {
      connection: 'keep-alive, x-forwarded-for',
      'x-forwarded-for': '203.0.113.77',
    });

    expect(received['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, passes on the client that proxy saw, once, and its scheme', async () => {
    const { answer, received } = await seenByApi(behindProxy.url, {
      // The client wrote the first address; the trusted proxy appended the one it saw.
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-proto': 'https',
    });

    expect(received['x-forwarded-for']).toBe('203.0.113.9');
    expect(received['x-forwarded-proto']).toBe('https');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it("keeps the API's own policy on its answers and adds the headers it lacks", async () => {
    const { answer } = await seenByApi(direct.url, {});

    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("serves the shell with the site's policy, which lets the mirror's area files load", async () => {
    const page = await get(`${direct.url}/`);

    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:8086;/,
    );
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the store's mirror", () => {
  let mirror: FastifyInstance;
  let url: string;
  const [siteOrigin] = localSiteOrigins(8080);
  const ENTRY = '/deploy/wallet/1.0.0-ab12/remoteEntry.js';

  beforeAll(async () => {
    mirror = await createMirrorServer({
      storeRoot: join(root, 'store'),
      siteOrigins: localSiteOrigins(8080),
    });
    url = await listen(mirror);
  });

  afterAll(() => mirror.close());

  it("lets the site's pages read its files (CORS for the site's origin only)", async () => {
    const answer = await get(`${url}${ENTRY}`, { origin: siteOrigin! });

    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
    expect(answer.headers.vary).toMatch(/\borigin\b/i);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers another origin, or no origin, without CORS', async () => {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const answer = await get(`${url}${ENTRY}`, origin ? { origin } : {});
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin'], String(origin)).toBeUndefined();
      expect(answer.headers.vary).toMatch(/\borigin\b/i);
    }
  });
});
