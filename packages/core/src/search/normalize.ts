// Folding text for search: lowercase, accents removed, letters that do not decompose mapped,
// so "Łukasz", "lukasz" and "LUKASZ" compare equal.

const LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};
const SPECIAL = /[łøđðþßæœı]/g;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;
/** Word separators inside a name: spaces and punctuation, but "?" stays a word of its own. */
const SEPARATORS = /[^\p{L}\p{N}?]+/u;

/** Lowercase, accent-free, single-spaced, trimmed. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPECIAL, (c) => LETTERS[c] ?? c)
    .replace(SPACES, ' ')
    .trim();
}

/** The words of folded text. */
export function wordsOf(folded: string): string[] {
  return folded.split(SEPARATORS).filter((w) => w.length > 0);
}
