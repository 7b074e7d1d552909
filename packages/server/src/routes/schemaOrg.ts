// GET /api/schemaAll/{locale}, /api/schemaParty/{locale}/{party},
// /api/schemaStage/{locale}/{party}/{stage}: schema.org JSON-LD, texts in the locale.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findEvent } from '@lineup/core';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { sendEncoded } from '../http/encoding.ts';
import { notFound } from '../http/errors.ts';
import {
  schemaAll,
  schemaParty,
  schemaStage,
  stageIndex,
  subEventsAsOf,
} from '../schemaorg/jsonLd.ts';
import { JsonLdCache } from '../schemaorg/jsonLdCache.ts';
import { toLocale } from '../schemaorg/texts.ts';

const Locale = Type.String({ minLength: 1, maxLength: 20 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const CONTENT_TYPE = 'application/ld+json; charset=utf-8';
const HEADERS = { contentType: CONTENT_TYPE, cacheControl: 'public, max-age=300' };

export const schemaOrgRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const ctx = (locale: string) => ({ origin: deps.config.publicOrigin, locale: toLocale(locale) });
  const cache = new JsonLdCache(deps.events);
  const eventOf = (party: string) => {
    const found = findEvent(deps.events.events, party);
    if (!found) throw notFound();
    return found.event;
  };

  app.get(
    '/api/schemaAll/:locale',
    { schema: { params: Type.Object({ locale: Locale }) } },
    async (request, reply) => {
      const c = ctx(request.params.locale);
      const all = deps.events.events;
      const body = await cache.get(`all:${c.locale}`, all, () => schemaAll(c, all));
      return sendEncoded(request, reply, body, HEADERS);
    },
  );

  app.get(
    '/api/schemaParty/:locale/:party',
    { schema: { params: Type.Object({ locale: Locale, party: Name }) } },
    async (request, reply) => {
      const event = eventOf(request.params.party);
      const c = ctx(request.params.locale);
      const asOf = subEventsAsOf(event, deps.clock.now().getTime());
      const body = await cache.get(
        `party:${c.locale}:${event.id}`,
        event,
        () => schemaParty(c, event, asOf),
        String(asOf ?? ''),
      );
      return sendEncoded(request, reply, body, HEADERS);
    },
  );

  app.get(
    '/api/schemaStage/:locale/:party/:stage',
    { schema: { params: Type.Object({ locale: Locale, party: Name, stage: Name }) } },
    async (request, reply) => {
      const event = eventOf(request.params.party);
      const room = stageIndex(event, request.params.stage);
      if (room === null) throw notFound();
      const c = ctx(request.params.locale);
      const key = `stage:${c.locale}:${event.id}:${room}`;
      const asOf = subEventsAsOf(event, deps.clock.now().getTime(), room);
      const body = await cache.get(
        key,
        event,
        () => schemaStage(c, event, room, asOf),
        String(asOf ?? ''),
      );
      return sendEncoded(request, reply, body, HEADERS);
    },
  );
};
