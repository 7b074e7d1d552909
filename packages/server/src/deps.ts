// What the route plugins get from buildApp: no globals, so tests can hand in their own clock.
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { EventStore } from './events/eventStore.ts';
import type { LineupCache } from './events/lineupCache.ts';
import type { PublishedSource } from './events/publishedSource.ts';
import type { SetDirectory } from './events/setDirectory.ts';
import type { DraftPool } from './publishing/draftPool.ts';
import type { PushService } from './push/pushService.ts';
import type { Storage } from './storage/storage.ts';

export interface Deps {
  config: Config;
  clock: Clock;
  storage: Storage;
  events: EventStore;
  lineups: LineupCache;
  sets: SetDirectory;
  /** versions published from the browser, served through `events` */
  published: PublishedSource;
  /** checks organisers' drafts off the event loop (publishing/draftPool.ts) */
  drafts: DraftPool;
  push: PushService;
}

/** per-route rate limit of the POST endpoints */
export function postRateLimit(deps: Deps) {
  return { rateLimit: { max: deps.config.rateLimitPerMinute, timeWindow: 60_000 } };
}
