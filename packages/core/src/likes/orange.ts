// Followed artists are shown in orange (spec §2–§3, DESIGN §5). The server keeps the
// accounts a user follows as normalised profile URLs; an entry of a set is followed when its
// value, normalised the same way, is in that list. Server and client must both use this.
import type { LineupSet, MetaEntry } from '../types.ts';

/** Subdomains that name the same profile as the bare domain. */
const SAME_SITE_PREFIX = /^(?:www|m)\./;
/** scheme, authority, path; query and hash are left out. (URL is not in core's lib.) */
const HTTP_URL = /^https?:\/\/([^/?#]*)([^?#]*)/i;

/**
 * The one spelling of a profile URL: https, lowercase, without www./m., port-default, query,
 * hash or trailing slash. So `http://www.SoundCloud.com/Ada/?ref=x` is
 * `https://soundcloud.com/ada`. Null for anything that is not an http(s) URL.
 */
export function normalizeProfileUrl(url: string): string | null {
  const match = HTTP_URL.exec(url.trim());
  if (!match) return null;
  const authority = (match[1] ?? '').toLowerCase();
  // user info is not part of the profile; the default ports say nothing
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:(?:80|443)?$/, '')
    .replace(SAME_SITE_PREFIX, '');
  if (host === '' || /[\s\\]/.test(host)) return null;
  const path = (match[2] ?? '').replace(/\/+$/, '').toLowerCase();
  return `https://${host}${path}`;
}

/** Pictures and track links are not profiles: following them means nothing. */
function isProfileEntry(entry: MetaEntry): boolean {
  const kind = entry.key.split('.', 1)[0] ?? '';
  return !kind.startsWith('avatar') && kind !== 'track';
}

export function isFollowedEntry(entry: MetaEntry, following: ReadonlySet<string>): boolean {
  if (following.size === 0 || !isProfileEntry(entry)) return false;
  const normalized = normalizeProfileUrl(entry.value);
  return normalized !== null && following.has(normalized);
}

/**
 * The set with each entry marked orange or not, and `orange` on the set when any of its
 * profile entries is followed. `following` must hold normalised URLs (normalizeProfileUrl).
 */
export function markOrange(
  set: LineupSet,
  following: ReadonlySet<string>,
): LineupSet & { orange: boolean } {
  let orange = false;
  const meta = set.meta.map((entry) => {
    const followed = isFollowedEntry(entry, following);
    if (followed) orange = true;
    return { ...entry, orange: followed };
  });
  return { ...set, meta, orange };
}

/** The following list as a set of normalised URLs (stored lists may hold older spellings). */
export function toFollowingSet(following: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const url of following) {
    const normalized = normalizeProfileUrl(url);
    if (normalized) out.add(normalized);
  }
  return out;
}
