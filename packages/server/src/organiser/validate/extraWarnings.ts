// Warnings the loader does not give because each set is fine on its own: two sets of one
// room at the same time, and sets outside the event's opening windows (meta start/end).
// Both run in O(n log n) and format at most `limit` messages (the first by line; sets come
// in file order), ending with "and N more warnings": a draft of 16,000 sets gives 100 lines.
import {
  type Diagnostic,
  formatTime,
  type LoadedEvent,
  type LoadedSet,
  localDateKey,
  MAX_DIAGNOSTICS,
  MORE_RULE,
} from '@lineup/core';

function when(iso: string, timeZone: string): string {
  return `${localDateKey(iso, timeZone)} ${formatTime(iso, timeZone)}`;
}

function span(set: LoadedSet, timeZone: string): string {
  return `${when(set.start, timeZone)}–${formatTime(set.end, timeZone)}`;
}

/** `params`: the values the message names, so the organiser page can word it in its language */
function diagnostic(
  path: string,
  line: number | undefined,
  rule: string,
  message: string,
  params: Diagnostic['params'],
) {
  const d: Diagnostic = { path, rule, message, params };
  if (line !== undefined) d.line = line;
  return d;
}

/** the first `limit` findings (by set index) as diagnostics, the rest counted */
function listed<T extends { index: number }>(
  found: T[],
  path: string,
  limit: number,
  make: (finding: T) => Diagnostic,
): Diagnostic[] {
  const first = found.sort((a, b) => a.index - b.index).slice(0, limit);
  const out = first.map(make);
  const more = found.length - first.length;
  if (more > 0) out.push({ path, rule: MORE_RULE, message: `and ${more} more warnings` });
  return out;
}

export function overlapWarnings(
  event: LoadedEvent,
  lines: (number | undefined)[],
  limit = MAX_DIAGNOSTICS,
): Diagnostic[] {
  const tz = event.meta.timeZone;
  const byRoom = new Map<number, number[]>();
  event.sets.forEach((set, i) => {
    const list = byRoom.get(set.room);
    if (list) list.push(i);
    else byRoom.set(set.room, [i]);
  });
  const found: { index: number; other: number }[] = [];
  for (const indexes of byRoom.values()) {
    const start = (i: number) => event.sets[i]!.start;
    indexes.sort((a, b) => (start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0));
    // the set still playing longest so far: any later start before its end overlaps it
    let longest: number | undefined;
    for (const i of indexes) {
      const set = event.sets[i]!;
      if (longest !== undefined && set.start < event.sets[longest]!.end) {
        found.push({ index: i, other: longest });
      }
      if (longest === undefined || set.end > event.sets[longest]!.end) longest = i;
    }
  }
  return listed(found, event.sourcePath, limit, ({ index, other }) => {
    const set = event.sets[index]!;
    const longest = event.sets[other]!;
    const room = event.meta.rooms[set.room];
    return diagnostic(
      event.sourcePath,
      lines[index],
      'set.overlap',
      `${set.dj} (${span(set, tz)}) overlaps ${longest.dj} (${span(longest, tz)}) in ${room}`,
      {
        dj: set.dj,
        start: set.start,
        end: set.end,
        otherDj: longest.dj,
        otherStart: longest.start,
        otherEnd: longest.end,
        stage: room ?? '',
        timeZone: tz,
      },
    );
  });
}

interface Window {
  start: number;
  end: number;
}

/** the last index whose window starts at or before `t` (-1: none) */
function lastStartingBy(windows: Window[], t: number): number {
  let lo = 0;
  let hi = windows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (windows[mid]!.start <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * One warning per set outside the windows, naming the window nearest to it: never the whole
 * list, which repeated for every set made a 144 KB draft an answer of 140 MB.
 */
export function windowWarnings(
  event: LoadedEvent,
  lines: (number | undefined)[],
  limit = MAX_DIAGNOSTICS,
): Diagnostic[] {
  const { start, end, timeZone } = event.meta;
  if (start.length === 0) return [];
  const windows: Window[] = start
    .map((s, i) => ({ start: Date.parse(s), end: Date.parse(end[i] ?? s) }))
    .sort((a, b) => a.start - b.start);
  // latest[k]: the window ending last among windows[0..k]
  const latest: number[] = [];
  windows.forEach((w, k) => {
    const before = latest[k - 1];
    latest.push(before !== undefined && windows[before]!.end >= w.end ? before : k);
  });
  const found: { index: number; touches: boolean; nearest: Window }[] = [];
  event.sets.forEach((set, index) => {
    const s = Date.parse(set.start);
    const e = Date.parse(set.end);
    const upToStart = lastStartingBy(windows, s);
    if (upToStart >= 0 && windows[latest[upToStart]!]!.end >= e) return;
    // windows starting before the set ends: the one ending last touches it or is nearest before
    const upToEnd = lastStartingBy(windows, e - 1);
    const before = upToEnd >= 0 ? windows[latest[upToEnd]!]! : undefined;
    const after = windows[upToEnd + 1];
    const touches = before !== undefined && before.end > s;
    const nearest =
      before && (!after || touches || s - before.end <= after.start - e) ? before : after!;
    found.push({ index, touches, nearest });
  });
  return listed(found, event.sourcePath, limit, ({ index, touches, nearest }) => {
    const set = event.sets[index]!;
    const what = touches ? 'runs past the opening windows' : 'is outside the opening windows';
    const w = `${when(new Date(nearest.start).toISOString(), timeZone)}–${when(new Date(nearest.end).toISOString(), timeZone)}`;
    const shown = windows.length === 1 ? w : `nearest ${w}, one of ${windows.length}`;
    return diagnostic(
      event.sourcePath,
      lines[index],
      'set.window',
      `${set.dj} (${span(set, timeZone)}) ${what} (${shown})`,
      {
        dj: set.dj,
        start: set.start,
        end: set.end,
        problem: touches ? 'runsPast' : 'outside',
        windowStart: new Date(nearest.start).toISOString(),
        windowEnd: new Date(nearest.end).toISOString(),
        windows: windows.length,
        timeZone,
      },
    );
  });
}
