import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginCompressAssets } from './compressAssets';
import { pluginServiceWorker } from './serviceWorker';
import { shellSkeletonParameters } from './shellSkeleton';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AreaName } from '@platform/routes';
import { API_PORT, APP_PORTS } from './ports';

export { API_PORT, APP_PORTS } from './ports';

const WORKSPACE_VERSION = '^1.0.0';

/** The one MSW worker every area's standalone dev server serves. */
const DEV_PUBLIC_DIR = fileURLToPath(new URL('../../ui/dev-public', import.meta.url));

/**
 * Shared as singletons across the shell and every area: one React, one router, one store and api
 * slice, one i18next, one UI kit. Subpaths are listed too, or they would be bundled twice.
 * A shared module is built whole, with every export, so the libraries are shared through workspace
 * facades that re-export only what the app uses (docs/architecture.md#shared-libraries): the kit
 * and the router through @platform/ui, the store through @platform/api-client, i18next through
 * @platform/i18n. Lint keeps every other module from importing those libraries directly.
 */
const SINGLETONS: Record<string, string> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  '@platform/api-client': WORKSPACE_VERSION,
  '@platform/ui': WORKSPACE_VERSION,
  '@platform/ui/forms': WORKSPACE_VERSION,
  '@platform/ui/blocks': WORKSPACE_VERSION,
  '@platform/ui/icons': WORKSPACE_VERSION,
  '@platform/ui/overlays': WORKSPACE_VERSION,
  '@platform/ui/upload': WORKSPACE_VERSION,
  '@platform/ui/router': WORKSPACE_VERSION,
  '@platform/i18n': WORKSPACE_VERSION,
  '@platform/routes': WORKSPACE_VERSION,
};

export const shared = Object.fromEntries(
  Object.entries(SINGLETONS).map(([name, requiredVersion]) => [
    name,
    {
      singleton: true,
      requiredVersion,
      ...(requiredVersion === WORKSPACE_VERSION ? { version: '1.0.0' } : {}),
    },
  ]),
);

const common: RsbuildConfig = {
  // Production builds ship .br/.gz beside each text asset; the site server picks one per request.
  plugins: [pluginReact(), pluginCompressAssets()],
  html: {
    title: '',
    meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' },
  },
  output: { assetPrefix: 'auto', legalComments: 'none' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  source: { define: { 'process.env.API_PROXY': JSON.stringify(`http://127.0.0.1:${API_PORT}`) } },
};

/** The shell: the host that owns routing, session and language; remotes come from its manifest at run time. */
export function shellConfig() {
  return defineConfig({
    ...common,
    html: {
      ...common.html,
      title: 'Platform',
      template: './index.html',
      // The home skeleton painted before any script: its words in every language, home's path.
      templateParameters: shellSkeletonParameters(),
    },
    server: {
      port: APP_PORTS.shell,
      host: '127.0.0.1',
      proxy: { '/web': `http://127.0.0.1:${API_PORT}` },
    },
    output: { ...common.output, assetPrefix: './' },
    plugins: [
      ...(common.plugins ?? []),
      // sw.js (precaching this build) and offline.html at the root (docs/architecture.md#installable-app).
      pluginServiceWorker({ worker: './src/serviceWorker/sw.ts' }),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        // The areas use this runtime instead of each shipping its own copy (see areaConfig).
        experiments: { provideExternalRuntime: true },
        runtimePlugins: [resolve('src/federation/remoteErrorPlugin.ts')],
        dts: false,
      }),
    ],
  });
}

/** An area: a remote that exposes its routes (`./routes`), and runs alone with its dev entry. */
export function areaConfig(area: AreaName) {
  // `rsbuild dev` runs the area alone (dev/main.tsx with MSW); a production build is only the remote.
  const standalone = process.env.NODE_ENV !== 'production';
  return defineConfig({
    ...common,
    source: {
      ...common.source,
      entry: { index: standalone ? './dev/main.tsx' : './src/remote.ts' },
    },
    tools: standalone ? {} : { htmlPlugin: false },
    server: {
      port: APP_PORTS[area],
      host: '127.0.0.1',
      cors: true,
      // The MSW worker (public/) is for the standalone dev server only, never in a build.
      publicDir: standalone ? { name: DEV_PUBLIC_DIR } : false,
      proxy: { '/web': `http://127.0.0.1:${API_PORT}` },
    },
    plugins: [
      ...(common.plugins ?? []),
      pluginModuleFederation({
        name: area,
        exposes: { './routes': './src/routes.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        // In the composed site the shell provides the federation runtime (~30 KB gzip otherwise
        // repeated in every area's entry); standalone, the area is the host and brings its own.
        ...(standalone ? {} : { experiments: { externalRuntime: true } }),
        // The exposed module's types (dist/@mf-types, @mf-types.zip) are the area's contract with
        // the shell, checked by the version-skew run; generating them costs ~16 s per area, so only
        // when asked (MF_DTS=1: pnpm test:skew). The areas never consume remote types.
        dts:
          standalone || process.env.MF_DTS !== '1'
            ? false
            : { generateTypes: { abortOnError: true }, consumeTypes: false },
      }),
    ],
  });
}
