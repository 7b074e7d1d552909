// GET /media/*: the organisers' pictures from DATA_DIR/media, and nothing else. The app's
// origin holds a fan's sign-in token, so a file dropped into media/ must never run there:
// only picture types are served (anything else is a 404), each with a CSP that runs no script
// even when the file is opened as a page (an SVG with <script>), and nosniff. The real path of
// the file must stay under the media folder (no symlink out to the database) and no path part
// may start with a dot. Written here instead of @fastify/static because that serves any type
// and dotfiles and follows links anywhere; a picture needs no ranges or directory listings.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};
const CACHE = 'public, max-age=86400';
export const MEDIA_CSP = "default-src 'none'; sandbox";
const MAX_PATH = 500;

/** the file a URL path names, or null when it is not a servable picture */
async function mediaFile(root: string, relative: string) {
  if (relative.length > MAX_PATH || relative.includes('\0') || relative.includes('\\')) {
    return null;
  }
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part.startsWith('.'))) return null;
  const type = TYPES[path.extname(relative).toLowerCase()];
  if (!type) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, ...parts));
    if (!real.startsWith(realRoot + path.sep)) return null;
    // the link's target may be named differently: its name counts too
    if (
      path
        .relative(realRoot, real)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    ) {
      return null;
    }
    const info = await stat(real);
    return info.isFile() ? { real, type, info } : null;
  } catch {
    return null; // missing, or a link to nowhere
  }
}

export function registerMedia(app: FastifyInstance, dataDir: string): void {
  const root = path.join(dataDir, 'media');
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const file = await mediaFile(root, relative);
      if (!file) throw notFound();
      const etag = `W/"${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}"`;
      reply
        .header('content-security-policy', MEDIA_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE)
        .header('etag', etag)
        .header('last-modified', file.info.mtime.toUTCString());
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
        return reply.code(304).send();
      }
      reply.type(file.type).header('content-length', String(file.info.size));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(createReadStream(file.real));
    },
  });
}
