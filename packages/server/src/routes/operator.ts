// GET /api/operator: who runs this installation (legal notice, community links), as the
// operator configured it. Only the About drawer and the legal pages ask, never the first
// load; the service worker keeps the last answer for offline use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Deps } from '../deps.ts';

export const operatorRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const body = JSON.stringify(deps.config.operator);
  app.get('/api/operator', async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300');
    return body;
  });
};
