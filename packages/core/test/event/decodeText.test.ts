import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/event/decodeText.ts';

const TEXT = 'stage,dj\nMöwe,Ádám Señor – “Ÿ€”\n';
const utf8 = (s: string) => new TextEncoder().encode(s);
const utf16le = (s: string) => {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    out[2 * i] = s.charCodeAt(i) & 0xff;
    out[2 * i + 1] = s.charCodeAt(i) >> 8;
  }
  return out;
};
const swap = (b: Uint8Array) => b.map((_, i) => b[i % 2 === 0 ? i + 1 : i - 1]!);
// Windows-1252: Latin-1 plus – “ ” € Ÿ in 0x80–0x9F
const CP1252: Record<string, number> = { '–': 0x96, '“': 0x93, '”': 0x94, '€': 0x80, Ÿ: 0x9f };
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => CP1252[c] ?? c.charCodeAt(0)));
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('decodeText', () => {
  it.each([
    ['UTF-8', utf8(TEXT), 'utf-8'],
    ['UTF-8 with BOM', cat(Uint8Array.of(0xef, 0xbb, 0xbf), utf8(TEXT)), 'utf-8'],
    [
      'UTF-16 LE with BOM (Excel "Unicode text")',
      cat(Uint8Array.of(0xff, 0xfe), utf16le(TEXT)),
      'utf-16le',
    ],
    ['UTF-16 BE with BOM', cat(Uint8Array.of(0xfe, 0xff), swap(utf16le(TEXT))), 'utf-16be'],
  ])('reads %s without a warning and without its BOM', (_name, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text: TEXT, encoding, warning: null });
  });

  it('reads UTF-16 without a BOM, and says it guessed', () => {
    const result = decodeText(utf16le(TEXT));
    expect(result.text).toBe(TEXT);
    expect(result.warning).toMatch(/looks like UTF-16/);
  });

  it('reads Windows-1252 (Excel CSV) as such, with a warning instead of U+FFFD', () => {
    const result = decodeText(cp1252(TEXT));
    expect(result.text).toBe(TEXT);
    expect(result.text).not.toContain('\uFFFD');
    expect(result.encoding).toBe('windows-1252');
    expect(result.warning).toMatch(/not valid UTF-8: read as Windows-1252/);
  });

  it('follows the encoding an XML declaration names', () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<title>Café Müller</title>\n';
    const result = decodeText(cp1252(xml));
    expect(result).toEqual({ text: xml, encoding: 'windows-1252', warning: null });
  });

  it('warns when a file declared as UTF-8 is not', () => {
    const xml = '<?xml version="1.0" encoding="utf-8"?>\n<title>Café</title>\n';
    const result = decodeText(cp1252(xml));
    expect(result.text).toBe(xml);
    expect(result.warning).toMatch(/declares UTF-8, but it is not valid UTF-8/);
  });

  it('leaves an empty file empty', () => {
    expect(decodeText(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8', warning: null });
  });
});
