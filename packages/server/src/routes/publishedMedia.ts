// Pictures uploaded on the organiser page (stage pictures, avatars), stored in the database so
// every instance serves them. Upload: POST /api/organiser/events/{event}/media with the image
// bytes as the body; only PNG, JPEG, GIF, WebP and AVIF by their content, at most 2 MB.
// Served at /published-media/{sha256}.{ext}: content-addressed (cached for a year), with
// nosniff and a sandboxing Content-Security-Policy, so a picture can never act as a page.
import { createHash } from 'node:crypto';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { MediaUploadResult } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accessOf, canSee, requireOrganiser } from '../organiser/web/access.ts';
import { imageTypeOf } from '../publishing/imageType.ts';

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
export const MEDIA_PREFIX = '/published-media/';
export const NOT_AN_IMAGE =
  '415: Only pictures can be uploaded: PNG, JPEG, GIF, WebP or AVIF (SVG is not accepted)';

const NameParams = Type.Object({
  name: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|gif|webp|avif)$' }),
});
const EventParams = Type.Object({ event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });

export const publishedMediaRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  const publishing = deps.storage.publishing;

  app.get(`${MEDIA_PREFIX}:name`, { schema: { params: NameParams } }, async (request, reply) => {
    const blob = await publishing.media(request.params.name);
    if (!blob) throw notFound();
    return reply
      .header('content-type', blob.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(blob.bytes));
  });

  await app.register(async (child) => {
    const upload = child.withTypeProvider<TypeBoxTypeProvider>();
    requireOrganiser(upload, deps);
    upload.addContentTypeParser(
      /^(?:application\/octet-stream|image\/[\w.+-]+)$/,
      { parseAs: 'buffer', bodyLimit: MAX_MEDIA_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.post(
      '/api/organiser/events/:event/media',
      { schema: { params: EventParams }, config: postRateLimit(deps), bodyLimit: MAX_MEDIA_BYTES },
      async (request, reply): Promise<MediaUploadResult> => {
        const eventId = request.params.event;
        if (!canSee(accessOf(request), eventId)) throw notFound();
        const bytes = request.body;
        if (!(bytes instanceof Uint8Array) || bytes.length === 0)
          throw new HttpError(415, NOT_AN_IMAGE);
        const type = imageTypeOf(bytes);
        if (!type) throw new HttpError(415, NOT_AN_IMAGE);
        const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;
        await publishing.putMedia({
          name,
          eventId,
          contentType: type.contentType,
          bytes,
          createdAt: deps.clock.now().toISOString(),
        });
        reply.code(201);
        return { url: `${MEDIA_PREFIX}${name}`, contentType: type.contentType, size: bytes.length };
      },
    );
  });
};
