// The embed (DESIGN §11) on the server's side:
//   GET /embed/v1.js        the script that defines <lineup-schedule> (built by the web app's
//                           vite.embed.config.ts): readable by any site (a module script is
//                           fetched with CORS), with an ETag
//   GET /embed/{event}?lang=de&view=list&stages=…&days=…
//                           a page holding only the widget, for site builders that allow an
//                           <iframe> but no script. This page alone may be framed by other
//                           sites (EMBED_FRAME_ANCESTORS, default any); every other page keeps
//                           frame-ancestors 'none'.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentHash, findEvent, LOCALES } from '@lineup/core';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { publicRead } from '../http/cors.ts';
import { type EncodedBody, encodeBody, sendEncoded } from '../http/encoding.ts';
import { notFound } from '../http/errors.ts';

const SCRIPT_CACHE = 'public, max-age=600';

/** the built script, compressed once (null when the web app is not built) */
async function readScript(webDist: string): Promise<EncodedBody | null> {
  const file = path.join(webDist, 'embed', 'v1.js');
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  return encodeBody(contentHash(text), text);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** the iframe page's policy: the widget's script and the lineup from here, nothing else */
export function embedPageCsp(frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const Query = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  view: Type.Optional(Type.String({ maxLength: 10 })),
  stages: Type.Optional(Type.String({ maxLength: 1000 })),
  days: Type.Optional(Type.String({ maxLength: 500 })),
  accent: Type.Optional(Type.String({ maxLength: 7 })),
});

export const embedRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const script = await readScript(deps.config.webDist);

  app.get('/embed/v1.js', { onRequest: publicRead }, async (request, reply) => {
    if (!script) throw notFound();
    return sendEncoded(request, reply, script, {
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: SCRIPT_CACHE,
    });
  });

  app.get(
    '/embed/:event',
    {
      schema: {
        params: Type.Object({ event: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: Query,
      },
    },
    async (request, reply) => {
      const found = findEvent(deps.events.events, request.params.event);
      if (!found) throw notFound();
      const { query } = request;
      if (found.alias) {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.code(308).header('location', `/embed/${found.event.id}${search}`).send();
      }
      const lang = (LOCALES as readonly string[]).includes(query.lang ?? '') ? query.lang! : 'en';
      const event = found.event;
      const attrs = [
        `event="${esc(event.id)}"`,
        `lang="${lang}"`,
        ...(['view', 'stages', 'days'] as const).flatMap((name) =>
          query[name] ? [`${name}="${esc(query[name])}"`] : [],
        ),
        ...(/^#[0-9a-f]{6}$/i.test(query.accent ?? '')
          ? [`style="--lineup-accent: ${query.accent}"`]
          : []),
      ].join(' ');
      const appPath = `${lang === 'en' ? '' : `/${lang}`}/lineup/${encodeURIComponent(event.id)}`;
      const name = esc(event.meta.partyName);
      const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${name}</title>
<style>html,body{margin:0;background:#14121f}a{color:#a8d1ff}</style>
<script type="module" src="/embed/v1.js"></script>
</head><body>
<lineup-schedule ${attrs}><a href="${esc(appPath)}" target="_blank" rel="noopener">${name}</a></lineup-schedule>
</body></html>
`;
      // the page's policy, not the app's: helmet already wrote the app's on the raw response
      reply.raw.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', embedPageCsp(deps.config.embedFrameAncestors))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
