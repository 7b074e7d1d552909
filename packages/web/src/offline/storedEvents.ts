import type { LineupResponse } from '@lineup/core';
import { LINEUP_CACHE } from '../sw/protocol.ts';

export interface StoredEvent {
  id: string;
  name: string;
  beginningSchedule: string | null;
  endSchedule: string | null;
  timeZone: string;
}

/**
 * The events whose lineup the service worker keeps (at most 30 answers), newest first: what a
 * fan can open with no network. Empty where there is no worker cache.
 */
export async function storedEvents(): Promise<StoredEvent[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(LINEUP_CACHE);
    const found = new Map<string, StoredEvent>();
    for (const request of await cache.keys()) {
      const answer = await cache.match(request);
      const meta = answer ? ((await answer.json()) as Partial<LineupResponse>).meta : undefined;
      if (!meta?.id || found.has(meta.id)) continue;
      found.set(meta.id, {
        id: meta.id,
        name: meta.partyName,
        beginningSchedule: meta.beginningSchedule,
        endSchedule: meta.endSchedule,
        timeZone: meta.timeZone,
      });
    }
    return [...found.values()].sort((a, b) =>
      (b.beginningSchedule ?? '').localeCompare(a.beginningSchedule ?? ''),
    );
  } catch {
    return [];
  }
}
