// buildApp: the whole server as one Fastify instance (API + web app on one origin).
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, fixedClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { EventStore } from './events/eventStore.ts';
import { LineupCache } from './events/lineupCache.ts';
import { SetDirectory } from './events/setDirectory.ts';
import { withSignInMeta } from './events/signInMeta.ts';
import { frameworkErrors, registerErrorHandler } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { healthRoutes } from './routes/health.ts';
import { likesRoutes } from './routes/likes.ts';
import { lineupRoutes } from './routes/lineup.ts';
import { organiserRoutes } from './routes/organiser.ts';
import { schemaOrgRoutes } from './routes/schemaOrg.ts';
import { shortLinkRoutes } from './routes/shortLinks.ts';
import { openStorage } from './storage/open.ts';
import type { Storage } from './storage/storage.ts';
import { registerWebApp } from './web/webApp.ts';

/** general cap of a request body (issue 3 §5); /api/likes allows a full likes list */
export const BODY_LIMIT = 64 * 1024;

export interface AppOverrides {
  clock?: Clock;
  storage?: Storage;
}

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // a request must not be able to hang a connection forever
    requestTimeout: 30_000,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const clock = overrides.clock ?? (config.now ? fixedClock(config.now) : systemClock());
  const storage =
    overrides.storage ??
    (await openStorage(config.databaseUrl, { log: app.log.child({ part: 'storage' }) }));
  const events = new EventStore({
    dataDir: config.dataDir,
    clock,
    log: app.log.child({ part: 'events' }),
    pollMs: config.pollMs,
    decorate: withSignInMeta(config),
  });
  events.start();
  const deps: Deps = {
    config,
    clock,
    storage,
    events,
    lineups: new LineupCache(events, clock),
    sets: new SetDirectory(events),
  };
  app.addHook('onClose', async () => {
    events.stop();
    await storage.close();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });

  await app.register(lineupRoutes, { deps });
  await app.register(likesRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(schemaOrgRoutes, { deps });
  await app.register(shortLinkRoutes, { deps });
  await app.register(healthRoutes, { deps });
  await app.register(calendarRoutes, { deps });
  await app.register(organiserRoutes, { deps });
  await registerWebApp(app, { webDist: config.webDist, dataDir: config.dataDir });
  return app;
}
