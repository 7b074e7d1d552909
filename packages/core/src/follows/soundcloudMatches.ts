// SoundCloud in one tap (issue 35): the profiles a signed-in fan follows there (normalised
// profile URLs, as orange matching keeps them) against every act of every event. An act whose
// own profile link is one of them is the same artist and can be followed at once; an act
// without a SoundCloud link whose name reads like a followed profile's address
// (soundcloud.com/ada-lovelace ~ "Ada Lovelace") may be, and is followed only when the fan
// confirms it.
import type { LoadedEvent } from '../event/loadedEvent.ts';
import { normalizeProfileUrl } from '../likes/orange.ts';
import { actKey, identityOfSet } from './actIdentity.ts';

export interface SoundcloudMatch {
  name: string;
  links: string[];
}

export interface SoundcloudMatches {
  /** the act's own profile link is followed: the same artist */
  byLink: SoundcloudMatch[];
  /** only the name fits a followed profile's address: the fan decides */
  byName: SoundcloudMatch[];
}

const SOUNDCLOUD = /^https:\/\/soundcloud\.com\/([^/]+)$/;

/** "https://soundcloud.com/ada-lovelace" → "ada lovelace" (null for anything else) */
export function soundcloudNameKey(url: string): string | null {
  const slug = SOUNDCLOUD.exec(url)?.[1];
  return slug ? actKey(slug.replace(/[-_.]+/g, ' ')) : null;
}

export function soundcloudMatches(
  events: readonly LoadedEvent[],
  following: readonly string[],
  max = 500,
): SoundcloudMatches {
  const followed = new Set(
    following.map(normalizeProfileUrl).filter((url): url is string => url !== null),
  );
  const names = new Map<string, string>();
  for (const url of followed) {
    const key = soundcloudNameKey(url);
    if (key) names.set(key, url);
  }
  const byLink = new Map<string, SoundcloudMatch>();
  const byName = new Map<string, SoundcloudMatch>();
  if (followed.size === 0) return { byLink: [], byName: [] };
  for (const event of events) {
    for (const set of event.sets) {
      const identity = identityOfSet(set);
      // a b2b's links may be either act's: neither is matched by them
      if (identity.names.length !== 1) continue;
      const key = identity.names[0] as string;
      if (byLink.has(key)) continue;
      if (identity.links.some((link) => followed.has(link))) {
        byLink.set(key, { name: set.dj.trim(), links: identity.links });
        byName.delete(key);
        continue;
      }
      const url = names.get(key);
      const ownSoundcloud = identity.links.some((link) => SOUNDCLOUD.test(link));
      if (url && !ownSoundcloud && !byName.has(key)) {
        byName.set(key, { name: set.dj.trim(), links: [] });
      }
    }
  }
  return { byLink: [...byLink.values()].slice(0, max), byName: [...byName.values()].slice(0, max) };
}
