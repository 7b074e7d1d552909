// Who an act is, across events (issue 35, DESIGN §11): following is about the act, not one
// set, so "Ada Lovelace" at this year's festival and "ADA LOVELACE b2b Grace" at next month's
// club night are the same person. An act is known by its name, folded like search folds text,
// and by its profile links, normalised as orange matching does. The spec's "?" placeholder
// (an unknown act or a closed slot) is nobody and never matches.
import { normalizeProfileUrl } from '../likes/orange.ts';
import { parseLinkKey } from '../links/links.ts';
import { foldText, wordsOf } from '../search/normalize.ts';
import type { MetaEntry } from '../types.ts';

/** Joins of acts playing together: "A b2b B", "A B3B B C", "A b2b2b B". */
const TOGETHER = /\s+b(?:2b)+\s+|\s+b3b\s+/i;
/** Link kinds that name one artist. A website or a track names something else. */
const PROFILE_KINDS: ReadonlySet<string> = new Set([
  'soundcloud',
  'spotify',
  'instagram',
  'bandcamp',
  'youtube',
  'ra',
  'linktree',
  'beatport',
  'discogs',
  'facebook',
  'tiktok',
]);
/** The longest name kept as an identity; longer text is not an act's name. */
export const ACT_NAME_MAX = 200;

/**
 * The one spelling of an act's name for matching: case, accents, punctuation and spacing
 * do not count. Null for the "?" placeholder, an empty name or one without letters or digits.
 */
export function actKey(name: string): string | null {
  if (typeof name !== 'string' || name.length > ACT_NAME_MAX) return null;
  const words = wordsOf(foldText(name));
  if (words.length === 0 || words.every((word) => /^\?+$/.test(word))) return null;
  const key = words.filter((word) => !/^\?+$/.test(word)).join(' ');
  return key === '' ? null : key;
}

/**
 * The acts of a set's name, as written: "Ada b2b Grace" is Ada and Grace; a solo act is
 * itself. Placeholders and duplicates are left out, so a "?" slot has none.
 */
export function actsOfName(dj: string): string[] {
  if (typeof dj !== 'string') return [];
  const seen = new Set<string>();
  const out: string[] = [];
  const whole = dj.trim();
  for (const part of [whole, ...whole.split(TOGETHER)]) {
    const name = part.trim();
    const key = actKey(name);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  // a solo act is its name; a b2b is its parts (the whole name is matched through keysOfSet)
  return out.length > 1 ? out.slice(1) : out;
}

/** The profile links of a set that name its artist, normalised; pictures and tracks are not. */
export function profileLinksOf(meta: readonly MetaEntry[]): string[] {
  const out = new Set<string>();
  for (const entry of meta) {
    const kind = parseLinkKey(entry.key);
    if (!kind || kind.isAvatar || !PROFILE_KINDS.has(kind.kind)) continue;
    const url = normalizeProfileUrl(entry.value);
    // a bare site (https://soundcloud.com) is nobody's profile
    if (url && /^https:\/\/[^/]+\/./.test(url)) out.add(url);
  }
  return [...out];
}

/** What a set says about who plays it: the name keys (whole and b2b parts) and its profiles. */
export interface SetIdentity {
  names: string[];
  links: string[];
}

export function identityOfSet(set: { dj: string; meta: readonly MetaEntry[] }): SetIdentity {
  const names = new Set<string>();
  const whole = actKey(set.dj);
  if (whole === null) return { names: [], links: [] };
  names.add(whole);
  for (const part of actsOfName(set.dj)) {
    const key = actKey(part);
    if (key) names.add(key);
  }
  // a b2b's links may be any of its acts': they identify the pair, not one of them
  return { names: [...names], links: profileLinksOf(set.meta) };
}

/** A followed act as matched: its name key and the profile links known when followed. */
export interface ActIdentity {
  key: string;
  links: readonly string[];
}

/**
 * True when the set is played by the followed act: by name (the whole name or one of the b2b
 * acts), or by one of its profile links when the set is that act alone.
 */
export function playsSet(act: ActIdentity, set: SetIdentity): boolean {
  if (set.names.length === 0) return false;
  if (set.names.includes(act.key)) return true;
  if (act.links.length === 0 || set.names.length > 1) return false;
  return set.links.some((link) => act.links.includes(link));
}
