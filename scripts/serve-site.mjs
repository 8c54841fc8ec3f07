// Serves the composed production build (docs/architecture.md#delivery): publishes each app's build
// into the deployment store as an immutable version, starts the platform API (which registers the
// store's versions and answers the runtime manifest), makes the builds just published the live
// versions, and serves the shell, the store under /deploy/ and the API's /web/ on one origin.
// Runs under tsx (`node --import tsx`).
// - `npm start` (APP_ENV=development): loopback only, on the embedded database, with the same store
//   on a local mirror origin (the manifest's fallbackUrl).
// - `npm run start:production` (APP_ENV=production): the API as API_PROCESSES processes on
//   PostgreSQL, its operator port apart, the mirror only where DEPLOY_FALLBACK_URL names one
//   (README.md#running-in-production).
// The servers themselves (security headers, the /web proxy, the mirror's CORS) are
// @platform/build-config/siteServer's (docs/decisions.md#security-headers).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PORTS, API_PORT as DEFAULT_API_PORT } from '@platform/build-config/ports';
import {
  createMirrorServer,
  createSiteServer,
  localSiteOrigins,
} from '@platform/build-config/siteServer';
import { APPS } from '@platform/routes';
import { deploymentStore, publishApp } from './delivery/publishApp';
import { releaseApi } from './delivery/releaseApi';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTION = process.env.APP_ENV === 'production';
const HOST = '127.0.0.1';
/** Where the site listens: loopback behind the TLS proxy (SITE_HOST, production only). */
const SITE_HOST = (PRODUCTION && process.env.SITE_HOST) || HOST;
const API_PORT = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? APP_PORTS.shell);
/** The operator port in production (the API's OPS_PORT default): the release API lives there. */
const OPS_PORT = Number(process.env.OPS_PORT ?? API_PORT + 1);
/** The store's second origin, as a CDN mirror would be: the manifest's fallbackUrl points here. */
const MIRROR_PORT = Number(process.env.DEPLOY_MIRROR_PORT ?? 8086);
const LOCAL_MIRROR_URL = `http://${HOST}:${MIRROR_PORT}/deploy/`;
/**
 * Where pages load area files from after a failure: the local mirror in development; in production
 * the CDN DEPLOY_FALLBACK_URL names, or none. The policy of the site's pages allows it.
 */
const FALLBACK_URL = process.env.DEPLOY_FALLBACK_URL ?? (PRODUCTION ? '' : LOCAL_MIRROR_URL);
/**
 * SITE_TRUST_PROXY: the proxies in front of the site (a TLS terminator), a comma list of addresses,
 * CIDRs or loopback/linklocal/uniquelocal; none by default, so the client's forwarding headers never
 * count. The API trusts only the site (TRUST_PROXY=loopback).
 */
const SITE_TRUST_PROXY = process.env.SITE_TRUST_PROXY?.trim()
  ? process.env.SITE_TRUST_PROXY.split(',').map((entry) => entry.trim())
  : false;

function startApi(storeRoot) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'services', 'api'),
    env: {
      TRUST_PROXY: 'loopback',
      ...process.env,
      DEPLOY_FALLBACK_URL: FALLBACK_URL,
      DEPLOY_STORE: storeRoot,
      HOST,
      PORT: String(API_PORT),
      ...(PRODUCTION
        ? { OPS_PORT: String(OPS_PORT), API_PROCESSES: process.env.API_PROCESSES ?? '2' }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('API ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

/**
 * What was just built goes live: each app's published version becomes its default at 100 %
 * (unless SITE_KEEP_RELEASES=1, to keep the rollout state the database holds).
 */
async function goLive(published) {
  const api = releaseApi(PRODUCTION ? { base: `http://${HOST}:${OPS_PORT}` } : {});
  await api.sync();
  if (process.env.SITE_KEEP_RELEASES === '1') return;
  for (const [app, record] of Object.entries(published)) {
    const { versions } = await api.releases(app);
    const live = versions.find((v) => v.default);
    if (live?.version !== record.version)
      await api.rollout(app, { version: record.version, traffic: 100 });
  }
}

async function main() {
  const store = deploymentStore();
  const published = {};
  for (const app of APPS) {
    const { record, result } = await publishApp(store, app);
    published[app] = record;
    console.log(`${app} ${record.version} (${result})`);
  }
  // SITE_NO_API=1: an API started by the caller (the web benchmark) on the same store.
  const api = process.env.SITE_NO_API === '1' ? null : await startApi(store.root);
  await goLive(published);

  const site = await createSiteServer({
    shellDir: store.pathOf('shell', published.shell.version),
    storeRoot: store.root,
    apiUpstream: `http://${HOST}:${API_PORT}`,
    ...(FALLBACK_URL ? { mirrorOrigin: new URL(FALLBACK_URL).origin } : {}),
    trustProxy: SITE_TRUST_PROXY,
  });
  const servers = [site];
  await site.listen({ host: SITE_HOST, port: SHELL_PORT });
  // The local mirror stands in for a CDN beside `npm start`; production names its own or none.
  if (FALLBACK_URL === LOCAL_MIRROR_URL) {
    const mirror = await createMirrorServer({
      storeRoot: store.root,
      siteOrigins: process.env.SITE_ORIGIN
        ? [process.env.SITE_ORIGIN]
        : localSiteOrigins(SHELL_PORT),
      trustProxy: SITE_TRUST_PROXY,
    });
    servers.push(mirror);
    await mirror.listen({ host: HOST, port: MIRROR_PORT });
  }
  const storeOrigins = FALLBACK_URL ? ` and ${FALLBACK_URL}` : '';
  console.log(
    `Site ready on http://${SITE_HOST}:${SHELL_PORT}/  (${PRODUCTION ? 'production, ' : ''}API http://${HOST}:${API_PORT}, deployment store ${store.root} on /deploy/${storeOrigins})`,
  );
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    api?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
