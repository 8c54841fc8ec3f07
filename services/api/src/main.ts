import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type * as AppModule from './app';
import { loadConfig, type AppConfig } from './config';
import { isLostDatabaseConnection } from './db/database';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare';
import { syncReleasesAtBoot } from './core/releases';
import { configProblems, databaseProblems, StartupRefused } from './startupChecks';

/** The env var a worker learns its place by; worker 0 also runs the background loops. */
const WORKER_INDEX = 'API_WORKER_INDEX';
/** A worker that died is started again after this long (not in a tight loop). */
const RESPAWN_DELAY_MS = 1_000;

// The HTTP modules load while the database opens: both take a while, neither needs the other.
let appModule: Promise<typeof AppModule>;

const listening = (config: AppConfig) =>
  `http://${config.host}:${config.port}` +
  (config.ops ? ` (operators http://${config.ops.host}:${config.ops.port}/ops/)` : '');

/**
 * One API process: builds the app on an open database and listens on the player port (and the
 * operator port). `background`: this process also repairs venue transfers, pulls bet feeds and
 * runs the scheduler (one process of several does, docs/decisions-api.md#production-mode).
 */
async function serve(
  config: AppConfig,
  opened: { db: Awaited<ReturnType<typeof openDatabase>>; release(): Promise<void> },
  background: boolean,
): Promise<void> {
  const { db, release } = opened;
  const { buildApp } = await appModule;
  const app = await buildApp({
    db,
    config,
    ...(background
      ? { venueRepairIntervalMs: 30_000, betFeedIntervalMs: 5_000, schedulerTickMs: 5_000 }
      : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      await release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
    if (config.ops && app.ops !== app)
      await app.ops.listen({ host: config.ops.host, port: config.ops.port });
  } catch (error) {
    await app.close();
    await release();
    throw error;
  }
}

/** Opens, migrates and seeds the database, refusing to go on if production lacks what it needs. */
async function prepare(config: AppConfig) {
  const prepared = await prepareDatabase(config);
  try {
    const problems = await databaseProblems(prepared.db, config);
    if (problems.length > 0) throw new StartupRefused(problems);
    // docs/product-rules.md#delivery: versions published while the API was down are known at start.
    await syncReleasesAtBoot(prepared.db, config.deployStore);
  } catch (error) {
    await prepared.release();
    throw error;
  }
  return prepared;
}

/** API_PROCESSES > 1: this process migrates, then keeps that many workers on the shared ports. */
async function supervise(config: AppConfig): Promise<void> {
  await (await prepare(config)).release();
  let closing = false;
  let ready = 0;
  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    worker.on('message', (message: unknown) => {
      if (message !== 'ready' || ++ready !== config.processes) return;
      console.log(
        `API ready on ${listening(config)}: ${config.processes} processes (started in ${Math.round(performance.now())} ms)`,
      );
    });
    worker.on('exit', (code, signal) => {
      if (closing) return;
      console.error(`API worker ${index} ended (${signal ?? code}); starting it again`);
      setTimeout(() => start(index), RESPAWN_DELAY_MS).unref();
    });
  };
  for (let index = 0; index < config.processes; index++) start(index);

  const shutdown = () => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => --left === 0 && process.exit(0));
      worker?.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Starts the platform API: checks the configuration, opens, migrates and seeds, then listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const problems = configProblems(config);
  if (config.processes > 1 && !config.databaseUrl)
    problems.push(
      `API_PROCESSES=${config.processes} needs DATABASE_URL: the embedded database belongs to one process`,
    );
  if (problems.length > 0) throw new StartupRefused(problems);

  if (cluster.isWorker) {
    appModule = import('./app');
    const db = await openDatabase(config);
    await serve(config, { db, release: () => db.close() }, process.env[WORKER_INDEX] === '0');
    process.send?.('ready');
    return;
  }
  if (config.processes > 1) return supervise(config);

  appModule = import('./app');
  await serve(config, await prepare(config), true);
  // performance.now() counts from process start: this is node start → listening.
  console.log(`API ready on ${listening(config)} (started in ${Math.round(performance.now())} ms)`);
}

// pg-boss completes and fails a job without awaiting it: when PostgreSQL restarts under a worker,
// that promise rejects with nobody to hear it, which ends the process. The run is redelivered when
// its job expires and our run rows keep it exactly once (docs/decisions.md#scheduler), so a lost
// connection there is a warning; any other unhandled rejection still ends the process.
process.on('unhandledRejection', (reason) => {
  if (!isLostDatabaseConnection(reason)) throw reason;
  console.error('database connection lost under a background task; going on:', String(reason));
});

main().catch((error: unknown) => {
  console.error(error instanceof StartupRefused ? error.message : error);
  process.exit(1);
});
