// frab / pretalx schedules (XML or JSON, as both export them) → an event: rooms as stages in
// the order first seen, persons as the act (the title when there is no person), the title
// as the change note when it says more than the names.
import { isSafeUrl, isValidTimeZone, type MetaEntry } from '@lineup/core';
import {
  DEFAULT_TIME_ZONE,
  type DraftSet,
  type ImportOptions,
  type ImportResult,
  Problems,
} from '../draft.ts';
import {
  instantOnDay,
  parseClock,
  parseDateTime,
  parseDuration,
  skippedTimeNote,
  wallClockOf,
} from '../localTime.ts';
import { readFrabJson } from './frabJson.ts';
import type { FrabSchedule, FrabSession } from './frabModel.ts';
import { readFrabXml } from './frabXml.ts';
import { kindOfUrl } from './linkKeys.ts';

const MINUTE_MS = 60_000;

function startOf(s: FrabSession, timeZone: string, now: Date): string | null {
  if (s.date) {
    const full = parseDateTime(s.date.replace(/\.\d+/, ''), timeZone, now);
    if (full) return full;
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.dayDate);
  const minutes = parseClock(s.start);
  if (!day || minutes === null) return null;
  const date = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) };
  const start = instantOnDay(date, minutes, timeZone);
  // a conference day runs past midnight: 01:00 of "day 1" is the next morning
  const dayStart = s.dayStart ? parseDateTime(s.dayStart, timeZone, now) : null;
  return dayStart && start < dayStart ? instantOnDay(date, minutes + 24 * 60, timeZone) : start;
}

/** a start given as day + HH:MM (no offset) in the hour a spring night skips */
function startGapNote(s: FrabSession, start: string, timeZone: string): string | null {
  if (s.date && /(?:Z|[+-]\d{2}:?\d{2})$/i.test(s.date.trim())) return null;
  const wall = s.date ? wallClockOf(s.date) : null;
  const minutes = parseClock(s.start);
  const written =
    wall ?? (minutes === null ? null : { hour: Math.floor(minutes / 60), minute: minutes % 60 });
  return written ? skippedTimeNote(written, start, timeZone) : null;
}

function metaOf(s: FrabSession, problems: Problems): MetaEntry[] {
  const meta: MetaEntry[] = [];
  for (const link of s.links) {
    if (isSafeUrl(link.url)) meta.push({ key: kindOfUrl(link.url), value: link.url });
    else problems.note(s.line, 'link.protocol', `link "${link.url}" is not http(s); dropped`);
  }
  for (const person of s.persons) {
    if (person.avatar && isSafeUrl(person.avatar)) {
      meta.push({ key: 'avatarDefault', value: person.avatar });
    }
  }
  return meta;
}

function zoneOf(schedule: FrabSchedule, opts: ImportOptions, problems: Problems): string {
  if (opts.timeZone) return opts.timeZone;
  if (isValidTimeZone(schedule.timeZone)) return schedule.timeZone;
  const why = schedule.timeZone
    ? `time_zone_name "${schedule.timeZone}" is not an IANA zone`
    : 'the schedule names no time_zone_name';
  problems.note(undefined, 'tz', `${why}: local times read in ${DEFAULT_TIME_ZONE} (set --tz)`);
  return DEFAULT_TIME_ZONE;
}

export function importFrab(text: string, opts: ImportOptions): ImportResult {
  const problems = new Problems(opts.path, opts.strict);
  const isXml = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
  const schedule = isXml ? readFrabXml(text, problems) : readFrabJson(text, problems);
  if (!schedule) return problems.result(null);
  const timeZone = zoneOf(schedule, opts, problems);
  const sets: DraftSet[] = [];
  /**
   * guid (or id) and start → the line it was first seen on: a frab event's identity. A workshop
   * held again on another day keeps its guid (36C3's "Löten für Einsteiger" on the 27th and the
   * 29th); only the same guid at the same time is the same event listed twice.
   */
  const seen = new Map<string, number | undefined>();
  for (const s of schedule.sessions) {
    const what = s.title ? `event "${s.title}"` : 'event';
    const names = s.persons.map((p) => p.name);
    const dj = names.length > 0 ? names.join(' & ') : s.title;
    const issues: string[] = [];
    if (dj === '') issues.push('no person and no title');
    if (s.room === '') issues.push('no room');
    const start = startOf(s, timeZone, opts.now);
    if (start === null) issues.push(`no valid start (date "${s.date}", start "${s.start}")`);
    const minutes = parseDuration(s.duration);
    if (minutes === null) {
      issues.push(
        /^0+(:0+)*$/.test(s.duration.trim())
          ? `duration "${s.duration}" is zero (a set needs an end after its start)`
          : `duration "${s.duration}" is not a length like 01:30`,
      );
    }
    const identity = s.id ? `${s.id} ${start ?? `${s.date} ${s.start}`}` : '';
    if (identity && seen.has(identity)) {
      problems.note(
        s.line,
        'frab.duplicate',
        `${what}: the same event (${s.id}) at the same time as on line ${seen.get(identity)}; skipped`,
      );
      continue;
    }
    if (identity) seen.set(identity, s.line);
    if (issues.length > 0 || start === null || minutes === null) {
      problems.skip(s.line, 'frab.event', `${what}: ${issues.join(', ')}`, {
        problem: 'event.unreadable',
        title: what,
        reasons: issues.join(', '),
      });
      continue;
    }
    const skipped = startGapNote(s, start, timeZone);
    if (skipped) problems.note(s.line, 'time.skipped', `${what}: ${skipped}`);
    const set: DraftSet = {
      dj,
      room: schedule.rooms.indexOf(s.room),
      start,
      end: new Date(Date.parse(start) + Math.round(minutes * MINUTE_MS)).toISOString(),
      meta: metaOf(s, problems),
    };
    if (names.length > 0 && s.title && s.title.toLowerCase() !== dj.toLowerCase()) {
      set.change = s.title;
    }
    sets.push(set);
  }
  if (schedule.sessions.length === 0) {
    problems.error(undefined, 'frab', 'the schedule holds no event');
  }
  return problems.result({
    id: opts.id,
    meta: { partyName: opts.name ?? (schedule.title || opts.id), timeZone, rooms: schedule.rooms },
    sets,
  });
}
