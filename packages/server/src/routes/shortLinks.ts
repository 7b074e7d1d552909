// GET /s/{code} (DESIGN §5). A fetch gets {url}. A browser gets a 302 to the lineup, with the
// Open Graph page as body. Link-preview bots get that page with 200 instead: many of them
// follow the 302 and would then read the app's generic index.html instead of the act's tags.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { lineupPath, PREVIEW_BOTS, previewHtml, previewOf } from '../shortlinks/preview.ts';

export const shortLinkRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/s/:code',
    { schema: { params: Type.Object({ code: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      const found = deps.sets.byCode(code);
      if (!found) {
        // spec §2: a fan opening a dead short link lands on the start page, not on JSON
        const wantsHtml = (request.headers.accept ?? '').includes('text/html');
        if (wantsHtml) return reply.header('cache-control', 'no-cache').redirect('/', 302);
        throw notFound();
      }
      const target = lineupPath(found.event, found.set);
      reply.header('cache-control', 'no-cache').header('vary', 'Accept, User-Agent');
      const bot = PREVIEW_BOTS.test(request.headers['user-agent'] ?? '');
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!bot && !wantsHtml) return { url: target };
      const html = previewHtml(
        previewOf(deps.config.publicOrigin, code, found.event, found.set),
        target,
      );
      reply.type('text/html; charset=utf-8');
      if (!bot) reply.code(302).header('location', target);
      return html;
    },
  );
};
