import type { Locale } from '@lineup/core';

// A fan's private calendar link (webcal://…/ical/…/{secret}.ics): My plan's liked sets, or the
// followed acts' sets. The server keeps only a hash of the secret, so the link itself is kept
// here to show it again; it belongs to the sign-in it was made with (a later sign-in as someone
// else does not see it).

export type FeedAnswer = { url: string } | 'unauthorized' | 'failed';

/** what differs between the feeds: where the server makes the link, where it is kept */
export interface FeedSource {
  /** POST makes a new link (a previous one stops working); `${path}/revoke` turns it off */
  path: string;
  /** the feed names festival nights in the fan's language (?lang=) */
  localised: boolean;
  /** the kept link, with the end of the token it was made with */
  read(): { url?: unknown; owner?: unknown } | null;
  /** keeps the link (null: forgets it) */
  keep(feed: { url: string; owner: string } | null): void;
}

const ownerOf = (token: string) => token.slice(-8);

export function readFeed(source: FeedSource, token: string): string | null {
  try {
    const feed = source.read();
    return feed && typeof feed.url === 'string' && feed.owner === ownerOf(token) ? feed.url : null;
  } catch {
    return null;
  }
}

async function post(path: string, token: string): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    return null;
  }
}

/** Makes a new link (a previous one stops working) and keeps it. */
export async function requestFeed(
  source: FeedSource,
  token: string,
  locale: Locale = 'en',
): Promise<FeedAnswer> {
  const res = await post(source.path, token);
  if (!res) return 'failed';
  if (res.status === 401 || res.status === 403) return 'unauthorized';
  if (!res.ok) return 'failed';
  try {
    const body = (await res.json()) as { url?: unknown };
    if (typeof body.url !== 'string') return 'failed';
    const url = !source.localised || locale === 'en' ? body.url : `${body.url}?lang=${locale}`;
    source.keep({ url, owner: ownerOf(token) });
    return { url };
  } catch {
    return 'failed';
  }
}

/** Turns the link off on the server and forgets it here. */
export async function revokeFeed(
  source: FeedSource,
  token: string,
): Promise<'ok' | 'unauthorized' | 'failed'> {
  const res = await post(`${source.path}/revoke`, token);
  if (!res) return 'failed';
  if (res.status === 401 || res.status === 403) return 'unauthorized';
  if (!res.ok) return 'failed';
  source.keep(null);
  return 'ok';
}
