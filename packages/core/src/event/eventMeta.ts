// meta of an event file: timeZone and rooms are required (errors); every other field is
// checked, and a bad value is dropped with a warning so the event still loads.

import { LIKE_LIMITS } from '../constants.ts';
import { parseEventTime } from '../time/eventTime.ts';
import { isValidTimeZone } from '../time/zonedTime.ts';
import { LOCALES, type Locale } from '../types.ts';
import { clip } from './cleanText.ts';
import type { LoadedMeta } from './loadedEvent.ts';
import { defaultEmoticons, defaultStageUrls, SLUG_PATTERN } from './roomDefaults.ts';
import { safeUrlOf } from './setMeta.ts';
import {
  asMap,
  booleanOf,
  entries,
  fail,
  isNullNode,
  itemsOf,
  type LoadContext,
  type MaybeNode,
  stringListOf,
  stringOf,
  textOf,
  warn,
} from './yamlNodes.ts';

export const DEFAULT_YOU_ARE_HERE = '📍';
const PREFIXES = ['festival', 'duck'] as const;
const KINDS = ['bunny', 'duck', 'demo'] as const;
const COMPUTED = [
  'id',
  'beginningSchedule',
  'endSchedule',
  'previousEvents',
  'otherEvents',
  'currentEvents',
];
/** fields parseMeta reads itself; the rest go through optionalField */
const HANDLED = [
  'partyName',
  'prefix',
  'kind',
  'rooms',
  'stages',
  'stageUrls',
  'emoticons',
  'roomImages',
  'start',
  'end',
  'timeZone',
];
const STRING_FIELDS = ['mobileAppName', 'soundcloudClientID'] as const;
const URL_FIELDS = ['partyUrl', 'nowMapImage', 'nowImage2', 'soundcloudRedirectUri'] as const;
const FLAG_FIELDS = ['showTracksPage', 'aboutShowPatreonIcon'] as const;
const AD_FLAG = /^nowShow[A-Za-z0-9]+Ad$/;

function required(ctx: LoadContext, fields: Map<string, MaybeNode>, metaAt: unknown) {
  const tzNode = fields.get('timeZone');
  const timeZone = stringOf(ctx, tzNode)?.trim() ?? '';
  if (!isValidTimeZone(timeZone)) {
    const message =
      timeZone === ''
        ? 'meta.timeZone is missing (an IANA name such as Europe/Berlin)'
        : `meta.timeZone "${timeZone}" is not a valid IANA time zone`;
    fail(ctx, tzNode ?? metaAt, 'meta.timeZone', message, {
      problem: timeZone === '' ? 'missing' : 'unknown',
      value: timeZone,
    });
  }
  const roomsNode = fields.get('rooms');
  const written = stringListOf(ctx, roomsNode)?.map((room) => room.trim());
  // the like of a set holds "dj @ room" in at most LIKE_LIMITS.title characters
  const rooms = written?.map((room) => clip(room, LIKE_LIMITS.room).trim());
  const tooMany = rooms !== undefined && rooms.length > MAX_ROOMS;
  const roomsOk =
    rooms !== undefined && !tooMany && rooms.length > 0 && rooms.every((room) => room !== '');
  if (tooMany) {
    const message = `meta.rooms lists ${rooms.length.toLocaleString('en')} rooms; an event has at most ${MAX_ROOMS}`;
    fail(ctx, roomsNode, 'meta.rooms', message);
  } else if (!roomsOk) {
    fail(ctx, roomsNode ?? metaAt, 'meta.rooms', 'meta.rooms is missing or invalid');
  }
  if (roomsOk && rooms.some((room, i) => room !== written?.[i])) {
    const message = `a room name is longer than ${LIKE_LIMITS.room} characters; shortened`;
    warn(ctx, roomsNode, 'meta.rooms', message);
  }
  return { timeZone, rooms: roomsOk ? rooms : [] };
}

/** stages of one event: Glastonbury, the largest we know, has 85 */
export const MAX_ROOMS = 200;
/** opening windows (meta start/end pairs) of one event: one a day for a year */
export const MAX_WINDOWS = 366;

/** A per-room list of strings: kept when it names each room once and passes `ok`. */
function perRoom(
  ctx: LoadContext,
  fields: Map<string, MaybeNode>,
  name: 'stages' | 'stageUrls' | 'emoticons',
  rooms: string[],
  ok: (values: string[]) => boolean,
  fallback: string[],
): string[] {
  const node = fields.get(name);
  if (node === undefined) return fallback;
  const list = stringListOf(ctx, node)?.map((v) => v.trim());
  if (list && list.length === rooms.length && ok(list)) return list;
  warn(ctx, node, `meta.${name}`, `meta.${name} must hold one entry per room; defaults used`);
  return fallback;
}

