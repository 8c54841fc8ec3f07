import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import sse from '@fastify/sse';
import { DEFAULT_LANGUAGE, type LanguageKey } from '@platform/i18n/languages';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireDataKeys, type AppConfig } from './config';
import type { Database } from './db/database';
import { RateLimiter } from './core/rateLimit';
import { systemClock, type Clock } from './core/time';
import { type VenueProvider, VenueSimulator, repairVenueTransfers } from './core/venues';
import { pullAllBetFeeds } from './modules/games';
import { OffsetClock, Scheduler, type ScheduledJob } from './core/scheduler';
import { SCHEDULED_JOBS } from './jobs';
import { currentDevMailbox, DevMailbox, setDevMailbox, type DeliveryLog } from './core/messages';
import { tellCaptchaAnswersTo } from './core/captcha';
import { installKeyRing } from './core/vault';
import { registerAccessCheck } from './http/access';
import type { HandlerMap } from './http/context';
import { registerDevRoutes } from './ops/devRoutes';
import { registerErrorHandling } from './http/errors';
import { registerEventStream } from './http/eventStream';
import { releaseRoutes } from './http/releases';
import { releaseOpsRoutes } from './http/ops/releases';
import { supportDeskRoutes } from './http/ops/supportDesk';
import { EVENT_TOPIC_RESOLVERS } from './http/eventTopics';
import { EventBus, RESYNC, SESSIONS_TOPIC } from './core/events';
import { SessionCache } from './core/auth';
import { handlers as builtHandlers } from './http/handlers';
import { languageFromAcceptLanguage, languageFromHeader } from './http/language';
import { readyWithoutHandler, registerEndpointRoutes } from './http/routes';
import { MULTIPART_LIMITS } from './http/requestInput';
import { registerSecurityHeaders } from './http/securityHeaders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The venue providers' wallets this app talks to (tests reach the simulator through it). */
    venues: VenueProvider;
    /** The member event stream's bus (docs/product-rules.md#event-stream). */
    events: EventBus;
    /** Where /ops/* is served: its own instance in production (or with OPS_PORT), else this one. */
    ops: FastifyInstance;
  }
  interface FastifyRequest {
    /** The language answers are written in; refined once the member is known. */
    lang: LanguageKey;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  /** Tests replace the handler map to check the router alone. */
  handlers?: HandlerMap;
  /** Where sent SMS/e-mail texts are echoed; defaults to stdout in development only. */
  deliveryLog?: DeliveryLog;
  /** Where Fastify's log lines go (stdout by default); tests capture them. */
  logStream?: { write(line: string): void };
  /** The venue providers; the in-process simulators by default. */
  venues?: VenueProvider;
  /** How often venue transfers left pending are repaired; none when unset (tests run it). */
  venueRepairIntervalMs?: number;
  /** How often the venues' bet feeds are pulled into the bet records; none when unset (tests run it). */
  betFeedIntervalMs?: number;
  /**
   * Runs the scheduler (docs/product-rules.md#scheduler), planning every this many ms; none when
   * unset, so tests that build the app get no scheduler unless they ask.
   */
  schedulerTickMs?: number;
  /** The scheduler's jobs; SCHEDULED_JOBS by default. */
  scheduledJobs?: readonly ScheduledJob[];
}

/** A transfer still pending after this long had its chance: repair sends it again. */
const VENUE_REPAIR_AGE_MS = 30_000;

/** A Fastify instance with what every surface of the API shares: language, bodies, errors. */
async function httpInstance(
  config: AppConfig,
  logStream: BuildAppOptions['logStream'],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // request.ip honours X-Forwarded-For only as far as TRUST_PROXY says (see config.ts).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  await registerSecurityHeaders(app);

  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // The language before anything else runs, so even a 403 or 404 reads in the caller's language.
  app.addHook('onRequest', async (request) => {
    request.lang =
      languageFromHeader(request.headers.lang) ??
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LANGUAGE;
  });

  await app.register(formbody);
  // Multipart bodies are read only by the upload calls, after their caller is known, within
  // MULTIPART_LIMITS; every other call refuses them unread (http/routes.ts).
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Heartbeat comments keep idle streams open through proxies and detect gone clients.
  await app.register(sse, { heartbeatInterval: 25_000 });
  registerErrorHandling(app);
  return app;
}

