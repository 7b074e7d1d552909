// SoundCloud-style picture URLs carry their size in the name ("…-large.jpg",
// "…-t500x500.jpg"): the now grid asks for 300×300, and for 67×67 as the blurred placeholder.
const SIZED = /-(?:large|t500x500)(\.[a-z0-9]+)((?:\?.*)?)$/i;

export interface AvatarSources {
  full: string;
  /** low-resolution placeholder, shown blurred until `full` loaded; null when unknown */
  placeholder: string | null;
}

export function avatarSources(url: string): AvatarSources {
  if (!SIZED.test(url)) return { full: url, placeholder: null };
  return {
    full: url.replace(SIZED, '-t300x300$1$2'),
    placeholder: url.replace(SIZED, '-t67x67$1$2'),
  };
}

/** The picture shown this minute: the act's pictures take turns, one per minute (spec §4). */
export function rotatingAvatar(urls: readonly string[], now: Date): string | null {
  if (urls.length === 0) return null;
  const minute = Math.floor(now.getTime() / 60_000);
  return urls[minute % urls.length] ?? null;
}
