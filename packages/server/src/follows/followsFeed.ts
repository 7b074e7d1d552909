// The calendar of a fan's followed acts (issue 35): every set still to come of every act they
// follow, at every event on the server, RFC 5545 from core's builder. A private link like the
// plan's (routes/calendar.ts); a set that moves moves in the calendar (its UID names the act,
// event, stage and occurrence, not the time).
import { buildIcs, type FollowedSet, type IcsEvent, shortCode } from '@lineup/core';

function uidOf(set: FollowedSet, occurrence: number): string {
  const code = shortCode(set.event, set.dj);
  return `${set.event}-${code}-${set.room}${occurrence > 0 ? `-${occurrence + 1}` : ''}@follows.lineup`;
}

export function followsIcs(sets: readonly FollowedSet[], origin: string, now: Date): string {
  const seen = new Map<string, number>();
  const zones = new Set<string>();
  const events: IcsEvent[] = sets.map((set) => {
    const place = `${set.event}\n${set.dj.trim().toLowerCase()}\n${set.room}`;
    const occurrence = seen.get(place) ?? 0;
    seen.set(place, occurrence + 1);
    zones.add(set.timeZone);
    const url = `${origin}/s/${encodeURIComponent(shortCode(set.event, set.dj))}`;
    return {
      uid: uidOf(set, occurrence),
      start: set.start,
      end: set.end,
      summary: set.stage ? `${set.dj} @ ${set.stage}` : set.dj,
      location: [set.stage, set.partyName].filter(Boolean).join(', '),
      description: [set.partyName, url].join('\n'),
      url,
    };
  });
  const [zone] = zones;
  return buildIcs({
    // "★" needs no translation: the calendar reads "★ Lineup" in any language
    name: '★ Lineup',
    ...(zones.size === 1 && zone ? { timeZone: zone } : {}),
    dtstamp: now.toISOString(),
    events,
  });
}