const nonEmpty = (list: string[]) => list.every((v) => v !== '');
const uniqueSlugs = (list: string[]) =>
  list.every((s) => SLUG_PATTERN.test(s) && !/^\d+$/.test(s)) && new Set(list).size === list.length;

function roomImagesOf(ctx: LoadContext, node: MaybeNode, rooms: string[]): (string | null)[] {
  const images: (string | null)[] = rooms.map(() => null);
  const items = itemsOf(ctx, node);
  if (!items || items.length > rooms.length) {
    warn(ctx, node, 'meta.roomImages', 'meta.roomImages must be a list of at most one per room');
  }
  (items ?? []).slice(0, rooms.length).forEach((item, i) => {
    images[i] = safeUrlOf(ctx, item, `meta.roomImages[${i}]`);
  });
  return images;
}

/** Opening windows: a pair is dropped when either side is not a valid time (pairs stay aligned). */
function windowsOf(ctx: LoadContext, fields: Map<string, MaybeNode>, timeZone: string) {
  const lists = (['start', 'end'] as const).map((name) => {
    const node = fields.get(name);
    if (isNullNode(ctx, node)) return [];
    const items = itemsOf(ctx, node);
    if (!items) warn(ctx, node, 'meta.date', `meta.${name} must be a list of times; ignored`);
    return items ?? [];
  });
  const [starts, ends] = lists as [unknown[], unknown[]];
  const count = Math.max(starts.length, ends.length);
  if (count > MAX_WINDOWS) {
    const message = `meta.start/end list ${count.toLocaleString('en')} opening windows; an event has at most ${MAX_WINDOWS} (make a series of events instead)`;
    fail(ctx, fields.get(starts.length >= ends.length ? 'start' : 'end'), 'meta.windows', message);
    return { start: [], end: [] };
  }
  if (starts.length !== ends.length) {
    const unpaired = fields.get(starts.length > ends.length ? 'start' : 'end');
    warn(ctx, unpaired, 'meta.date', 'meta.start and meta.end differ in length; unpaired dropped');
  }
  const start: string[] = [];
  const end: string[] = [];
  for (let i = 0; i < Math.min(starts.length, ends.length); i++) {
    const text = [textOf(ctx, starts[i]), textOf(ctx, ends[i])];
    const [s, e] = text.map((t) => (t === null ? null : parseEventTime(t, timeZone, ctx.now)));
    if (!s || !e || e <= s) {
      const bad = !s ? starts[i] : ends[i];
      const shown = !s ? text[0] : text[1];
      const why = s && e ? 'end is not after start' : `"${shown ?? ''}" is not a valid time`;
      warn(ctx, bad, 'meta.date', `meta.start/end[${i}]: ${why}; pair dropped`);
      continue;
    }
    start.push(s);
    end.push(e);
  }
  return { start, end };
}

function localeMapOf(ctx: LoadContext, node: MaybeNode, name: string) {
  const map = asMap(ctx, node);
  if (!map) {
    warn(ctx, node, `meta.${name}`, `meta.${name} must map locales to texts; ignored`);
    return undefined;
  }
  const out: Partial<Record<Locale, string>> = {};
  for (const [key, value, at] of entries(ctx, map)) {
    const text = stringOf(ctx, value);
    if (!(LOCALES as readonly string[]).includes(key) || text === null) {
      warn(ctx, at, `meta.${name}`, `meta.${name}.${key}: not a text of en, de, fr or pl; dropped`);
    } else {
      out[key as Locale] = text;
    }
  }
  return out;
}

function oneOf<T extends string>(
  ctx: LoadContext,
  node: MaybeNode,
  name: string,
  options: readonly T[],
  fallback: T,
): T {
  if (node === undefined) return fallback;
  const value = stringOf(ctx, node);
  if (value !== null && (options as readonly string[]).includes(value)) return value as T;
  warn(ctx, node, `meta.${name}`, `meta.${name} must be one of ${options.join(', ')}`);
  return fallback;
}

