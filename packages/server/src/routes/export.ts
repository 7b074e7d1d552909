// Open data (DESIGN §11), for apps that read conference schedules and for calendars:
//   GET /api/export/{event}/schedule.xml  frab/c3voc schedule.xml
//   GET /api/export/{event}/schedule.json c3voc schedule.json
//   GET /api/export/{event}/calendar.ics  the whole timetable as iCalendar
// Public like the lineup: any site may read them (CORS, GET only, no credentials); ETag and
// 304 as the lineup; an alias answers 308 to the event's own address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findEvent } from '@lineup/core';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { EXPORT_TYPES, ExportCache, type ExportFormat } from '../export/exportCache.ts';
import { preflight, publicRead } from '../http/cors.ts';
import { sendEncoded } from '../http/encoding.ts';
import { notFound } from '../http/errors.ts';

const FILES: Record<string, ExportFormat> = {
  'schedule.xml': 'xml',
  'schedule.json': 'json',
  'calendar.ics': 'ics',
};

const Params = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 100 }),
  file: Type.String({ maxLength: 20 }),
});

export const exportRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const cache = new ExportCache(deps.events, deps.clock, deps.config.publicOrigin);
  app.addHook('onClose', () => cache.close());

  app.options('/api/export/:event/:file', { schema: { params: Params } }, preflight);
  app.get(
    '/api/export/:event/:file',
    { schema: { params: Params }, onRequest: publicRead },
    async (request, reply) => {
      const { file } = request.params;
      const format = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
      const found = findEvent(deps.events.events, request.params.event);
      if (!format || !found) throw notFound();
      if (found.alias) {
        return reply
          .code(308)
          .header('location', `/api/export/${found.event.id}/${file}`)
          .header('cache-control', 'no-cache')
          .send({ error: found.event.id });
      }
      const body = await cache.get(found.event, format);
      if (format === 'ics') {
        reply.header('content-disposition', `inline; filename="${found.event.id}.ics"`);
      }
      return sendEncoded(request, reply, body, {
        contentType: EXPORT_TYPES[format],
        cacheControl: 'no-cache',
      });
    },
  );
};
