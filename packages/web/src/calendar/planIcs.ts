import {
  buildIcs,
  DEFAULT_BREAK_HOUR,
  type EventMeta,
  type IcsEvent,
  type LineupResponse,
  type LineupSet,
  type Locale,
  lineupBreakHour,
  nightWhen,
  setOccurrence,
} from '@lineup/core';

// "Add to calendar" (issue 8): an RFC 5545 file built in the browser from core's builder, so
// it works offline. Times are written in the event's zone (TZID + VTIMEZONE): the calendar
// shows the festival's clock and converts correctly for a fan in another zone.

/**
 * Stable per act, stage and occurrence, not per time: importing the file again after a time
 * change updates the event a calendar already has instead of adding a second one.
 */
export function setUid(meta: Pick<EventMeta, 'id'>, set: LineupSet, occurrence = 0): string {
  const code = set.s || set.dj.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${meta.id}-${code}-${set.room}${occurrence > 0 ? `-${occurrence + 1}` : ''}@lineup`;
}

/** The note shown in the calendar: a "*" note loses its star (it is a line of its own). */
function noteOf(set: LineupSet): string {
  return (set.change ?? '').trim().replace(/^\*\s*/, '');
}

export function icsEventOf(
  meta: EventMeta,
  set: LineupSet,
  origin: string,
  occurrence = 0,
  locale: Locale = 'en',
  breakHour = DEFAULT_BREAK_HOUR,
): IcsEvent {
  const room = meta.rooms[set.room] ?? '';
  const note = noteOf(set);
  // the festival night, as the app names it: a calendar files 00:30 under the next day
  const when = nightWhen(set.start, meta.timeZone, breakHour, locale, { end: set.end });
  const url = set.s ? `${origin}/s/${encodeURIComponent(set.s)}` : undefined;
  return {
    uid: setUid(meta, set, occurrence),
    start: set.start,
    end: set.end,
    summary: room ? `${set.dj} @ ${room}` : set.dj,
    location: [room, meta.partyName].filter(Boolean).join(', '),
    description: [[meta.partyName, when].filter(Boolean).join(' · '), note, url]
      .filter(Boolean)
      .join('\n'),
    ...(url ? { url } : {}),
  };
}

export interface PlanIcsOptions {
  /** the app's origin, for each set's short link */
  origin: string;
  /** when the file is made (DTSTAMP) */
  now: Date;
  /** X-WR-CALNAME */
  name: string;
  /** the language of the night names in the descriptions */
  locale?: Locale;
}

/** One calendar file holding `sets` of `lineup`'s event. */
export function planIcs(
  lineup: LineupResponse,
  sets: readonly LineupSet[],
  { origin, now, name, locale = 'en' }: PlanIcsOptions,
): string {
  const { meta } = lineup;
  const hour = lineupBreakHour(lineup);
  return buildIcs({
    name,
    timeZone: meta.timeZone,
    dtstamp: now.toISOString(),
    events: sets.map((set) =>
      icsEventOf(meta, set, origin, setOccurrence(lineup, set), locale, hour),
    ),
  });
}

/** A file name without characters that file systems or download bars dislike. */
export function icsFileName(...parts: string[]): string {
  const slug = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'lineup'}.ics`;
}
