// The bytes of a file an organiser brings → text, without ever turning a letter into U+FFFD
// in silence. Order: a byte-order mark (UTF-8, UTF-16 LE/BE); UTF-16 without one (NUL bytes
// every other byte); the encoding an XML declaration names; UTF-8 when the bytes are valid
// UTF-8; otherwise Windows-1252 (what Excel and older Windows tools write in Western Europe;
// a superset of Latin-1 for every printable character), with a warning that says so.
// TextDecoder is a web standard: this runs the same in Node and in the browser.

export interface DecodedText {
  /** the text, without its byte-order mark */
  text: string;
  /** the WHATWG name of the encoding used: utf-8, utf-16le, utf-16be, windows-1252… */
  encoding: string;
  /** set when the encoding was guessed or the declared one did not fit: show it to the user */
  warning: string | null;
}

const XML_DECLARATION = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

function decoderFor(label: string, fatal: boolean) {
  try {
    return new TextDecoder(label, { fatal });
  } catch {
    return null; // a label TextDecoder does not know
  }
}

/** UTF-16 without a BOM: ASCII text in it has a NUL in every other byte. */
function utf16Guess(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 200);
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.6 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.6 && oddNul === 0) return 'utf-16be';
  return null;
}

function utf8OrWindows1252(bytes: Uint8Array, declared?: string): DecodedText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8', warning: null };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    const why = declared
      ? `the file declares ${declared}, but it is not valid ${declared}`
      : 'the file is not valid UTF-8';
    return {
      text,
      encoding: 'windows-1252',
      warning: `${why}: read as Windows-1252 (Western European); check accented letters and save the file as UTF-8`,
    };
  }
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    return {
      text: new TextDecoder('utf-8').decode(bytes.subarray(3)),
      encoding: 'utf-8',
      warning: null,
    };
  }
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    const encoding = b0 === 0xff ? 'utf-16le' : 'utf-16be';
    return { text: new TextDecoder(encoding).decode(bytes.subarray(2)), encoding, warning: null };
  }
  const utf16 = utf16Guess(bytes);
  if (utf16) {
    return {
      text: new TextDecoder(utf16).decode(bytes),
      encoding: utf16,
      warning: `the file has no byte-order mark but looks like UTF-16: read as ${utf16.toUpperCase()}`,
    };
  }
  // the declaration is ASCII in every encoding it can name (UTF-16 was handled above)
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const declared = XML_DECLARATION.exec(head)?.[1];
  if (declared) {
    const decoder = decoderFor(declared, false);
    if (decoder && decoder.encoding !== 'utf-8') {
      return { text: decoder.decode(bytes), encoding: decoder.encoding, warning: null };
    }
    if (!decoder) {
      const read = utf8OrWindows1252(bytes);
      const warning = `the declared encoding "${declared}" is unknown: read as ${read.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}`;
      return { ...read, warning: read.warning ? `${warning}; ${read.warning}` : warning };
    }
    return utf8OrWindows1252(bytes, 'UTF-8');
  }
  return utf8OrWindows1252(bytes);
}
