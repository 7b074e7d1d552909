// The calendar a fan's private subscription link serves (issue 8): their liked sets of every
// loaded event, where each set is now (a moved set moves in the calendar, a cancelled one
// leaves it), RFC 5545 from core's builder in the events' time zone.
import {
  buildIcs,
  type IcsEvent,
  type LikeEntry,
  type LineupResponse,
  type LineupSet,
  type Locale,
  likeCandidate,
  likesByEvent,
  lineupBreakHour,
  myPlan,
  nightWhen,
  setOccurrence,
} from '@lineup/core';

export interface FeedOptions {
  /** the public origin, for each set's short link */
  origin: string;
  now: Date;
  /** events served from files win a like two events claim (core likesByEvent); default: all */
  fromFile?: (eventId: string) => boolean;
  /** the language of the night names in the descriptions (the link's ?lang=); default en */
  locale?: Locale;
}

/**
 * A UID per act, stage and occurrence, not per time: when the set moves, the calendar app
 * moves the event it has instead of adding one. Its own domain, apart from the downloaded
 * files' UIDs, so a fan who also imported a file keeps both.
 */
function uidOf(lineup: LineupResponse, set: LineupSet): string {
  const n = setOccurrence(lineup, set);
  return `${lineup.meta.id}-${set.s}-${set.room}${n > 0 ? `-${n + 1}` : ''}@feed.lineup`;
}

function eventOf(lineup: LineupResponse, set: LineupSet, origin: string, locale: Locale): IcsEvent {
  const { meta } = lineup;
  const room = meta.rooms[set.room] ?? '';
  const note = (set.change ?? '').trim().replace(/^\*\s*/, '');
  // the festival night, as the app names it: a calendar files 00:30 under the next day
  const when = nightWhen(set.start, meta.timeZone, lineupBreakHour(lineup), locale, {
    end: set.end,
  });
  const url = `${origin}/s/${encodeURIComponent(set.s)}`;
  return {
    uid: uidOf(lineup, set),
    start: set.start,
    end: set.end,
    summary: room ? `${set.dj} @ ${room}` : set.dj,
    location: [room, meta.partyName].filter(Boolean).join(', '),
    description: [[meta.partyName, when].filter(Boolean).join(' · '), note, url]
      .filter(Boolean)
      .join('\n'),
    url,
  };
}

/**
 * The feed of `likes` over `lineups`. Times are written in the events' time zone when they
 * share one (the usual case), else in UTC, which every calendar shows in its own zone.
 */
export function feedIcs(
  likes: readonly LikeEntry[],
  lineups: readonly LineupResponse[],
  { origin, now, fromFile = () => true, locale = 'en' }: FeedOptions,
): string {
  // each like in one event's plan only: an event sharing an edition time shows no one's likes
  const owned = likesByEvent(
    likes,
    lineups.map((l) => likeCandidate(l, fromFile(l.meta.id))),
  );
  const events: IcsEvent[] = [];
  const zones = new Set<string>();
  const parties: string[] = [];
  for (const lineup of lineups) {
    const sets = myPlan(owned.get(lineup.meta.id) ?? [], lineup).flatMap((item) =>
      item.set && !item.set.isMarkerSet ? [item.set] : [],
    );
    if (sets.length === 0) continue;
    zones.add(lineup.meta.timeZone);
    if (!parties.includes(lineup.meta.partyName)) parties.push(lineup.meta.partyName);
    for (const set of sets) events.push(eventOf(lineup, set, origin, locale));
  }
  const [zone] = zones;
  return buildIcs({
    // the party names need no translation: the calendar reads "♥ Sunrise" in any language
    name: parties.length > 0 ? `♥ ${parties.join(', ')}` : '♥',
    ...(zones.size === 1 && zone ? { timeZone: zone } : {}),
    dtstamp: now.toISOString(),
    events,
  });
}
