// sets and tracks of an event file. One bad set or track is skipped with a warning naming
// its line; the rest of the event still loads (spec §5).
import { LIKE_LIMITS } from '../constants.ts';
import { parseEventTime } from '../time/eventTime.ts';
import { formatTime } from '../time/zonedTime.ts';
import type { Track } from '../types.ts';
import { clip } from './cleanText.ts';
import type { LoadedMeta, LoadedSet } from './loadedEvent.ts';
import { parseSetMeta, safeUrlOf } from './setMeta.ts';
import {
  asMap,
  entries,
  isNullNode,
  itemsOf,
  type LoadContext,
  type MaybeNode,
  textOf,
  warn,
} from './yamlNodes.ts';

const SET_KEYS = ['dj', 'room', 'start', 'end', 'change', 'meta'];
const TRACK_KEYS = ['key', 'value', 'dj', 'room', 'start', 'end', 'createdAt', 'image'];

/** A room given as an index (0-based), a stage slug, or the room's display name. */
export function resolveRoom(ctx: LoadContext, node: MaybeNode, meta: LoadedMeta): number | null {
  const text = textOf(ctx, node)?.trim();
  if (text === undefined || text === '') return null;
  if (/^\d+$/.test(text)) {
    const index = Number(text);
    return index < meta.rooms.length ? index : null;
  }
  const bySlug = meta.stageUrls.indexOf(text.toLowerCase());
  if (bySlug >= 0) return bySlug;
  // stage names are shortened like the rooms (eventMeta.ts)
  const byName = meta.rooms.indexOf(clip(text, LIKE_LIMITS.room));
  return byName >= 0 ? byName : null;
}

function fieldsOf(ctx: LoadContext, item: unknown, known: string[], where: string) {
  const map = asMap(ctx, item);
  if (!map) return null;
  const fields = new Map<string, MaybeNode>();
  for (const [key, value, at] of entries(ctx, map)) {
    if (known.includes(key)) fields.set(key, value);
    else warn(ctx, at, 'unknown-key', `${where}: unknown key "${key}"; ignored`, { key });
  }
  return fields;
}

function timeOf(ctx: LoadContext, node: MaybeNode, timeZone: string): string | null {
  const text = textOf(ctx, node);
  return text === null ? null : parseEventTime(text, timeZone, ctx.now);
}

/**
 * A local time the clocks skip that night (02:30 in Berlin on the last Sunday of March) is
 * read as the time after the jump: said in the words every importer uses.
 */
function skippedTimeWarning(text: string | null, instant: string, timeZone: string): string | null {
  const wall = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})(?::00)?$/.exec(text?.trim() ?? '')?.[1];
  if (!wall) return null;
  const read = formatTime(instant, timeZone);
  return read === wall
    ? null
    : `${wall} does not exist that night in ${timeZone} (the clocks go forward): read as ${read}`;
}

/** where a set's messages say it is: "sets[4] (Act)" */
export function setWhere(index: number, dj: string): string {
  return dj ? `sets[${index}] (${clip(dj, 60)})` : `sets[${index}]`;
}

/** one set of the list checked on its own: the loaded set, or null when it is left out */
export interface SetCheck {
  set: LoadedSet | null;
  /** stage, act, start and change: a later set with the same is a duplicate */
  identity: string | null;
}

/**
 * One set checked alone (everything but the duplicate rule, which needs the sets before it):
 * its warnings go to `ctx` (spec §5).
 */
