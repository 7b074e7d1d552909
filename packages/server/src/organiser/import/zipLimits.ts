// A workbook is a zip: a few kilobytes of it may claim or unpack to gigabytes, and the readers
// (read-excel-file, hucre) size their buffers by what the headers claim and unpack natively,
// where neither a thread's heap limit nor ending the thread stops them. So before a reader sees
// the bytes, every entry is checked here: its declared size, then its real size, inflated
// with a hard cap on the output (64 MB an entry, 256 MB the whole file), and the local headers
// walked as a streaming reader walks them, so no entry hides from the check.
import { inflateRawSync } from 'node:zlib';

export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 10_000;

export class ZipLimitError extends Error {}
/** not a zip a reader could read; the message says what is wrong with it */
export class ZipDamageError extends ZipLimitError {}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`;
const TOO_BIG = (what: string) =>
  `${what}; a timetable unpacks to a few megabytes, at most ${mb(MAX_ENTRY_BYTES)} a part and ${mb(MAX_UNPACKED_BYTES)} in all are read. It was not read`;

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, at: number): number {
  return (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
}

const broken = (why: string) => new ZipDamageError(`its zip is damaged: ${why}`);

/** the entries of the central directory; throws ZipLimitError on damage or excess */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken('no central directory');
  const count = u16(bytes, end + 10);
  const cdSize = u32(bytes, end + 12);
  const cdOffset = u32(bytes, end + 16);
  if (count === 0xffff || cdOffset === 0xffffffff)
    throw new ZipLimitError(TOO_BIG('the workbook is a zip64 archive (over 4 GB or 65,535 parts)'));
  if (count > MAX_ENTRIES)
    throw new ZipLimitError(TOO_BIG(`the workbook has ${count.toLocaleString('en')} parts`));
  if (cdOffset + cdSize > end) throw broken('the directory lies outside the file');
  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || u32(bytes, at) !== 0x02014b50) throw broken('a directory entry is cut');
    const nameLength = u16(bytes, at + 28);
    const entry: ZipEntry = {
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      offset: u32(bytes, at + 42),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/**
 * Checks every entry's declared and real size and that the local headers, read in order from
 * the start, are exactly these entries. Returns the unpacked bytes of the entries `keep` asks
 * for (to look at a sheet before a reader does).
 */
export function checkZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
): Map<string, Uint8Array> {
  const entries = zipEntries(bytes);
  let declared = 0;
  for (const e of entries) {
    if (e.size > MAX_ENTRY_BYTES)
      throw new ZipLimitError(TOO_BIG(`the part ${e.name} says it unpacks to ${mb(e.size)}`));
    declared += e.size;
    if (declared > MAX_UNPACKED_BYTES)
      throw new ZipLimitError(TOO_BIG(`the workbook says it unpacks to over ${mb(declared)}`));
  }
  const kept = new Map<string, Uint8Array>();
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  let position = 0;
  let unpacked = 0;
  for (const e of byOffset) {
    if (e.offset !== position) throw broken(`unlisted bytes before ${e.name}`);
    if (u32(bytes, e.offset) !== 0x04034b50) throw broken(`${e.name} has no header`);
    const start = e.offset + 30 + u16(bytes, e.offset + 26) + u16(bytes, e.offset + 28);
    const described = (e.flags & 0x8) !== 0;
    if (
      !described &&
      (u32(bytes, e.offset + 18) !== e.compressedSize || u32(bytes, e.offset + 22) !== e.size)
    )
      throw broken(`the two headers of ${e.name} disagree`);
    const data = bytes.subarray(start, start + e.compressedSize);
    if (data.length !== e.compressedSize) throw broken(`${e.name} is cut off`);
    let out: Uint8Array;
    if (e.method === 0) out = data;
    else if (e.method === 8) {
      try {
        // one byte more than declared: an entry that lies about its size stops right there
        out = inflateRawSync(data, { maxOutputLength: e.size + 1 });
      } catch (error) {
        if (
          (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ||
          error instanceof RangeError
        )
          throw new ZipLimitError(TOO_BIG(`the part ${e.name} unpacks to more than it says`));
        throw broken(`${e.name} cannot be unpacked`);
      }
    } else throw broken(`${e.name} is packed in a way workbooks are not (method ${e.method})`);
    if (out.length > e.size)
      throw new ZipLimitError(TOO_BIG(`the part ${e.name} unpacks to more than it says`));
    if (out.length < e.size) throw broken(`${e.name} unpacks to less than it says`);
    unpacked += out.length;
    if (unpacked > MAX_UNPACKED_BYTES)
      throw new ZipLimitError(TOO_BIG(`the workbook unpacks to over ${mb(unpacked)}`));
    if (keep(e.name)) kept.set(e.name, out);
    position = start + e.compressedSize;
    if (described) position += u32(bytes, position) === 0x08074b50 ? 16 : 12;
  }
  return kept;
}
