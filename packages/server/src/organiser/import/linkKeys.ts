// Foreign link names and bare URLs → the link kinds of an event file (DESIGN §4).
import { LINK_KINDS, parseLinkKey } from '@lineup/core';

const KIND_ALIASES: Record<string, string> = {
  web: 'www',
  website: 'www',
  homepage: 'www',
  url: 'www',
  residentadvisor: 'ra',
  'resident-advisor': 'ra',
  linktr: 'linktree',
  fb: 'facebook',
  insta: 'instagram',
  yt: 'youtube',
};

const HOSTS: [RegExp, string][] = [
  [/(^|\.)soundcloud\.com$/, 'soundcloud'],
  [/(^|\.)spotify\.com$/, 'spotify'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)bandcamp\.com$/, 'bandcamp'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)(ra\.co|residentadvisor\.net)$/, 'ra'],
  [/(^|\.)linktr\.ee$/, 'linktree'],
  [/(^|\.)beatport\.com$/, 'beatport'],
  [/(^|\.)discogs\.com$/, 'discogs'],
  [/(^|\.)(facebook\.com|fb\.com)$/, 'facebook'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
];

/** The link kind a URL's host names (soundcloud.com → soundcloud), else `www`. */
export function kindOfUrl(url: string): string {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'www';
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'www';
}

/**
 * A link name of another tool as a meta key: `dj.link.soundcloud` → `soundcloud`,
 * `SoundCloud` → `soundcloud`, `dj.avatar.soundcloud` → `avatar.soundcloud`,
 * `dj.avatar` → `avatarDefault`, `instagram.Ada's photos` stays. A link of a kind we do not
 * know (`dj.link.mixcloud`) becomes a website link labelled with its name (`www.mixcloud`).
 * Null when the name is no link at all (after the prefixes, nothing is left).
 */
export function linkKeyOf(name: string): { key: string; guessed: boolean } | null {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  if (trimmed.toLowerCase() === 'avatardefault') return { key: 'avatarDefault', guessed: false };
  let parts = trimmed.split('.');
  // prefixes of the original app: dj.link.X, dj.avatar.X, link.X
  if (parts[0]?.toLowerCase() === 'dj') parts = parts.slice(1);
  if (parts[0]?.toLowerCase() === 'link' || parts[0]?.toLowerCase() === 'links') {
    parts = parts.slice(1);
  }
  const head = parts[0]?.toLowerCase() ?? '';
  const rest = parts.slice(1).join('.');
  if (head === '') return null;
  if (head === 'avatar' || head === 'image' || head === 'picture' || head === 'photo') {
    if (rest === '') return { key: 'avatarDefault', guessed: false };
    const of = rest.toLowerCase();
    return { key: `avatar.${KIND_ALIASES[of] ?? of}`, guessed: false };
  }
  const kind = KIND_ALIASES[head] ?? head;
  if ((LINK_KINDS as readonly string[]).includes(kind)) {
    const key = rest === '' ? kind : `${kind}.${rest}`;
    return parseLinkKey(key) ? { key, guessed: false } : null;
  }
  // an unknown kind: keep the link as a website, its name as the tooltip
  return { key: `www.${parts.join('.')}`, guessed: true };
}
