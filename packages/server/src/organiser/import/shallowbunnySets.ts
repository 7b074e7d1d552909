// One room's sets of the original app's config: a set starts `day` days after the first day
// at `hour:minute` local time; it ends after `duration` minutes or, without one, when the
// next set of its room starts (the last one needs a duration).
import { isSafeUrl, type MetaEntry } from '@lineup/core';
import type { DraftSet, Problems } from '../draft.ts';
import { instantOnDay, parseDuration, skippedTimeNote } from '../localTime.ts';
import { linkKeyOf } from './linkKeys.ts';
import type { CalendarDate } from './shallowbunnyDate.ts';
import { isRecord, type SourceTree, type Tree, textOf } from './sourceTree.ts';

const MINUTE_MS = 60_000;
// `links` is what later versions of the original app call `meta`
const SET_KEYS = new Set(['day', 'hour', 'minute', 'duration', 'dj', 'meta', 'links', 'change']);

export interface Timed {
  set: DraftSet;
  line: number | undefined;
  minutes: number | null;
}

function setMeta(tree: SourceTree, node: Tree | undefined, problems: Problems): MetaEntry[] {
  const pairs: [string, Tree, number | undefined][] = [];
  if (Array.isArray(node)) {
    for (const item of node) {
      if (isRecord(item) && 'key' in item)
        pairs.push([textOf(item.key) ?? '', item.value ?? null, tree.lineOf(item)]);
      else
        problems.note(
          tree.lineOf(item) ?? tree.lineOf(node),
          'set.meta',
          'a meta entry needs key and value; dropped',
        );
    }
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node))
      pairs.push([key, value, tree.keyLine(node, key)]);
  }
  const out: MetaEntry[] = [];
  for (const [rawKey, rawValue, line] of pairs) {
    const value = (textOf(rawValue) ?? '').trim();
    const link = linkKeyOf(rawKey);
    // an empty link is no link: nothing to say about it
    if (value === '') continue;
    if (!link) {
      problems.note(line, 'set.meta', `meta key "${rawKey}" is no link; dropped`);
    } else if (!isSafeUrl(value)) {
      problems.note(line, 'link.protocol', `${rawKey}: "${value}" is not an http(s) link; dropped`);
    } else {
      if (link.guessed)
        problems.note(line, 'link.kind', `${rawKey} kept as website link "${link.key}"`);
      out.push({ key: link.key, value });
    }
  }
  return out;
}

function wholeNumber(value: Tree | undefined): number | null {
  const text = textOf(value)?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function readSet(
  tree: SourceTree,
  item: Tree,
  room: number,
  begin: CalendarDate,
  timeZone: string,
  problems: Problems,
  unknownKeys: Map<string, number | undefined>,
): Timed | null {
  const line = tree.lineOf(item);
  if (!isRecord(item)) {
    problems.skip(line, 'set', 'a set must be a mapping {day, hour, minute, duration, dj}', {
      problem: 'set.notMapping',
    });
    return null;
  }
  for (const key of Object.keys(item)) {
    if (!SET_KEYS.has(key) && !unknownKeys.has(key)) unknownKeys.set(key, tree.keyLine(item, key));
  }
  const dj = (textOf(item.dj) ?? '').trim();
  const day = wholeNumber(item.day ?? 0);
  const hour = wholeNumber(item.hour);
  const minute = wholeNumber(item.minute ?? 0);
  const issues: string[] = [];
  if (dj === '') issues.push('dj is missing (write "?" for an unknown act)');
  if (day === null) issues.push(`day "${textOf(item.day) ?? ''}" is not a whole number`);
  if (hour === null) issues.push(`hour "${textOf(item.hour) ?? ''}" is not a whole number`);
  if (minute === null || minute > 59)
    issues.push(`minute "${textOf(item.minute) ?? ''}" is not 0–59`);
  const durationGiven =
    item.duration !== undefined && item.duration !== null && textOf(item.duration) !== '?';
  const minutes = durationGiven ? parseDuration(item.duration) : null;
  if (durationGiven && minutes === null)
    issues.push(`duration "${textOf(item.duration) ?? ''}" is not a number of minutes`);
  if (issues.length > 0 || day === null || hour === null || minute === null) {
    problems.skip(line, 'set', `${dj || 'set'}: ${issues.join('; ')}`, {
      problem: 'set.unreadable',
      dj,
      reasons: issues.join('; '),
    });
    return null;
  }
  const date = new Date(Date.UTC(begin.year, begin.month - 1, begin.day + day));
  const start = instantOnDay(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    hour * 60 + minute,
    timeZone,
  );
  const skipped = skippedTimeNote({ hour, minute }, start, timeZone);
  if (skipped) problems.note(line, 'time.skipped', `${dj}: ${skipped}`);
  const set: DraftSet = {
    dj,
    room,
    start,
    end: start,
    meta: setMeta(tree, item.meta ?? item.links, problems),
  };
  const change = (textOf(item.change) ?? '').trim();
  if (change) set.change = change;
  return { set, line, minutes };
}

/** ends from durations, else from the next set of the room; the last one needs a duration */
export function closeRoom(timed: Timed[], roomName: string, problems: Problems): DraftSet[] {
  const sorted = [...timed].sort((a, b) =>
    a.set.start < b.set.start ? -1 : a.set.start > b.set.start ? 1 : 0,
  );
  const out: DraftSet[] = [];
  sorted.forEach((t, i) => {
    if (t.minutes !== null) {
      t.set.end = new Date(
        Date.parse(t.set.start) + Math.round(t.minutes * MINUTE_MS),
      ).toISOString();
    } else {
      const next = sorted.slice(i + 1).find((n) => n.set.start > t.set.start);
      if (!next) {
        problems.skip(
          t.line,
          'set.duration',
          `${t.set.dj}: the last set of "${roomName}" needs a duration`,
          { problem: 'duration.missing', dj: t.set.dj, stage: roomName },
        );
        return;
      }
      t.set.end = next.set.start;
    }
    out.push(t.set);
  });
  return out;
}
