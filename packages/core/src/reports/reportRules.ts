// What a fan's report may say (the text rules of event files: printable text, bounded length,
// no links) and when two reports are the same report (merged in the queue with a count).
import { cleanText } from '../event/cleanText.ts';
import { actName } from '../plan/matchLikes.ts';
import { parseEventTime } from '../time/eventTime.ts';
import { nightOfWall, wallAfter, wallOf, wallOnNight } from '../time/wallTime.ts';
import type { ReportPayload, SetRef } from './reportTypes.ts';

export const REPORT_LIMITS = {
  /** characters of an act's name */
  dj: 100,
  /** characters of a note (b2b …) */
  note: 200,
  /** stages of an event */
  stages: 100,
} as const;

const FIVE_MINUTES = 5 * 60_000;
/** a report is about the event's days: a time further than this from now is refused */
const MAX_SHIFT_MS = 14 * 24 * 3600_000;
/** links and markup have no place in a report (an act's links are the organiser's) */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|javascript:|data:|<|>)/i;

/** the instant rounded to the nearest 5 minutes ("who's playing" starts there) */
export function roundToFiveMinutes(at: Date): string {
  return new Date(Math.round(at.getTime() / FIVE_MINUTES) * FIVE_MINUTES).toISOString();
}

export type ReportCheck = { ok: true; payload: ReportPayload } | { ok: false; error: string };

function text(value: unknown, what: string, max: number, required: boolean): string | Error {
  if (value === undefined || value === null) {
    return required ? new Error(`${what} is missing`) : '';
  }
  if (typeof value !== 'string') return new Error(`${what} must be text`);
  const clean = cleanText(value).text.replace(/\s+/g, ' ').trim();
  if (required && clean === '') return new Error(`${what} is empty`);
  if (clean.length > max) return new Error(`${what} is longer than ${max} characters`);
  if (LINK.test(clean)) return new Error(`${what} may not hold links or markup`);
  return clean;
}

function instant(value: unknown, what: string, now: Date): string | Error {
  if (typeof value !== 'string' || value.length > 40) return new Error(`${what} is not a time`);
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return new Error(`${what} is not a time`);
  }
  if (Math.abs(ms - now.getTime()) > MAX_SHIFT_MS) {
    return new Error(`${what} is more than 14 days from now`);
  }
  return new Date(ms).toISOString();
}

function stage(value: unknown, stages: number): number | Error {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < stages
    ? (value as number)
    : new Error('the stage is not one of this event');
}

function setRef(value: unknown, stages: number, now: Date): SetRef | Error {
  if (!value || typeof value !== 'object') return new Error('the set is missing');
  const v = value as Record<string, unknown>;
  const dj = text(v.dj, "the set's act", REPORT_LIMITS.dj, true);
  const s = stage(v.stage, stages);
  const start = instant(v.start, "the set's start", now);
  for (const part of [dj, s, start]) if (part instanceof Error) return part;
  return { dj: dj as string, stage: s as number, start: start as string };
}

/**
 * A report as a fan's app sends it, checked and cleaned against the event's stage count.
 * Never throws: a bad report gets a sentence saying what is wrong.
 */
export function checkReport(input: unknown, stages: number, now: Date): ReportCheck {
  const fail = (error: Error): ReportCheck => ({ ok: false, error: error.message });
  if (!input || typeof input !== 'object') return fail(new Error('the report is empty'));
  const v = input as Record<string, unknown>;
  if (v.kind === 'playing') {
    const s = stage(v.stage, stages);
    const dj = text(v.dj, 'the act', REPORT_LIMITS.dj, true);
    const start = instant(v.start, 'the start', now);
    for (const part of [s, dj, start]) if (part instanceof Error) return fail(part);
    const rounded = roundToFiveMinutes(new Date(start as string));
    return {
      ok: true,
      payload: { kind: 'playing', stage: s as number, start: rounded, dj: dj as string },
    };
  }
  if (v.kind === 'chain') {
    const set = setRef(v.set, stages, now);
    const dj = text(v.dj, 'the next act', REPORT_LIMITS.dj, true);
    for (const part of [set, dj]) if (part instanceof Error) return fail(part);
    return { ok: true, payload: { kind: 'chain', set: set as SetRef, dj: dj as string } };
  }
  if (v.kind === 'change') {
    const set = setRef(v.set, stages, now);
    if (set instanceof Error) return fail(set);
    const payload: Extract<ReportPayload, { kind: 'change' }> = { kind: 'change', set };
    if (v.start !== undefined) {
      const start = instant(v.start, 'the new start', now);
      if (start instanceof Error) return fail(start);
      payload.start = start;
    }
    if (v.end !== undefined) {
      const end = instant(v.end, 'the new end', now);
      if (end instanceof Error) return fail(end);
      payload.end = end;
    }
    if (payload.start && payload.end && payload.end <= payload.start) {
      return fail(new Error('the new end is not after the new start'));
    }
    if (v.dj !== undefined) {
      const dj = text(v.dj, 'the other act', REPORT_LIMITS.dj, true);
      if (dj instanceof Error) return fail(dj);
      payload.dj = dj;
    }
    if (v.cancelled === true) payload.cancelled = true;
    if (v.note !== undefined) {
      const note = text(v.note, 'the note', REPORT_LIMITS.note, false);
      if (note instanceof Error) return fail(note);
      if (note) payload.note = note;
    }
    if (!payload.start && !payload.end && !payload.dj && !payload.cancelled && !payload.note) {
      return fail(new Error('the report changes nothing'));
    }
    return { ok: true, payload };
  }
  return fail(new Error('the kind of report is unknown'));
}

function refKey(set: SetRef): unknown[] {
  return [actName(set.dj), set.stage, set.start];
}

/**
 * Two reports with the same key say the same thing (act names as sets are matched: spacing
 * and capitals apart); the queue shows them once, with how many fans made them.
 */
export function reportKey(payload: ReportPayload): string {
  switch (payload.kind) {
    case 'playing':
      return JSON.stringify(['playing', payload.stage, payload.start, actName(payload.dj)]);
    case 'chain':
      return JSON.stringify(['chain', ...refKey(payload.set), actName(payload.dj)]);
    case 'change':
      return JSON.stringify([
        'change',
        ...refKey(payload.set),
        payload.start ?? null,
        payload.end ?? null,
        payload.dj ? actName(payload.dj) : null,
        payload.cancelled ?? false,
        payload.note ? payload.note.toLowerCase() : null,
      ]);
  }
}

/**
 * A set's other times as a fan types them ("23:30", "01:00") as instants: the start on the
 * set's night, the end the first such clock time after the start. Null for a clock time that
 * is not one.
 */
export function reportTimes(
  setStart: string,
  timeZone: string,
  startClock: string,
  endClock: string,
  now: Date,
): { start: string; end: string } | null {
  const night = nightOfWall(wallOf(setStart, timeZone));
  const start = night ? wallOnNight(night, startClock) : null;
  const end = start ? wallAfter(start, endClock) : null;
  if (!start || !end) return null;
  const a = parseEventTime(start, timeZone, now);
  const b = parseEventTime(end, timeZone, now);
  return a && b ? { start: a, end: b } : null;
}
