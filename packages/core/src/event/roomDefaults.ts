// Defaults an organiser need not write: a URL slug and an emoji per room, both taken from
// the room's display name ("🌅 Beach" → "beach", "🌅").

export const DEFAULT_ROOM_EMOTICON = '🎵';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "🌅 Beach Bar" → "beach-bar"; accents folded, emoji and punctuation dropped. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * One unique slug per room. A name without letters or digits gets `stage-N` (1-based), and
 * a repeated slug gets `-2`, `-3`…; slugs are never plain numbers, which mean stage indexes.
 */
export function defaultStageUrls(rooms: string[]): string[] {
  const used = new Set<string>();
  return rooms.map((room, i) => {
    let base = slugify(room);
    if (base === '' || /^\d+$/.test(base)) base = base === '' ? `stage-${i + 1}` : `stage-${base}`;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first emoji (whole grapheme, e.g. with skin tone or ZWJ parts) of a text, or null. */
export function firstEmoji(text: string): string | null {
  for (const { segment } of segmenter.segment(text)) {
    if (/\p{Extended_Pictographic}/u.test(segment)) return segment;
  }
  return null;
}

export function defaultEmoticons(rooms: string[]): string[] {
  return rooms.map((room) => firstEmoji(room) ?? DEFAULT_ROOM_EMOTICON);
}
