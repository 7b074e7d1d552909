// buildApp: the whole server as one Fastify instance (API + web app on one origin).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, fixedClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { sharedParser } from './events/eventParser.ts';
import { EventStore } from './events/eventStore.ts';
import { LineupCache } from './events/lineupCache.ts';
import { LineupFiles } from './events/lineupFiles.ts';
import { PublishedSource } from './events/publishedSource.ts';
import { SetDirectory } from './events/setDirectory.ts';
import { withSignInMeta } from './events/signInMeta.ts';
import { sharedVersionWorker } from './events/versionWorker.ts';
import { startHousekeeping } from './housekeeping.ts';
import { frameworkErrors, registerErrorHandler } from './http/errors.ts';
import { logController, loggerOptions } from './http/requestLog.ts';
import { inlineScriptSources, registerSecurityHeaders } from './http/security.ts';
import { DraftPool } from './publishing/draftPool.ts';
import { PushService } from './push/pushService.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { deviceRoutes } from './routes/devices.ts';
import { draftRoutes } from './routes/drafts.ts';
import { embedRoutes } from './routes/embed.ts';
import { exportRoutes } from './routes/export.ts';
import { followsRoutes } from './routes/follows.ts';
import { healthRoutes } from './routes/health.ts';
import { likesRoutes } from './routes/likes.ts';
import { lineupRoutes } from './routes/lineup.ts';
import { operatorRoutes } from './routes/operator.ts';
import { organiserRoutes } from './routes/organiser.ts';
import { organiserFollowRoutes } from './routes/organiserFollows.ts';
import { planRoutes } from './routes/plans.ts';
import { publishRoutes } from './routes/publish.ts';
import { publishedMediaRoutes } from './routes/publishedMedia.ts';
import { pushRoutes } from './routes/push.ts';
import { reportRoutes } from './routes/reports.ts';
import { schemaOrgRoutes } from './routes/schemaOrg.ts';
import { shortLinkRoutes } from './routes/shortLinks.ts';
import { openStorage } from './storage/open.ts';
import type { Storage } from './storage/storage.ts';
import { firstScreenScripts } from './web/firstScreen.ts';
import { registerWebApp } from './web/webApp.ts';

/** general cap of a request body (issue 3 §5); /api/likes allows a full likes list */
export const BODY_LIMIT = 64 * 1024;
/**
 * An idle keep-alive connection is closed after this (Node's default; Fastify's 72 s let a
 * crowd of phones hold thousands of idle sockets). nginx's upstream keepalive_timeout is
 * shorter (docs/deploy.md), so it never reuses a socket the server is closing.
 */
export const KEEP_ALIVE_MS = 5_000;
/** all request headers must arrive within this (a client sending them slowly holds a socket) */
export const HEADERS_TIMEOUT_MS = 10_000;

export interface AppOverrides {
  clock?: Clock;
  storage?: Storage;
  /** where the log goes (tests read it); default stdout */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat, overrides.logStream),
    logController: logController(),
    bodyLimit: BODY_LIMIT,
    // a hop count: the client is the address the nearest trusted proxy saw
    trustProxy:
      config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // a request must not be able to hang a connection forever
    requestTimeout: 30_000,
    keepAliveTimeout: KEEP_ALIVE_MS,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.maxConnections = config.maxConnections;
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;

  const clock = overrides.clock ?? (config.now ? fixedClock(config.now) : systemClock());
  const events = new EventStore({
    dataDir: config.dataDir,
    clock,
    log: app.log.child({ part: 'events' }),
    pollMs: config.pollMs,
    decorate: withSignInMeta(config),
  });
  // the event files are parsed (in a worker) while the database opens
  const loading = events.start();
  let storage: Storage;
  try {
    storage =
      overrides.storage ??
      (await openStorage(config.databaseUrl, { log: app.log.child({ part: 'storage' }) }));
  } catch (error) {
    await loading;
    events.stop();
    throw error;
  }
  await loading;
  const published = new PublishedSource({
    store: events,
    publishing: storage.publishing,
    clock,
    log: app.log.child({ part: 'published' }),
    pollMs: config.publishPollMs,
    decorate: withSignInMeta(config),
  });
  // published events are served from the first request on (a database that is down only
  // delays them: the poll tries again)
  await published.start();
  const push = new PushService(config, storage, events, clock, app.log.child({ part: 'push' }));
  push.start();
  const deps: Deps = {
    config,
    clock,
    storage,
    events,
    lineups: new LineupCache(events, clock, sharedVersionWorker('answers')),
    sets: new SetDirectory(events),
    published,
    // files and published versions are parsed before any draft starts
    drafts: new DraftPool(config.drafts, sharedParser()),
    push,
  };
  const stopHousekeeping = startHousekeeping(deps, app.log.child({ part: 'housekeeping' }));
  const lineupFiles = config.lineupFilesDir
    ? new LineupFiles({
        dir: config.lineupFilesDir,
        events,
        lineups: deps.lineups,
        now: () => clock.now(),
        log: app.log.child({ part: 'lineup-files' }),
      })
    : null;
  // in the background: until a file is there, nginx asks an instance for that lineup
  void lineupFiles?.start();
  // once the port is open, the answers a fan is about to ask for are built (in the background)
  let closing = false;
  if (config.warmStart) {
    app.addHook('onListen', async () => {
      void deps.lineups
        .warm(() => closing)
        .then((ids) => {
          if (ids.length > 0) app.log.info({ events: ids }, 'lineups built at start');
        });
    });
  }
  app.addHook('onClose', async () => {
    closing = true;
    stopHousekeeping();
    lineupFiles?.stop();
    events.stop();
    published.stop();
    await deps.drafts.close();
    await push.stop();
    await storage.close();
  });

  registerErrorHandler(app);
  const shell = path.join(config.webDist, 'index.html');
  // the shell's own inline script and those the prerendered pages add (the grid's first screen)
  const extraScripts = config.prerender ? await firstScreenScripts(config.webDist) : [];
  await registerSecurityHeaders(
    app,
    existsSync(shell)
      ? inlineScriptSources(
          readFileSync(shell, 'utf8') + extraScripts.map((s) => `<script>${s}</script>`).join(''),
        )
      : [],
  );
  await app.register(rateLimit, { global: false });

  await app.register(lineupRoutes, { deps });
  await app.register(likesRoutes, { deps });
  await app.register(followsRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(schemaOrgRoutes, { deps });
  await app.register(shortLinkRoutes, { deps });
  await app.register(healthRoutes, { deps });
  await app.register(operatorRoutes, { deps });
  await app.register(calendarRoutes, { deps });
  await app.register(exportRoutes, { deps });
  await app.register(embedRoutes, { deps });
  await app.register(deviceRoutes, { deps });
  await app.register(planRoutes, { deps });
  await app.register(organiserRoutes, { deps });
  await app.register(organiserFollowRoutes, { deps });
  await app.register(publishRoutes, { deps });
  await app.register(draftRoutes, { deps });
  await app.register(publishedMediaRoutes, { deps });
  await app.register(pushRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await registerWebApp(app, {
    webDist: config.webDist,
    dataDir: config.dataDir,
    events: deps.events,
    lineups: deps.lineups,
    clock,
    prerender: config.prerender,
    prerenderLimits: config.prerenderLimits,
  });
  return app;
}
