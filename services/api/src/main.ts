import { performance } from 'node:perf_hooks';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { syncReleasesAtBoot } from './domain/releases/sync';

/** Starts the platform API: open, migrate and seed the database, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The database opens while the HTTP modules load: both take a while, neither needs the other.
  const prepared = prepareDatabase(config);
  const [{ buildApp }, { db, release }] = await Promise.all([import('./app'), prepared]);
  // docs/product-rules.md#delivery: versions published while the API was down are known at start.
  await syncReleasesAtBoot(db, config.deployStore);
  const app = await buildApp({
    db,
    config,
    venueRepairIntervalMs: 30_000,
    betFeedIntervalMs: 5_000,
    schedulerTickMs: 5_000,
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
  } catch (error) {
    await release();
    throw error;
  }
  // performance.now() counts from process start: this is node start → listening.
  console.log(
    `API ready on http://${config.host}:${config.port} (started in ${Math.round(performance.now())} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
