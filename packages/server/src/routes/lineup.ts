// GET /api/lineup/{event} and GET /api/current (DESIGN §5): one prebuilt, precompressed body
// per event and data version; ETag = quoted hash; aliases answer 308 {error: target}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findEvent, type LoadedEvent, mainCurrentEvent } from '@lineup/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { nightPart } from '../events/lineupParts.ts';
import { preflight, publicRead } from '../http/cors.ts';
import { sendEncoded } from '../http/encoding.ts';
import { notFound } from '../http/errors.ts';
import { installLineupFastPath } from './lineupFastPath.ts';

const Headers = Type.Object({
  'x-client-mode': Type.Optional(Type.Enum(['desktop', 'mobileWeb', 'mobileApp'])),
  'if-none-match': Type.Optional(Type.String({ maxLength: 1000 })),
});

const Params = Type.Object({ event: Type.String({ minLength: 1, maxLength: 100 }) });
const Query = Type.Object({
  room: Type.Optional(Type.String({ maxLength: 100 })),
  // one night of the festival (core's nightPart): the grid's first screen of a big festival
  night: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});

export const lineupRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  installLineupFastPath(app, deps);

  async function send(
    event: LoadedEvent,
    request: FastifyRequest,
    reply: FastifyReply,
    night?: string,
  ) {
    const whole = await deps.lineups.get(event);
    const lineup = night === undefined ? whole : await nightPart(whole, night);
    if (!lineup) throw notFound();
    return sendEncoded(request, reply, lineup, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
  }

  app.get(
    '/api/lineup/:event',
    { schema: { params: Params, querystring: Query, headers: Headers }, onRequest: publicRead },
    async (request, reply) => {
      const found = findEvent(deps.events.events, request.params.event);
      if (!found) throw notFound();
      if (found.alias) {
        const { room, night } = request.query;
        const target = found.event.id;
        const query = new URLSearchParams();
        if (room) query.set('room', room);
        if (night) query.set('night', night);
        const search = query.size > 0 ? `?${query}` : '';
        const location = `/api/lineup/${target}${search}`;
        return reply
          .code(308)
          .header('location', location)
          .header('cache-control', 'no-cache')
          .send(room ? { error: target, room } : { error: target });
      }
      return send(found.event, request, reply, request.query.night);
    },
  );

  // any site may show the lineup (the embed, DESIGN §11)
  app.options('/api/lineup/:event', { schema: { params: Params } }, preflight);

  app.get(
    '/api/current',
    { schema: { headers: Headers }, onRequest: publicRead },
    async (request, reply) => {
      const event = mainCurrentEvent(deps.events.events, deps.clock.now());
      if (!event) throw notFound();
      return send(event, request, reply);
    },
  );
};
