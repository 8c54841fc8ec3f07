import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The site's security headers (docs/decisions.md#security-headers): every answer of the site server
 * and of the store's mirror carries them, unless the API behind /web set its own. A page's
 * Content-Security-Policy names the hashes of its own inline scripts and style elements, so no
 * inline script runs that the build did not write ('unsafe-inline' is never allowed for scripts).
 */

export interface SitePolicyOptions {
  /**
   * Origins other than the site's own that serve the apps' code and styles and are fetched: the
   * deployment store's mirror (the manifest's fallbackUrl, docs/architecture.md#delivery).
   */
  assetOrigins: readonly string[];
}

/** The hashes of a page's inline code, as CSP source expressions ('sha256-…'). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the inline `<script>` (those without src) and `<style>` elements of a page. Their
 * content is raw text up to the closing tag, so a regular expression reads them as a browser does.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.add(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/**
 * The Content-Security-Policy of the site's answers; a page's adds its own inline hashes.
 * Style attributes stay allowed (style-src-attr 'unsafe-inline': the kit and rich texts write
 * them); style elements only by hash. `style-src` is the fallback of browsers without the -elem and
 * -attr directives.
 */
export function contentSecurityPolicy(
  { assetOrigins }: SitePolicyOptions,
  inline: InlineHashes = NO_INLINE,
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...assetOrigins, ...inline.scripts],
    ['style-src', "'self'", ...assetOrigins, "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...assetOrigins, ...inline.styles],
    ['style-src-attr', "'unsafe-inline'"],
    // Banners and rich texts are data: URLs or an operator's own https images; previews are blobs.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    // /web (the API and its event stream) is this origin; the loader asks the mirror for area files.
    ['connect-src', "'self'", ...assetOrigins],
    // Payment processors' and game venues' pages, framed by the wallet and games areas.
    ['frame-src', "'self'", 'https:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers every answer carries whatever it is (a page, a script, an error). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // The whole address to ourselves, nothing to processors, venues or links the player follows.
  'referrer-policy': 'same-origin',
  // Geolocation for the location page (choose-location); nothing else the page never asks for.
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Sent only on an answer that came over https (HSTS over http is ignored, and wrong). */
export const HSTS = 'max-age=31536000';

const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * The security headers of one server: the policy of its answers and of the pages it serves from
 * disk. A served file never changes under its path (the store's versions are immutable, the
 * shell's build is the one published), so a page's policy is computed once.
 */
export class SiteSecurity {
  readonly policy: string;
  private readonly pages = new Map<string, string>();

  constructor(private readonly options: SitePolicyOptions) {
    this.policy = contentSecurityPolicy(options);
  }

  /** The policy of a page, with the hashes of its inline scripts and styles. */
  pagePolicy(html: string): string {
    return contentSecurityPolicy(this.options, inlineHashes(html));
  }

  /**
   * The policy of a file served from disk: a page's own (read from the raw file when its `.br` or
   * `.gz` copy is what goes out), the common one for anything else.
   */
  filePolicy(path: string): string {
    const raw = path.replace(COMPRESSED_COPY, '');
    if (!/\.html?$/i.test(raw)) return this.policy;
    let policy = this.pages.get(raw);
    if (policy === undefined) {
      policy = this.pagePolicy(readFileSync(raw, 'utf8'));
      this.pages.set(raw, policy);
    }
    return policy;
  }

  /**
   * Every answer of `app` gets the common headers and the common policy where the route (a page
   * from disk, the API behind /web) did not set its own, and HSTS when it came over https
   * (`request.protocol`: the socket, or X-Forwarded-Proto from a proxy the server trusts).
   */
  register(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply) => {
      for (const [name, value] of Object.entries(COMMON_HEADERS))
        if (!reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', this.policy);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  }
}
