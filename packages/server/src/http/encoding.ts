// Responses that are the same for everyone (lineup, JSON-LD) are serialised and compressed
// once, then served by content negotiation: br, then gzip, else identity. Fans on one bar of
// signal should never download an uncompressed body the server could have shrunk.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EncodedBody {
  hash: string;
  /**
   * W/"hash": weak, because the br, gzip and plain bodies are different bytes of one content
   * (a strong ETag must name exact bytes; caches may otherwise mix codings up). If-None-Match
   * compares weakly, so a client sending "hash" still gets its 304.
   */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const GZIP_OPTIONS = { level: 9 };

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export async function encodeBody(hash: string, body: string): Promise<EncodedBody> {
  const identity = Buffer.from(body, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, GZIP_OPTIONS),
    brotliAsync(identity, brotliOptions(identity.length)),
  ]);
  return { hash, etag: `W/"${hash}"`, identity, gzip: gz, br };
}

/** `identity` compressed as encodeBody does, on the calling thread (a worker's) */
export function compressSync(identity: Uint8Array): { gzip: Buffer; br: Buffer } {
  return {
    gzip: gzipSync(identity, GZIP_OPTIONS),
    br: brotliCompressSync(identity, brotliOptions(identity.length)),
  };
}

/** the body of bytes built elsewhere (the render thread: web/firstScreenWorker.ts) */
export function encodedBody(
  hash: string,
  bytes: { identity: Uint8Array; gzip: Uint8Array; br: Uint8Array },
): EncodedBody {
  const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return {
    hash,
    etag: `W/"${hash}"`,
    identity: buffer(bytes.identity),
    gzip: buffer(bytes.gzip),
    br: buffer(bytes.br),
  };
}

/** ETag, 304 on a matching If-None-Match, else the best encoding the client accepts. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  headers: { contentType: string; cacheControl: string; vary?: string },
): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary ?? 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.type(headers.contentType);
  if (encoding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match holds the ETag: weak comparison (RFC 9110 §13.1.2), lists and * included */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === opaque || tag === '*');
}
