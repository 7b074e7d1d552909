// The lexical rules of RFC 5545 (§3.1, §3.3.5, §3.3.11): TEXT escaping, DATE-TIME forms and
// folding of content lines at 75 octets. Pure: no I/O, UTF-8 counted with TextEncoder-free maths.

const MAX_OCTETS = 75;

/** UTF-8 length of one code point. */
function octetsOf(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Octets a string takes in UTF-8. */
export function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) n += octetsOf(ch.codePointAt(0) ?? 0);
  return n;
}

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`.
 * Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?|\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 forbids CTLs in TEXT
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value (§3.2): quoted when it holds `:`, `;` or `,`; quotes themselves dropped. */
export function paramValue(value: string): string {
  const clean = value.replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets, continuation lines start with
 * one space (which counts), and a multi-octet UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (utf8Length(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let used = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = octetsOf(ch.codePointAt(0) ?? 0);
    if (used + size > limit) {
      parts.push(current);
      current = '';
      used = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line
    }
    current += ch;
    used += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DATE-TIME in UTC form (§3.3.5 form #2): 20260730T200000Z. */
export function utcDateTime(iso: string): string {
  const d = new Date(iso);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** DATE-TIME in local form (§3.3.5 form #1, used with TZID): 20260730T220000. */
export function localDateTime(p: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}): string {
  return (
    `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}` +
    `T${pad(p.hour)}${pad(p.minute)}${pad(p.second ?? 0)}`
  );
}

/** UTC-OFFSET (§3.3.14): +0200, -0430. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
