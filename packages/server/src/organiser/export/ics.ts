// The timetable as an iCalendar file: one VEVENT per set (a placeholder "?" as "Act to be
// announced", with its note), the stage as LOCATION, times in the event's zone, UIDs stable across exports so a calendar
// that imported the file before updates its events instead of doubling them.
import { createHash } from 'node:crypto';
import { buildLineup, type LineupSet, type LoadedEvent, placeholderSubtitle } from '@lineup/core';
import { buildIcs, type IcsEvent } from '@lineup/core/calendar/ics';

/**
 * One UID per set, stable across exports: event, stage, act and start. Two talks of one
 * speaker in one slot (a conference) differ only in their title, which then joins the key.
 */
export function setUid(
  eventId: string,
  set: { dj: string; start: string; change?: string | null },
  stage: string,
  withChange = false,
): string {
  const key = [eventId, stage, set.dj, set.start, ...(withChange ? [set.change ?? ''] : [])];
  const digest = createHash('sha256').update(key.join('\n')).digest('hex');
  return `${digest.slice(0, 32)}@${eventId}.lineup`;
}

function description(set: LineupSet): string | undefined {
  const lines: string[] = [];
  if (set.change?.startsWith('*')) lines.push(set.change.slice(1).trim());
  for (const entry of set.meta) {
    if (!entry.key.startsWith('avatar')) lines.push(`${entry.key}: ${entry.value}`);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export function exportIcs(event: LoadedEvent, now: Date): string {
  const lineup = buildLineup(event, [event], now);
  const events: IcsEvent[] = [];
  const used = new Set<string>();
  for (const room of lineup.sets) {
    for (const set of room) {
      const stage = lineup.meta.rooms[set.room] ?? '';
      let uid = setUid(event.id, set, stage);
      if (used.has(uid)) uid = setUid(event.id, set, stage, true);
      used.add(uid);
      const ics: IcsEvent = {
        uid,
        start: set.start,
        end: set.end,
        summary: set.isMarkerSet ? placeholderSubtitle(set) : set.djAndChange,
        location: stage,
      };
      const text = description(set);
      if (text) ics.description = text;
      const link = set.meta.find((m) => !m.key.startsWith('avatar') && /^https?:/i.test(m.value));
      if (link) ics.url = link.value;
      events.push(ics);
    }
  }
  events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return buildIcs({
    prodId: '-//Lineup//lineup export//EN',
    name: event.meta.partyName,
    timeZone: event.meta.timeZone,
    dtstamp: now.toISOString(),
    events,
  });
}
