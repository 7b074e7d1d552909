// Which uploaded pictures a stored text points at: their names (sha256 hex + extension) wherever
// the text mentions them, as an absolute or relative address. Read once when a version or a draft
// is stored, never when pictures are listed. One pass over the text: a regular expression for
// `[0-9a-f]{64}\.png` retries 64 letters at every hex letter (1.23 s for 4.9 MB of hex letters).

const EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'avif'] as const;
const NAME_HEX = 64;
/** a text names at most this many pictures; an event's library holds far fewer */
export const MAX_NAMES_PER_TEXT = 2_000;

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102);
}

function extensionAt(text: string, at: number): string | null {
  for (const ext of EXTENSIONS) if (text.startsWith(ext, at)) return ext;
  return null;
}

/** the distinct picture names in the text, in order of first mention (at most MAX_NAMES_PER_TEXT) */
export function mediaNamesIn(text: string): string[] {
  const names = new Set<string>();
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHex(code)) {
      run++;
      continue;
    }
    if (code === 46 /* . */ && run >= NAME_HEX) {
      const ext = extensionAt(text, i + 1);
      if (ext) {
        names.add(`${text.slice(i - NAME_HEX, i)}.${ext}`);
        if (names.size >= MAX_NAMES_PER_TEXT) break;
      }
    }
    run = 0;
  }
  return [...names];
}
