// What a file looks like from its first bytes, so that a wrong --from gets one clear line
// ("this looks like CSV") instead of a parser's complaints about binary noise.

export type Looks =
  | 'xml'
  | 'json'
  | 'shallowbunny'
  | 'csv'
  | 'yaml'
  | 'gzip'
  | 'zip'
  | 'pdf'
  | 'binary'
  | 'empty';

const NAMES: Record<Looks, string> = {
  xml: 'XML (a frab or pretalx schedule.xml)',
  json: 'JSON (a frab or pretalx schedule.json)',
  shallowbunny: "YAML of the original app's config",
  csv: 'CSV (a spreadsheet)',
  yaml: 'YAML',
  gzip: 'a gzip archive (unpack it first: gunzip FILE)',
  zip: 'a zip archive or an .xlsx/.ods workbook (import it as xlsx or ods)',
  pdf: 'a PDF (export the schedule as CSV, XML or JSON instead)',
  binary: 'a binary file, not text',
  empty: 'an empty file',
};

export const describeLooks = (looks: Looks) => NAMES[looks];

export function sniffBytes(bytes: Uint8Array): Looks | null {
  const [a, b, c, d] = bytes;
  if (bytes.length === 0) return 'empty';
  if (a === 0x1f && b === 0x8b) return 'gzip';
  if (a === 0x50 && b === 0x4b && c === 0x03 && d === 0x04) return 'zip';
  if (a === 0x25 && b === 0x50 && c === 0x44 && d === 0x46) return 'pdf';
  return null;
}

/** the kind of decoded text; null when nothing says (a one-column text) */
export function sniffText(text: string): Looks {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head === '') return 'empty';
  // control characters other than tab and line breaks: not a text file
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the test
  if (/[\u0000-\u0008\u000E-\u001A]/.test(head.slice(0, 2000))) return 'binary';
  if (head.startsWith('<')) return 'xml';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (/^(beginningSchedule|lineup)\s*:/m.test(head.slice(0, 200_000))) return 'shallowbunny';
  const firstLine = head.split(/\r\n?|\n/, 1)[0] ?? '';
  if (/^[\p{L}\p{N}_"' .()/#-]*[,;\t]/u.test(firstLine) && !/^[\w-]+:\s/.test(firstLine))
    return 'csv';
  return 'yaml';
}

const ODS_MIMETYPE = new TextEncoder().encode('application/vnd.oasis.opendocument.spreadsheet');

/**
 * An OpenDocument package starts with its uncompressed `mimetype` entry (the format requires
 * it first, for exactly this test): its text follows the 30-byte local header and the name.
 */
export function isOdsZip(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 200);
  outer: for (let i = 30; i + ODS_MIMETYPE.length <= head.length; i++) {
    for (let j = 0; j < ODS_MIMETYPE.length; j++)
      if (head[i + j] !== ODS_MIMETYPE[j]) continue outer;
    return true;
  }
  return false;
}