/**
 * The platform API as a Fastify instance (and its operator instance, `app.ops`); the caller owns
 * the database and listening.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  installKeyRing(requireDataKeys(config));
  const clock = options.clock ?? systemClock;
  const app = await httpInstance(config, options.logStream);
  registerAccessCheck(app, db);

  const events = await EventBus.start(db, { log: app.log });
  app.decorate('events', events);
  app.addHook('onClose', async () => events.stop());
  // docs/decisions.md#session-cache: forgets a member as soon as any process says so, and
  // everything when the bus may have missed what was said.
  const sessions = new SessionCache();
  const forgetSessions = [
    events.subscribe(SESSIONS_TOPIC, (event) => {
      if (event.ref !== undefined) sessions.forgetUser(event.ref);
    }),
    events.subscribe(RESYNC.topic, () => sessions.clear()),
  ];
  app.addHook('onClose', async () => forgetSessions.forEach((stop) => stop()));
  registerEventStream(app, {
    db,
    clock,
    bus: events,
    resolvers: EVENT_TOPIC_RESOLVERS,
    sessionPolicy: config.sessionPolicy,
  });
  await releaseRoutes(app, { db, config, clock });
  // docs/decisions-api.md#production-mode: in production the operator surfaces are never on the
  // player port; main.ts listens on config.ops for them.
  const ops =
    config.appEnv === 'production' || config.ops
      ? await httpInstance(config, options.logStream)
      : app;
  if (ops !== app) app.addHook('onClose', async () => ops.close());
  app.decorate('ops', ops);
  await supportDeskRoutes(ops, { db, clock, events });
  await releaseOpsRoutes(ops, { db, config, clock });

  // docs/decisions-api.md#personal-data-at-rest: codes and captcha answers are stored hashed; only
  // outside production does this process also keep them in memory, for /__dev/* and the tests.
  const mailbox = config.appEnv === 'production' ? null : (currentDevMailbox() ?? new DevMailbox());
  setDevMailbox(mailbox);
  tellCaptchaAnswersTo(mailbox ? (key, answer) => mailbox.recordCaptcha(key, answer) : null);

  const handlers = options.handlers ?? builtHandlers;
  const deliveryLog =
    options.deliveryLog ??
    (config.appEnv === 'development' ? (line: string) => console.log(line) : undefined);
  const venues = options.venues ?? new VenueSimulator(db, config.venueFaults);
  app.decorate('venues', venues);
  if (options.venueRepairIntervalMs) {
    const repair = () =>
      repairVenueTransfers(
        { db, venues, log: app.log },
        new Date(clock.now().getTime() - VENUE_REPAIR_AGE_MS),
      ).catch((error: unknown) => app.log.error(error, 'venue transfer repair failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void repair();
      timer = setInterval(() => void repair(), options.venueRepairIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (options.betFeedIntervalMs) {
    // docs/product-rules.md#games: the platform pulls the bet feeds as from real providers.
    let running = false;
    const pull = async () => {
      if (running) return;
      running = true;
      try {
        await pullAllBetFeeds({ db, venues, log: app.log });
      } catch (error: unknown) {
        app.log.error(error, 'bet feed pull failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void pull();
      timer = setInterval(() => void pull(), options.betFeedIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Outside production the scheduler reads a clock the dev routes can move ahead.
  const schedulerClock = config.appEnv === 'production' ? null : new OffsetClock(clock);
  let scheduler: Scheduler | undefined;
  if (options.schedulerTickMs) {
    const tickMs = options.schedulerTickMs;
    app.addHook('onReady', async () => {
      scheduler = await Scheduler.start(db, {
        jobs: options.scheduledJobs ?? SCHEDULED_JOBS,
        clock: schedulerClock ?? clock,
        log: app.log,
        tickMs,
        work: true,
      });
    });
    app.addHook('onClose', async () => scheduler?.stop());
  }
  registerEndpointRoutes(app, {
    db,
    config,
    clock,
    venues,
    limiter: new RateLimiter(config.rateLimits, clock),
    handlers,
    events,
    sessions,
    ...(deliveryLog && config.appEnv !== 'production' ? { deliveryLog } : {}),
  });
  if (mailbox)
    registerDevRoutes(
      app,
      db,
      mailbox,
      clock,
      schedulerClock
        ? {
            clock: schedulerClock,
            scheduler: () => scheduler,
            jobs: options.scheduledJobs ?? SCHEDULED_JOBS,
          }
        : undefined,
    );

  const unbuilt = readyWithoutHandler(handlers);
  if (unbuilt.length > 0)
    app.log.warn({ endpoints: unbuilt }, 'ready endpoints without a handler answer 501');
  return app;
}