export function checkSet(ctx: LoadContext, item: unknown, i: number, meta: LoadedMeta): SetCheck {
  const djNode = asMap(ctx, item)?.get('dj', true);
  const written = textOf(ctx, djNode)?.trim() ?? '';
  // a like holds at most LIKE_LIMITS.dj characters of the name: longer would never sync
  const dj = clip(written, LIKE_LIMITS.dj).trim();
  const where = setWhere(i, dj);
  if (dj !== written) {
    const message = `${where}: the act name is longer than ${LIKE_LIMITS.dj} characters; shortened`;
    warn(ctx, djNode ?? item, 'set.dj', message, {
      set: i + 1,
      dj,
      problem: 'long',
      max: LIKE_LIMITS.dj,
    });
  }
  const fields = fieldsOf(ctx, item, SET_KEYS, where);
  if (!fields) {
    warn(ctx, item, 'set', `${where} must be a mapping (dj, room, start, end); skipped`, {
      set: i + 1,
    });
    return { set: null, identity: null };
  }
  let ok = true;
  if (dj === '') {
    warn(ctx, item, 'set.dj', `${where}: set without dj; skipped`, {
      set: i + 1,
      problem: 'missing',
    });
    ok = false;
  }
  const roomNode = fields.get('room');
  const room = resolveRoom(ctx, roomNode, meta);
  if (room === null) {
    const shown = textOf(ctx, roomNode) ?? '';
    warn(ctx, roomNode ?? item, 'set.room', `${where}: room "${shown}" names no room; skipped`, {
      set: i + 1,
      dj,
      room: shown,
    });
    ok = false;
  }
  const start = timeOf(ctx, fields.get('start'), meta.timeZone);
  const end = timeOf(ctx, fields.get('end'), meta.timeZone);
  for (const [name, value] of [['start', start] as const, ['end', end] as const]) {
    if (value !== null) continue;
    const at = fields.get(name) ?? item;
    const shown = textOf(ctx, fields.get(name)) ?? '';
    warn(ctx, at, 'set.date', `${where}: ${name} "${shown}" is not a valid time; skipped`, {
      set: i + 1,
      dj,
      field: name,
      value: shown,
      problem: 'unreadable',
    });
    ok = false;
  }
  for (const [name, value] of [['start', start] as const, ['end', end] as const]) {
    const skipped =
      value && skippedTimeWarning(textOf(ctx, fields.get(name)), value, meta.timeZone);
    if (skipped) {
      warn(ctx, fields.get(name), 'time.skipped', `${where}: ${name}: ${skipped}`, {
        set: i + 1,
        dj,
        field: name,
        timeZone: meta.timeZone,
      });
    }
  }
  if (start !== null && end !== null && end <= start) {
    warn(ctx, fields.get('end'), 'set.date', `${where}: end is not after start; skipped`, {
      set: i + 1,
      dj,
      field: 'end',
      value: textOf(ctx, fields.get('end')) ?? '',
      problem: 'endNotAfterStart',
    });
    ok = false;
  }
  const changeNode = fields.get('change');
  const change = textOf(ctx, changeNode)?.trim();
  if (change === undefined && !isNullNode(ctx, changeNode)) {
    warn(ctx, changeNode, 'set.change', `${where}: change must be a text; ignored`);
  }
  const setMeta = parseSetMeta(ctx, fields.get('meta'), where);
  if (!ok || room === null || start === null || end === null) return { set: null, identity: null };
  const set: LoadedSet = { dj, room, start, end, meta: setMeta };
  if (change) set.change = change;
  // the change note is part of a set's identity: a conference puts two talks of one
  // speaker into one slot, and they are two sessions, not a duplicate
  return { set, identity: `${room}\n${dj.toLowerCase()}\n${start}\n${change ?? ''}` };
}

/** the warning of a set that repeats an earlier one (it is left out) */
export function duplicateWarning(index: number, dj: string) {
  return {
    rule: 'set.duplicate',
    message: `${setWhere(index, dj)}: same dj, room, start and change as an earlier set; skipped`,
    params: { set: index + 1, dj },
  };
}

export function parseTracks(ctx: LoadContext, node: MaybeNode, meta: LoadedMeta): Track[] {
  if (isNullNode(ctx, node)) return [];
  const items = itemsOf(ctx, node);
  if (!items) {
    warn(ctx, node, 'tracks', 'tracks must be a list; no track loaded');
    return [];
  }
  const tracks: Track[] = [];
  items.forEach((item, i) => {
    const where = `tracks[${i}]`;
    const fields = fieldsOf(ctx, item, TRACK_KEYS, where);
    if (!fields) {
      warn(ctx, item, 'track', `${where} must be a mapping (key, value, dj, room…); skipped`);
      return;
    }
    const key = textOf(ctx, fields.get('key'))?.trim() ?? '';
    const dj = textOf(ctx, fields.get('dj'))?.trim() ?? '';
    const room = resolveRoom(ctx, fields.get('room'), meta);
    const problems: string[] = [];
    if (key === '') problems.push('key (title) missing');
    if (dj === '') problems.push('dj missing');
    if (room === null)
      problems.push(`room "${textOf(ctx, fields.get('room')) ?? ''}" names no room`);
    const times: Record<'start' | 'end' | 'createdAt', string | null> = {
      start: null,
      end: null,
      createdAt: null,
    };
    for (const name of ['start', 'end', 'createdAt'] as const) {
      const timeNode = fields.get(name);
      if (isNullNode(ctx, timeNode)) continue;
      times[name] = timeOf(ctx, timeNode, meta.timeZone);
      if (times[name] === null) problems.push(`${name} is not a valid time`);
    }
    if (problems.length > 0) {
      warn(ctx, item, 'track', `${where}: ${problems.join(', ')}; skipped`);
      return;
    }
    const valueNode = fields.get('value');
    if (isNullNode(ctx, valueNode)) {
      warn(ctx, item, 'track', `${where}: value (link) missing; skipped`);
      return;
    }
    const value = safeUrlOf(ctx, valueNode, `${where}.value`);
    if (value === null) return;
    const image = safeUrlOf(ctx, fields.get('image'), `${where}.image`);
    tracks.push({ key, value, dj, room: room ?? 0, ...times, image });
  });
  return tracks;
}
