// Built calendar feeds, per fan (issue 12, item 9): a feed is rebuilt only when the events,
// the fan's likes or the minute changed, so a calendar app (or a script) asking in a loop costs
// one database read, not a lineup build of every event. Bounded: the least recently used go.
import { createHash } from 'node:crypto';
import { type LikeEntry, likeKey } from '@lineup/core';

export interface BuiltFeed {
  body: string;
  etag: string;
}

const MAX_FEEDS = 2000;

const revisions = new WeakMap<object, number>();
let nextRevision = 0;

/** a number per event object: a new version of an event is a new object, so a new number */
export function revisionOf(event: object): number {
  let revision = revisions.get(event);
  if (revision === undefined) {
    revision = ++nextRevision;
    revisions.set(event, revision);
  }
  return revision;
}

/**
 * what the feed depends on: the events it is built from (each version by its own number, so
 * another event's publish leaves the feed), the minute, and which sets are liked
 */
export function feedKey(events: readonly object[], now: Date, likes: readonly LikeEntry[]): string {
  const liked = likes.map((like) => likeKey(like)).sort();
  const digest = createHash('sha256').update(liked.join('\n')).digest('base64url');
  const sources = events.map(revisionOf).join(',');
  return `${sources}|${Math.floor(now.getTime() / 60_000)}|${digest}`;
}

export class FeedCache {
  readonly #feeds = new Map<string, { key: string; feed: BuiltFeed }>();

  get(userId: string, key: string, build: () => string): BuiltFeed {
    const held = this.#feeds.get(userId);
    if (held && held.key === key) {
      // most recently used last
      this.#feeds.delete(userId);
      this.#feeds.set(userId, held);
      return held.feed;
    }
    const body = build();
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const feed = { body, etag };
    this.#feeds.delete(userId);
    this.#feeds.set(userId, { key, feed });
    if (this.#feeds.size > MAX_FEEDS) {
      const oldest = this.#feeds.keys().next().value;
      if (oldest !== undefined) this.#feeds.delete(oldest);
    }
    return feed;
  }

  forget(userId: string): void {
    this.#feeds.delete(userId);
  }
}
