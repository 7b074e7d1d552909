// Pictures uploaded on the organiser page (stage pictures, avatars), stored in the database so
// every instance serves them. Upload: POST /api/organiser/events/{event}/media with the image
// bytes as the body; only PNG, JPEG, GIF, WebP and AVIF by their content, at most 2 MB and 16
// megapixels, metadata (EXIF, GPS, XMP, text) cut out, at most MEDIA_QUOTA_MB per event.
// GET …/media lists the event's pictures; DELETE …/media/{name} deletes one nothing uses.
// Served at /published-media/{sha256}.{ext}: content-addressed (cached for a year), with
// nosniff and a sandboxing Content-Security-Policy, so a picture can never act as a page.
import { createHash } from 'node:crypto';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { MediaList, MediaUploadResult } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accessOf, canSee, requireOrganiser } from '../organiser/web/access.ts';
import { withoutMetadata } from '../publishing/imageMetadata.ts';
import { imageSizeOf } from '../publishing/imageSize.ts';
import { imageTypeOf } from '../publishing/imageType.ts';
import { mediaNamesIn } from '../publishing/mediaNames.ts';

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
/** 4096×4096: a phone decodes a picture to 4 bytes a pixel, 64 MB at this size */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
export const MEDIA_PREFIX = '/published-media/';
export const NOT_AN_IMAGE =
  '415: Only pictures can be uploaded: PNG, JPEG, GIF, WebP or AVIF (SVG is not accepted)';
const UNREADABLE = '415: This picture’s header cannot be read; save it again with an image editor';
const AVIF_METADATA =
  '415: This AVIF picture carries camera data (EXIF or XMP: place, time, camera); save it without them, or as JPEG or WebP, whose camera data is removed here';
export const PICTURE_IN_USE =
  '409: This picture is still used by the lineup (the live version, a kept version or the draft), or by another event or event file; remove it there first';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const NameParams = Type.Object({
  name: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|gif|webp|avif)$' }),
});
const EventParams = Type.Object({ event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const EventMediaParams = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  name: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|gif|webp|avif)$' }),
});

/** the bytes to store: a picture of a sane size, without its metadata; refuses anything else */
export function acceptPicture(bytes: Uint8Array): {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
} {
  const type = imageTypeOf(bytes);
  if (!type) throw new HttpError(415, NOT_AN_IMAGE);
  const size = imageSizeOf(bytes, type.contentType);
  if (!size || size.width === 0 || size.height === 0) throw new HttpError(415, UNREADABLE);
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    const mp = ((size.width * size.height) / 1e6).toFixed(1);
    throw new HttpError(
      413,
      `413: This picture is ${size.width}×${size.height} pixels (${mp} megapixels); at most 16 megapixels (4096×4096) are accepted. Make it smaller first`,
    );
  }
  const clean = withoutMetadata(bytes, type.contentType);
  if (!clean && type.contentType === 'image/avif') throw new HttpError(415, AVIF_METADATA);
  if (!clean) throw new HttpError(415, UNREADABLE);
  return { bytes: clean, ...type };
}

/** picture names an event file mentions, read once per loaded file */
const namesOfFile = new WeakMap<object, string[]>();

/** pictures the event files in DATA_DIR/events point at (an operator may use a published one) */
function usedByFiles(deps: Deps): Set<string> {
  const names = new Set<string>();
  const published = new Set(deps.events.publishedIds);
  for (const event of deps.events.events) {
    if (published.has(event.id)) continue;
    let mentioned = namesOfFile.get(event);
    if (!mentioned) {
      mentioned = mediaNamesIn(JSON.stringify([event.meta, event.sets.map((set) => set.meta)]));
      namesOfFile.set(event, mentioned);
    }
    for (const name of mentioned) names.add(name);
  }
  return names;
}

/** which of the event's pictures `names` something still points at (the index, not the texts) */
async function usedNames(deps: Deps, eventId: string, names: string[]): Promise<Set<string>> {
  const used = await deps.storage.publishing.referencedMedia(eventId, names);
  const byFiles = usedByFiles(deps);
  for (const name of names) if (byFiles.has(name)) used.add(name);
  return used;
}

export const publishedMediaRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  const publishing = deps.storage.publishing;
  const quota = deps.config.publishLimits.mediaBytes;

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
        const body = request.body;
        if (!(body instanceof Uint8Array) || body.length === 0)
          throw new HttpError(415, NOT_AN_IMAGE);
        const picture = acceptPicture(body);
        const name = `${createHash('sha256').update(picture.bytes).digest('hex')}.${picture.extension}`;
        const outcome = await publishing.putMedia(
          {
            name,
            eventId,
            contentType: picture.contentType,
            bytes: picture.bytes,
            createdAt: deps.clock.now().toISOString(),
          },
          quota,
        );
        if (outcome === 'over-quota') {
          const used = (await publishing.mediaOf(eventId)).reduce((sum, m) => sum + m.size, 0);
          throw new HttpError(
            413,
            `413: This event’s pictures take ${megabytes(used)} of ${megabytes(quota)}; delete pictures the lineup no longer uses to upload more`,
          );
        }
        reply.code(outcome === 'stored' ? 201 : 200);
        return {
          url: `${MEDIA_PREFIX}${name}`,
          contentType: picture.contentType,
          size: picture.bytes.length,
        };
      },
    );

    upload.get(
      '/api/organiser/events/:event/media',
      { schema: { params: EventParams }, config: postRateLimit(deps) },
      async (request): Promise<MediaList> => {
        const eventId = request.params.event;
        if (!canSee(accessOf(request), eventId)) throw notFound();
        const media = await publishing.mediaOf(eventId);
        const used = await usedNames(
          deps,
          eventId,
          media.map((m) => m.name),
        );
        return {
          media: media.map((m) => ({
            name: m.name,
            url: `${MEDIA_PREFIX}${m.name}`,
            contentType: m.contentType,
            size: m.size,
            createdAt: m.createdAt,
            used: used.has(m.name),
          })),
          usedBytes: media.reduce((sum, m) => sum + m.size, 0),
          quotaBytes: quota,
        };
      },
    );

    upload.delete(
      '/api/organiser/events/:event/media/:name',
      { schema: { params: EventMediaParams }, config: postRateLimit(deps) },
      async (request, reply) => {
        const { event, name } = request.params;
        if (!canSee(accessOf(request), event)) throw notFound();
        if ((await usedNames(deps, event, [name])).has(name))
          throw new HttpError(409, PICTURE_IN_USE);
        if (!(await publishing.deleteMedia(event, name))) throw notFound();
        return reply.code(204).send();
      },
    );
  });
};
