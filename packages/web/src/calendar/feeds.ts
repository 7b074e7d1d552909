import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';
import type { FeedSource } from './subscription.ts';

/** My plan's liked sets, kept in an item of its own */
export const planFeed: FeedSource = {
  path: '/api/calendar',
  localised: true,
  read: () => JSON.parse(readString('local', LOCAL_KEYS.calendarFeed) ?? 'null'),
  keep: (feed) =>
    feed
      ? writeJson('local', LOCAL_KEYS.calendarFeed, feed)
      : writeString('local', LOCAL_KEYS.calendarFeed, null),
};

function yourActsItem(): Record<string, unknown> {
  try {
    const item = JSON.parse(readString('local', LOCAL_KEYS.yourActs) ?? '{}') as unknown;
    return item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  } catch {
    // a broken item is written anew
    return {};
  }
}

/** the followed acts' sets, kept as `feed` in the Your acts item (its copy stays beside it) */
export const followsFeed: FeedSource = {
  path: '/api/follows/calendar',
  localised: false,
  read: () => (yourActsItem().feed as { url?: unknown; owner?: unknown } | undefined) ?? null,
  keep: (feed) => {
    const { feed: _old, ...rest } = yourActsItem();
    writeJson('local', LOCAL_KEYS.yourActs, feed ? { ...rest, feed } : rest);
  },
};