/** `at` (the `meta:` key, or a line) is where problems of missing fields are reported. */
export function parseMeta(
  ctx: LoadContext,
  node: MaybeNode,
  id: string,
  at: unknown,
): LoadedMeta | null {
  const map = asMap(ctx, node);
  if (!map) fail(ctx, at, 'meta', 'meta is missing or not a mapping');
  const fields = new Map<string, MaybeNode>();
  const keyAt = new Map<string, unknown>();
  for (const [key, value, at] of map ? entries(ctx, map) : []) {
    fields.set(key, value);
    keyAt.set(key, at);
  }
  const { timeZone, rooms } = required(ctx, fields, at);
  if (ctx.errors.length > 0) return null;

  const writtenName = stringOf(ctx, fields.get('partyName'))?.trim();
  const givenName = writtenName && clip(writtenName, LIKE_LIMITS.partyName).trim();
  if (!givenName) {
    warn(ctx, at, 'meta.partyName', `meta.partyName missing; "${id}" used`, {
      problem: 'missing',
      id,
    });
  } else if (givenName !== writtenName) {
    const message = `meta.partyName is longer than ${LIKE_LIMITS.partyName} characters; shortened`;
    warn(ctx, fields.get('partyName'), 'meta.partyName', message);
  }
  const roomImagesNode = fields.get('roomImages');
  const meta: LoadedMeta = {
    partyName: givenName || id,
    prefix: oneOf(ctx, fields.get('prefix'), 'prefix', PREFIXES, 'festival'),
    kind: oneOf(ctx, fields.get('kind'), 'kind', KINDS, 'bunny'),
    rooms,
    stages: perRoom(ctx, fields, 'stages', rooms, nonEmpty, rooms),
    stageUrls: perRoom(ctx, fields, 'stageUrls', rooms, uniqueSlugs, defaultStageUrls(rooms)),
    emoticons: perRoom(ctx, fields, 'emoticons', rooms, nonEmpty, defaultEmoticons(rooms)),
    roomImages:
      roomImagesNode === undefined
        ? rooms.map(() => null)
        : roomImagesOf(ctx, roomImagesNode, rooms),
    roomYouAreHereEmoticon: DEFAULT_YOU_ARE_HERE,
    ...windowsOf(ctx, fields, timeZone),
    timeZone,
  };
  for (const [key, value] of fields) {
    if (!HANDLED.includes(key)) optionalField(ctx, meta, key, value, keyAt.get(key));
  }
  return meta;
}

/** One of the optional meta fields; a bad value is dropped with a warning. */
function optionalField(
  ctx: LoadContext,
  meta: LoadedMeta,
  key: string,
  value: MaybeNode,
  keyAt: unknown,
): void {
  const at = value ?? keyAt;
  if (key === 'roomYouAreHereEmoticon') {
    const text = stringOf(ctx, value)?.trim();
    if (text) meta.roomYouAreHereEmoticon = text;
    else warn(ctx, at, `meta.${key}`, `meta.${key} must be a text; default used`);
  } else if (key === 'nowText1Map' || key === 'nowText2Map') {
    const texts = localeMapOf(ctx, value, key);
    if (texts) meta[key] = texts;
  } else if ((URL_FIELDS as readonly string[]).includes(key)) {
    const url = safeUrlOf(ctx, value, `meta.${key}`);
    if (url !== null) meta[key as (typeof URL_FIELDS)[number]] = url;
  } else if ((STRING_FIELDS as readonly string[]).includes(key)) {
    const text = stringOf(ctx, value);
    if (text !== null) meta[key as (typeof STRING_FIELDS)[number]] = text;
    else warn(ctx, at, `meta.${key}`, `meta.${key} must be a text; ignored`);
  } else if ((FLAG_FIELDS as readonly string[]).includes(key) || AD_FLAG.test(key)) {
    const flag = booleanOf(ctx, value);
    if (flag !== null) (meta as Record<string, unknown>)[key] = flag;
    else warn(ctx, at, `meta.${key}`, `meta.${key} must be true or false; ignored`);
  } else if (key === 'debugLogs') {
    const logs = stringListOf(ctx, value);
    if (logs) meta.debugLogs = logs;
    else warn(ctx, at, 'meta.debugLogs', 'meta.debugLogs must be a list of texts; ignored');
  } else if (COMPUTED.includes(key)) {
    warn(ctx, keyAt, 'unknown-key', `meta.${key} is computed when served; ignored`);
  } else {
    warn(ctx, keyAt, 'unknown-key', `unknown key meta.${key}; ignored`);
  }
}
