// Link kinds of a set's meta entries (DESIGN §4) and the one rule of URL safety: only
// http(s) links, or root-relative paths to media the server ships, reach the page.
import type { MetaEntry } from '../types.ts';

export const LINK_KINDS = [
  'soundcloud',
  'spotify',
  'instagram',
  'bandcamp',
  'www',
  'youtube',
  'ra',
  'linktree',
  'beatport',
  'discogs',
  'facebook',
  'tiktok',
  'track',
] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface LinkKey {
  /** a LINK_KINDS entry, or 'avatar' for `avatar.{kind}` and `avatarDefault` */
  kind: string;
  /** tooltip of `kind.label`, else null */
  label: string | null;
  isAvatar: boolean;
  /** the {kind} of `avatar.{kind}`; null for `avatarDefault` and links */
  avatarOf: string | null;
}

const KINDS: ReadonlySet<string> = new Set(LINK_KINDS);

/**
 * Reads a meta key: `soundcloud`, `instagram.Ada's photos` (label = tooltip),
 * `avatar.soundcloud`, `avatarDefault`. Null for keys of no known kind.
 */
export function parseLinkKey(key: string): LinkKey | null {
  if (typeof key !== 'string') return null;
  if (key === 'avatarDefault') {
    return { kind: 'avatar', label: null, isAvatar: true, avatarOf: null };
  }
  const dot = key.indexOf('.');
  const head = dot < 0 ? key : key.slice(0, dot);
  const rest = dot < 0 ? '' : key.slice(dot + 1);
  if (head === 'avatar') {
    if (rest.trim() === '') return null;
    return { kind: 'avatar', label: null, isAvatar: true, avatarOf: rest.trim() };
  }
  if (!KINDS.has(head)) return null;
  const label = rest.trim();
  return { kind: head, label: label === '' ? null : label, isAvatar: false, avatarOf: null };
}

// Whitespace or control characters let browsers read a URL differently from us.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it matches
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
// scheme, optional userinfo, a non-empty host, optional port, then path/query/fragment
const ABSOLUTE_HTTP = /^https?:\/\/(?:[^/?#@]*@)?[^/?#@:]+(?::\d{0,5})?(?:[/?#].*)?$/i;

/**
 * True for absolute http:/https: URLs and root-relative paths (`/media/…`, shipped by the
 * server). False for everything else: `javascript:`, `data:`, protocol-relative `//host`.
 */
export function isSafeUrl(value: string): boolean {
  if (typeof value !== 'string' || value === '' || UNSAFE_CHARS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return ABSOLUTE_HTTP.test(value);
}

/**
 * The pictures of an act, in file order, without duplicates: its `avatar.{kind}` entries,
 * or its `avatarDefault` entries when it has none. Unsafe values never count.
 */
export function avatarUrls(meta: MetaEntry[]): string[] {
  const specific: string[] = [];
  const fallback: string[] = [];
  for (const entry of meta) {
    const key = parseLinkKey(entry.key);
    if (!key?.isAvatar || !isSafeUrl(entry.value)) continue;
    const list = key.avatarOf === null ? fallback : specific;
    if (!list.includes(entry.value)) list.push(entry.value);
  }
  return specific.length > 0 ? specific : fallback;
}
