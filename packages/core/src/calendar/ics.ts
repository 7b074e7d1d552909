// An RFC 5545 iCalendar file from a list of timed events: what organisers export and what a
// fan's "add to calendar" downloads. Pure: the caller gives the stamp time and the UIDs.
import { zonedParts } from '../time/zonedTime.ts';
import { escapeText, foldLine, localDateTime, paramValue, utcDateTime } from './icsText.ts';
import { vtimezoneLines } from './vtimezone.ts';
import { isRepeatedWallTime } from './zoneOffsets.ts';

export { escapeText, foldLine, utf8Length } from './icsText.ts';
export { isRepeatedWallTime, isUnambiguousWallTime, utcOffsetMinutes } from './zoneOffsets.ts';

export interface IcsEvent {
  /** globally unique and stable across exports (a calendar updates the event it already has) */
  uid: string;
  /** ISO instants */
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

export interface IcsCalendar {
  /** PRODID; default "-//Lineup//Lineup//EN" */
  prodId?: string;
  /** calendar name shown by calendar apps (X-WR-CALNAME) */
  name?: string;
  /**
   * IANA zone: times are written as local times with TZID and a VTIMEZONE, so calendar apps
   * show the festival's clock. Without it every time is written in UTC.
   */
  timeZone?: string;
  /** DTSTAMP of every event: when the file was made (ISO instant) */
  dtstamp: string;
  events: IcsEvent[];
}

const DEFAULT_PROD_ID = '-//Lineup//Lineup//EN';
const iso = (ms: number) => new Date(ms).toISOString();

function dateTimeLine(name: 'DTSTART' | 'DTEND', iso: string, timeZone?: string): string {
  // a local time of the repeated autumn hour names two instants, and readers pick different
  // ones (RFC 5545 the first, ical.js the second): both passes are written in UTC
  if (!timeZone || isRepeatedWallTime(iso, timeZone)) return `${name}:${utcDateTime(iso)}`;
  const p = zonedParts(iso, timeZone);
  const second = new Date(iso).getUTCSeconds();
  return `${name};TZID=${paramValue(timeZone)}:${localDateTime({ ...p, second })}`;
}

function eventLines(event: IcsEvent, dtstamp: string, timeZone?: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(dtstamp)}`,
    dateTimeLine('DTSTART', event.start, timeZone),
    dateTimeLine('DTEND', event.end, timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // a URI value is not TEXT-escaped; line breaks could never be valid in one
  if (event.url && !/[\r\n]/.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar: CRLF line ends, lines folded at 75 octets, TEXT values escaped. */
export function buildIcs(calendar: IcsCalendar): string {
  const { timeZone, events } = calendar;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId ?? DEFAULT_PROD_ID)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (timeZone) {
    lines.push(`X-WR-TIMEZONE:${escapeText(timeZone)}`);
    if (events.length > 0) {
      const from = Math.min(...events.map((e) => Date.parse(e.start)));
      const to = Math.max(...events.map((e) => Date.parse(e.end)));
      lines.push(...vtimezoneLines(timeZone, iso(from), iso(to)));
    }
  }
  // a calendar app merges or drops events sharing a UID: a repeated one gets a suffix
  const used = new Set<string>();
  for (const event of events) {
    let uid = event.uid;
    for (let n = 2; used.has(uid); n++) uid = event.uid.replace(/(@|$)/, `-${n}$1`);
    used.add(uid);
    lines.push(...eventLines({ ...event, uid }, calendar.dtstamp, timeZone));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
