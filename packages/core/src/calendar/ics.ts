// An RFC 5545 iCalendar file from a list of timed events: what organisers export and what a
// fan's "add to calendar" downloads. Pure: the caller gives the stamp time and the UIDs.
import { zonedParts } from '../time/zonedTime.ts';
import { escapeText, foldLine, localDateTime, paramValue, utcDateTime } from './icsText.ts';
import { vtimezoneLines } from './vtimezone.ts';
import { isUnambiguousWallTime } from './zoneOffsets.ts';

export { escapeText, foldLine, utf8Length } from './icsText.ts';
export { isUnambiguousWallTime, utcOffsetMinutes } from './zoneOffsets.ts';

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
  // the second pass of a repeated autumn hour has no local form of its own: write it in UTC
  if (!timeZone || !isUnambiguousWallTime(iso, timeZone)) return `${name}:${utcDateTime(iso)}`;
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
  for (const event of events) lines.push(...eventLines(event, calendar.dtstamp, timeZone));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
