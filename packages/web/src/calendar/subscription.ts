import type { Locale } from '@lineup/core';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';

// The fan's private calendar link (webcal://…/ical/{secret}.ics). The server keeps only a hash
// of the secret, so the link itself is kept here to show it again; it belongs to the sign-in
// it was made with (a later sign-in as someone else does not see it).

export type FeedAnswer = { url: string } | 'unauthorized' | 'failed';

interface StoredFeed {
  url: string;
  /** the end of the token it was made with */
  owner: string;
}

const ownerOf = (token: string) => token.slice(-8);

export function readFeed(token: string): string | null {
  try {
    const raw = readString('local', LOCAL_KEYS.calendarFeed);
    const feed = raw ? (JSON.parse(raw) as Partial<StoredFeed>) : null;
    return feed && typeof feed.url === 'string' && feed.owner === ownerOf(token) ? feed.url : null;
  } catch {
    return null;
  }
}

function storeFeed(token: string, url: string | null): void {
  if (url === null) writeString('local', LOCAL_KEYS.calendarFeed, null);
  else writeJson('local', LOCAL_KEYS.calendarFeed, { url, owner: ownerOf(token) });
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
export async function requestFeed(token: string, locale: Locale = 'en'): Promise<FeedAnswer> {
  const res = await post('/api/calendar', token);
  if (!res) return 'failed';
  if (res.status === 401 || res.status === 403) return 'unauthorized';
  if (!res.ok) return 'failed';
  try {
    const body = (await res.json()) as { url?: unknown };
    if (typeof body.url !== 'string') return 'failed';
    // the feed names festival nights in the fan's language
    const url = locale === 'en' ? body.url : `${body.url}?lang=${locale}`;
    storeFeed(token, url);
    return { url };
  } catch {
    return 'failed';
  }
}

/** Turns the link off on the server and forgets it here. */
export async function revokeFeed(token: string): Promise<'ok' | 'unauthorized' | 'failed'> {
  const res = await post('/api/calendar/revoke', token);
  if (!res) return 'failed';
  if (res.status === 401 || res.status === 403) return 'unauthorized';
  if (!res.ok) return 'failed';
  storeFeed(token, null);
  return 'ok';
}
