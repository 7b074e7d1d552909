// Text that no act name can hold: control characters other than tab and line breaks, and
// UTF-16 halves without their pair (they cannot be stored in PostgreSQL text or sent as UTF-8).
// Applied to the file's text, and again to every parsed value, because YAML escapes ("\0",
// "\x07", "\uD800") make such characters from printable text.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with unprintable characters removed, and whether any were. */
export function cleanText(text: string): { text: string; cleaned: boolean } {
  const out = text.replace(UNPRINTABLE, '').replace(LONE_SURROGATE, '\uFFFD');
  return { text: out, cleaned: out !== text };
}

/** At most `max` UTF-16 units, never cutting an emoji (a surrogate pair) in half. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
