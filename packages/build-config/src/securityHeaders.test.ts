import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from './compressAssets';
import { contentSecurityPolicy, inlineHashes, SiteSecurity } from './securityHeaders';
import { createStaticApp } from './serveStatic';
import { offlinePage } from './serviceWorker';

/** docs/decisions.md#security-headers */

// The example of the CSP specification: this script's sha256, base64.
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const MIRROR = 'http://127.0.0.1:8086';

/** One directive's sources, or undefined when the policy has none. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

describe("a page's inline code", () => {
  it('is allowed by the sha256 of each inline script and style element, not of scripts with src', () => {
    const html = `<html><head><style>p{color:red}</style><script>${SPEC_SCRIPT}</script>
<script defer src="./static/js/index.js"></script></head><body>
<script type="text/javascript">
  var a = 1;
</script></body></html>`;

    const { scripts, styles } = inlineHashes(html);

    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe(SPEC_HASH);
    // printf 'p{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styles).toEqual(["'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='"]);
  });
});

describe("the site's policy", () => {
  const policy = contentSecurityPolicy(
    { assetOrigins: [MIRROR] },
    { scripts: [SPEC_HASH], styles: [] },
  );

  it('runs scripts from the site, the mirror and the hashes only: never inline or eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", MIRROR, SPEC_HASH]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('is framed by nobody, fetches only the site and the mirror, and allows style attributes', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", MIRROR]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, 'style-src-elem')).toEqual(["'self'", MIRROR]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'manifest-src')).toEqual(["'self'"]);
  });

  it('lets the offline page run: its button has no inline handler, its script is hashed', () => {
    const page = offlinePage();
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    const pagePolicy = new SiteSecurity({ assetOrigins: [] }).pagePolicy(page);
    expect(directive(pagePolicy, 'script-src')).toEqual(["'self'", ...inlineHashes(page).scripts]);
    expect(inlineHashes(page).scripts).toHaveLength(1);
  });
});

describe('security headers on the served files', () => {
  const inlineScript = `(function(){document.title=${JSON.stringify('x'.repeat(2000))};})();`;
  const page = `<!doctype html><html><head><script>${inlineScript}</script></head><body></body></html>`;
  let dist: string;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'security-headers-'));
    await mkdir(join(dist, 'static', 'js'), { recursive: true });
    await writeFile(join(dist, 'index.html'), page);
    await writeFile(join(dist, 'static', 'js', 'a.js'), 'export {};\n'.repeat(200));
    await compressDir(dist);
    const security = new SiteSecurity({ assetOrigins: [MIRROR] });
    app = await createStaticApp(dist, { security });
    behindProxy = await createStaticApp(dist, { security, trustProxy: ['127.0.0.1'] });
  });

  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives a page the hash of its own inline script, whether sent compressed or raw', async () => {
    const { scripts } = inlineHashes(page);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(directive(String(res.headers['content-security-policy']), 'script-src')).toEqual([
        "'self'",
        MIRROR,
        ...scripts,
      ]);
    }
  });

  it('sends nosniff, no framing, a referrer and a permissions policy, and no CORS on every answer', async () => {
    for (const url of ['/', '/static/js/a.js', '/missing.js']) {
      const res = await app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(directive(String(res.headers['content-security-policy']), 'frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('sends HSTS only over https, which a client cannot claim unless it is a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    // The client's own word, with no proxy trusted: still plain http.
    expect(
      (await app.inject({ url: '/', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
    // The TLS terminator in front (trusted): the request came over https.
    expect(
      (await behindProxy.inject({ url: '/', headers: https })).headers['strict-transport-security'],
    ).toBe('max-age=31536000');
  });
});
