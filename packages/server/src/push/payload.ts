// What a push message carries to the service worker (shape: core pushTypes.ts): facts, not
// sentences. The worker words them in the subscription's language with the app's own texts
// (web: reminders/pushText.ts), so a notification reads exactly like the app. Kept well under
// the 4 KB push services take.
import type { ChangeLine, EventMeta, LikedChange, Locale, PushPayload } from '@lineup/core';
import { LOCALES } from '@lineup/core';

/** changes listed in one alert; the rest are counted */
export const MAX_CHANGE_LINES = 8;

export function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

function prefixPath(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** the stage's timetable with the act in focus */
export function setUrl(locale: Locale, event: string, dj: string): string {
  return `${prefixPath(locale)}/lineup/${encodeURIComponent(event)}?s=${encodeURIComponent(dj)}`;
}

export function eventUrl(locale: Locale, event: string): string {
  return `${prefixPath(locale)}/event/${encodeURIComponent(event)}`;
}

export function reminderPayload(
  locale: Locale,
  meta: EventMeta,
  set: { dj: string; room: number; start: string },
  minutes: number,
): PushPayload {
  return {
    kind: 'reminder',
    locale,
    prefix: meta.prefix,
    url: setUrl(locale, meta.id, set.dj),
    tag: `reminder:${meta.id}:${set.dj}:${set.room}:${set.start}`,
    event: meta.id,
    party: meta.partyName,
    dj: set.dj,
    stage: meta.rooms[set.room] ?? '',
    start: set.start,
    timeZone: meta.timeZone,
    minutes,
  };
}

function lineOf(change: LikedChange, meta: EventMeta): ChangeLine {
  switch (change.kind) {
    case 'time':
      return { kind: 'time', dj: change.set.dj, to: change.to, from: change.from };
    case 'stage':
      return {
        kind: 'stage',
        dj: change.set.dj,
        to: meta.rooms[change.toRoom] ?? '?',
        from: meta.rooms[change.fromRoom] ?? '?',
      };
    case 'note':
      return { kind: 'note', dj: change.set.dj, note: change.change };
    default:
      return { kind: 'cancelled', dj: change.like.dj };
  }
}

export function changesPayload(
  locale: Locale,
  previous: EventMeta,
  next: EventMeta,
  changes: readonly LikedChange[],
  /** the festival's break hour (core's lineupBreakHour): the text names days by night */
  breakHour?: number,
): PushPayload {
  const lines = changes.map((c) => lineOf(c, c.kind === 'stage' ? next : previous));
  const first = changes[0];
  const focus = first && first.kind !== 'cancelled' ? first.set.dj : null;
  return {
    kind: 'changes',
    locale,
    prefix: next.prefix,
    url: focus ? setUrl(locale, next.id, focus) : eventUrl(locale, next.id),
    tag: `changes:${next.id}`,
    event: next.id,
    party: next.partyName,
    timeZone: next.timeZone,
    ...(breakHour === undefined ? {} : { breakHour }),
    changes: lines.slice(0, MAX_CHANGE_LINES),
    more: Math.max(0, lines.length - MAX_CHANGE_LINES),
  };
}

export function testPayload(locale: Locale, prefix: string): PushPayload {
  return { kind: 'test', locale, prefix, url: `${prefixPath(locale)}/`, tag: 'test' };
}

/**
 * The payload as sent: JSON of at most MAX_PAYLOAD_BYTES. Push services refuse a message over
 * 4,096 bytes once encrypted (about 100 bytes of header and tag), and the texts come from event
 * files, so a long act name, note or URL must not cost the fan the message: long texts are cut
 * (with "…"), then change lines go into `more`, until it fits.
 */
export const MAX_PAYLOAD_BYTES = 3000;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

function cutLine(line: ChangeLine, max: number): ChangeLine {
  switch (line.kind) {
    case 'stage':
      return { ...line, dj: cut(line.dj, max), to: cut(line.to, max), from: cut(line.from, max) };
    case 'note':
      return {
        ...line,
        dj: cut(line.dj, max),
        note: line.note === null ? null : cut(line.note, max),
      };
    default:
      return { ...line, dj: cut(line.dj, max) };
  }
}

function cutTexts(payload: PushPayload, max: number): PushPayload {
  // the URL only opens the page: the event's own page is always short and right
  const url =
    payload.url.length > max && 'event' in payload
      ? eventUrl(payload.locale, payload.event)
      : payload.url;
  const tag = cut(payload.tag, Math.max(max, 64));
  switch (payload.kind) {
    case 'reminder':
      return {
        ...payload,
        url,
        tag,
        party: cut(payload.party, max),
        dj: cut(payload.dj, max),
        stage: cut(payload.stage, max),
      };
    case 'changes':
      return {
        ...payload,
        url,
        tag,
        party: cut(payload.party, max),
        changes: payload.changes.map((line) => cutLine(line, max)),
      };
    case 'booked':
      return {
        ...payload,
        url,
        tag,
        party: cut(payload.party, max),
        sets: payload.sets.map((set) => ({
          ...set,
          dj: cut(set.dj, max),
          stage: cut(set.stage, max),
        })),
      };
    default:
      return { ...payload, url, tag };
  }
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

export function payloadText(payload: PushPayload): string {
  let text = JSON.stringify(payload);
  for (const max of [400, 160, 80, 40, 20]) {
    if (byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
    payload = cutTexts(payload, max);
    text = JSON.stringify(payload);
  }
  while (
    byteLength(text) > MAX_PAYLOAD_BYTES &&
    payload.kind === 'changes' &&
    payload.changes.length > 0
  ) {
    payload = { ...payload, changes: payload.changes.slice(0, -1), more: payload.more + 1 };
    text = JSON.stringify(payload);
  }
  return text;
}
