// GET /health: is the server able to answer (events loaded, database reachable)?
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Deps } from '../deps.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/health', async (_request, reply) => {
    const db = await deps.storage.healthy();
    reply.code(db ? 200 : 503).header('cache-control', 'no-store');
    return { ok: db, events: deps.events.events.length, db };
  });
};
