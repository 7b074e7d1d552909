// GET /api/organiser/report and /api/organiser/stats/{event}: the organiser page's data
// (issue 7). Only with ORGANISER_TOKEN set (else the feature is off and these paths answer 404
// like any unknown one), and only for `Authorization: Bearer <ORGANISER_TOKEN>` (else 401).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findEvent } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { likeStats } from '../organiser/stats/likeStats.ts';
import { bearerToken, tokenMatches } from '../organiser/web/auth.ts';
import { organiserReport } from '../organiser/web/fileReport.ts';
import { LoadTimes } from '../organiser/web/loadTimes.ts';

export const MISSING_TOKEN = '401: Give the organiser token (Authorization: Bearer …)';
export const WRONG_TOKEN = '401: Wrong organiser token';

const Params = Type.Object({ event: Type.String({ minLength: 1, maxLength: 100 }) });

export const organiserRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const expected = deps.config.organiserToken;
  if (!expected) return;
  const loadTimes = new LoadTimes(deps.events);
  // guesses count against the rate limit (it runs on onRequest, before this check)
  const limited = postRateLimit(deps);

  app.addHook('preValidation', async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    if (given !== null && tokenMatches(given, expected)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer realm="lineup organiser"')
      .header('cache-control', 'no-store')
      .send({ error: given === null ? MISSING_TOKEN : WRONG_TOKEN });
  });
  // what the page shows is live and behind a secret: no cache may keep it
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/organiser/report', { config: limited }, async () =>
    organiserReport(deps, loadTimes),
  );

  app.get(
    '/api/organiser/stats/:event',
    { schema: { params: Params }, config: limited },
    async (request) => {
      const found = findEvent(deps.events.events, request.params.event);
      if (!found) throw notFound();
      return likeStats(found.event, await deps.storage.likeTotals(found.event.id));
    },
  );
};
