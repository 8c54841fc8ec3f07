// Serves the composed production build: the platform API, the shell and each area from its own
// port, and the runtime manifest that tells the shell where each area lives. Loopback only.
// Runs under tsx (`node --import tsx`): the app list and the ports come from the workspace packages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyHttpProxy from '@fastify/http-proxy';
import { APP_PORTS, API_PORT as DEFAULT_API_PORT } from '@platform/build-config/ports';
import { createStaticApp } from '@platform/build-config/serveStatic';
import { AREAS } from '@platform/routes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const API_PORT = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? APP_PORTS.shell);

function areaPort(area) {
  return Number(process.env[`${area.toUpperCase()}_PORT`] ?? APP_PORTS[area]);
}

/** area → versions → entry, weight: one version per area here; a rollout adds a second one. */
export function runtimeManifest() {
  return {
    apiBase: './web/',
    areas: Object.fromEntries(
      AREAS.map((area) => [
        area,
        {
          versions: [
            {
              version: '1.0.0',
              entry: `http://${HOST}:${areaPort(area)}/mf-manifest.json`,
              weight: 100,
            },
          ],
        },
      ]),
    ),
  };
}

async function serveApp(name, port, extra) {
  const dist = join(root, 'apps', name, 'dist');
  if (!existsSync(dist)) throw new Error(`apps/${name}/dist is missing: build first (pnpm build)`);
  const app = await createStaticApp(dist, extra);
  await app.listen({ host: HOST, port });
  return app;
}

function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'services', 'api'),
    env: { TRUST_PROXY: 'loopback', ...process.env, HOST, PORT: String(API_PORT) },
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

async function main() {
  const api = process.env.SITE_NO_API === '1' ? null : await startApi();
  const servers = [];
  servers.push(
    await serveApp('shell', SHELL_PORT, async (app) => {
      app.get('/runtime-manifest.json', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return runtimeManifest();
      });
      await app.register(fastifyHttpProxy, {
        upstream: `http://${HOST}:${API_PORT}`,
        prefix: '/web',
        rewritePrefix: '/web',
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': headers['x-forwarded-for']
              ? `${headers['x-forwarded-for']}, ${request.ip}`
              : request.ip,
          }),
        },
      });
    }),
  );
  for (const area of AREAS) servers.push(await serveApp(area, areaPort(area)));
  console.log(
    `Site ready on http://${HOST}:${SHELL_PORT}/  (API http://${HOST}:${API_PORT}, areas on ${AREAS.map(areaPort).join(', ')})`,
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
