// A compressed body made of a large part that stays and a small one that moves (issue 38: every
// lineup answer lists the other events; a rename must not compress every event's lineup
// again). The large part is compressed once, left open at a byte boundary; each answer appends
// its small part and closes the stream, at the cost of the small part alone:
//   gzip: the large part is raw deflate ended by a sync flush; the small one is raw deflate of
//         its own, then the trailer (CRC-32 carried on from the large part's, and the length).
//   br:   the large part is the stream's start ended by a flush; the small one follows as
//         uncompressed meta-blocks (RFC 7932 §9.2: ISUNCOMPRESSED), then the empty last one. A
//         second brotli encoder cannot continue another's stream (its distances and dictionary
//         references count from its own start), stored bytes need no such context.
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';
import type { EncodedBody } from './encoding.ts';

const deflateRawAsync = promisify(deflateRaw);
const brotliAsync = promisify(brotliCompress);

/** the gzip header (RFC 1952): deflate, no name, no time, maximum compression, Unix */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
/** a meta-block with ISLAST and ISLASTEMPTY set: the end of a brotli stream */
const BROTLI_END = Buffer.from([3]);
/** bytes of one uncompressed meta-block with a 4-nibble length */
const STORED_MAX = 65_536;

export interface OpenBody {
  identity: Buffer;
  /** raw deflate, not final, ended by a sync flush */
  deflate: Buffer;
  crc: number;
  /** the start of a brotli stream, not final, ended by a flush (byte-aligned) */
  br: Buffer;
}

/** compresses the large part once (in the thread pool) */
export async function openBody(text: string): Promise<OpenBody> {
  const identity = Buffer.from(text, 'utf8');
  const [deflate, br] = await Promise.all([
    deflateRawAsync(identity, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    brotliAsync(identity, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, deflate, crc: crc32(identity), br };
}

/** `bytes` as uncompressed brotli meta-blocks (none of them the last) */
function storedMetaBlocks(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += STORED_MAX) {
    const chunk = bytes.subarray(i, i + STORED_MAX);
    // ISLAST 0 (1 bit), MNIBBLES 4 (2 bits: 0), MLEN-1 (16 bits), ISUNCOMPRESSED 1: 20 bits,
    // then zeros to the byte boundary, then the bytes
    const bits = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), chunk);
  }
  return parts;
}

/** the whole body: the open large part, then `tail`, in every coding */
export async function closeBody(hash: string, open: OpenBody, tail: string): Promise<EncodedBody> {
  const end = Buffer.from(tail, 'utf8');
  const identity = Buffer.concat([open.identity, end]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(end, open.crc), 0);
  trailer.writeUInt32LE(identity.length >>> 0, 4);
  const gzip = Buffer.concat([
    GZIP_HEADER,
    open.deflate,
    await deflateRawAsync(end, { level: 9 }),
    trailer,
  ]);
  const br = Buffer.concat([open.br, ...storedMetaBlocks(end), BROTLI_END]);
  return { hash, etag: `W/"${hash}"`, identity, gzip, br };
}
