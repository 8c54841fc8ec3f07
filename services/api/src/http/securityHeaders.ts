import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's answers are JSON, event streams and a few pages and images that set their own policy:
 * none of them runs script from, embeds or is embedded by anything, so the default policy allows
 * nothing (docs/decisions-api.md#security-headers). A route that serves a page or an image sets its
 * own `content-security-policy`, which replaces this one (the support desk, the simulated venue's
 * launch page, game covers, uploads). HSTS is the site server's (the TLS edge's) to send, not the
 * API's, which players reach only through it.
 */
export const API_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer, errors included: registered before any other onRequest hook,
 * so a call refused by the access check or the rate limits carries them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
    // Nothing of the API is ever framed; the simulated venue's page says otherwise for itself.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // Helmet's defaults for the rest: nosniff, same-origin opener and resource policies, no DNS
    // prefetch, Origin-Agent-Cluster, X-XSS-Protection: 0.
  });
}
