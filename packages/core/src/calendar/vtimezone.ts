// A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone over the span of a calendar's events: one
// observance per offset change in that span (no RRULE, so no guessing about future rules),
// plus the one in force at its start.
import { localDateTime, paramValue, utcOffset } from './icsText.ts';
import {
  lastChangeBefore,
  type OffsetChange,
  offsetChanges,
  utcOffsetMinutes,
} from './zoneOffsets.ts';

const MINUTE_MS = 60_000;

/** DTSTART of an observance: the wall-clock time just before the change, in the old offset. */
function onsetOf(change: OffsetChange): string {
  const d = new Date(change.at + change.from * MINUTE_MS);
  return localDateTime({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  });
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, from: number, to: number) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

/** Content lines (unfolded) of the VTIMEZONE of `timeZone` covering [fromIso, toIso]. */
export function vtimezoneLines(timeZone: string, fromIso: string, toIso: string): string[] {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  const first = lastChangeBefore(from, timeZone);
  const changes = [...(first ? [first] : []), ...offsetChanges(from, to, timeZone)];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${paramValue(timeZone)}`];
  if (changes.length === 0) {
    // a zone without daylight saving: one standard time since 1970
    const offset = utcOffsetMinutes(from, timeZone);
    lines.push(...observance('STANDARD', '19700101T000000', offset, offset));
  }
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(...observance(kind, onsetOf(change), change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
