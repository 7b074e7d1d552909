// GET /health: is the server able to answer (events loaded, database reachable and sound)? A
// failure to list the events folder is reported (503, `eventsFolder`) while the last loaded
// events are still served; `dbCheck` is PRAGMA quick_check's answer on SQLite.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Deps } from '../deps.ts';
import { IntegrityCheck } from '../storage/integrityCheck.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const integrity = new IntegrityCheck(deps.storage, app.log.child({ part: 'storage' }));
  // at start: a damaged file is reported in the log before any fan notices
  void integrity.result();

  app.get('/health', async (_request, reply) => {
    const [reachable, check] = await Promise.all([deps.storage.healthy(), integrity.result()]);
    const db = reachable && check === 'ok';
    const listing = deps.events.listingError;
    const ok = db && !listing;
    reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
    const body = { ok, events: deps.events.events.length, db, dbCheck: check };
    return listing
      ? { ...body, eventsFolder: `${listing.message} (since ${listing.since})` }
      : body;
  });
};
