import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deviceBucket } from '@platform/delivery';
import { publishEntryVariant } from '@platform/delivery/publish';
import { FolderStore } from '@platform/delivery/store';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { API } from './support';

/** Helpers for the delivery tests: versions published into the store the site serves. */
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const store = () => new FolderStore(process.env.E2E_DEPLOY_STORE!);
const OPS = { authorization: 'Bearer release-dev-token' };

export interface ReleaseState {
  versions: { version: string; traffic: number; default: boolean }[];
  events: { version: string; action: string; detail: unknown }[];
}

export async function releases(request: APIRequestContext, app: string): Promise<ReleaseState> {
  const response = await request.get(`${API}/ops/releases/${app}`, { headers: OPS });
  return (await response.json()) as ReleaseState;
}

export async function defaultVersion(request: APIRequestContext, app: string): Promise<string> {
  return (await releases(request, app)).versions.find((v) => v.default)!.version;
}

/**
 * Publishes a new version of an app made from its live one: the same code with a marker (a new
 * content hash, so a new version), or an entry that throws as it loads (`broken`).
 */
export async function publishVariant(
  request: APIRequestContext,
  app: string,
  { broken = false } = {},
): Promise<string> {
  const marker = `/* variant ${Date.now()}-${Math.random()} */\n`;
  const record = await publishEntryVariant(
    store(),
    app,
    await defaultVersion(request, app),
    (code) => (broken ? `${marker}throw new Error('canary fault');\n${code}` : `${marker}${code}`),
    { semver: broken ? '9.9.9' : '1.0.1', commit: 'e2e' },
  );
  await request.post(`${API}/ops/releases/sync`, { headers: OPS });
  return record.version;
}

/** Runs a delivery command as an operator would (`pnpm <command> …` runs this same script). */
export async function delivery(...args: string[]): Promise<{ stdout: string; ms: number }> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/delivery/cli.ts', ...args],
    { cwd: REPO },
  );
  return { stdout, ms: Math.round(performance.now() - started) };
}

/** A device id whose bucket for the app is in the first `traffic` (canary) or after it. */
export function deviceIn(app: string, traffic: number, canary: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `device-${canary ? 'c' : 'd'}-${i}`;
    if (deviceBucket(id, app) <= traffic === canary) return id;
  }
}

/** A browser context that is this device: its id is in storage before the shell starts. */
export async function deviceContext(browser: Browser, id: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((device) => localStorage.setItem('deviceId', device), id);
  return context;
}

/** The versions of an app whose files the page fetched from the store. */
export function versionsFetched(page: Page, app: string): Set<string> {
  const seen = new Set<string>();
  const pattern = new RegExp(`/deploy/${app}/([^/]+)/`);
  page.on('request', (req) => {
    const match = pattern.exec(req.url());
    if (match) seen.add(match[1]!);
  });
  return seen;
}
