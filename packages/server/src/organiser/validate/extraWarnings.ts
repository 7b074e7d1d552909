// Warnings the loader does not give because each set is fine on its own: two sets of one
// room at the same time, and sets outside the event's opening windows (meta start/end).
import {
  type Diagnostic,
  formatTime,
  type LoadedEvent,
  type LoadedSet,
  localDateKey,
} from '@lineup/core';

function when(iso: string, timeZone: string): string {
  return `${localDateKey(iso, timeZone)} ${formatTime(iso, timeZone)}`;
}

function span(set: LoadedSet, timeZone: string): string {
  return `${when(set.start, timeZone)}–${formatTime(set.end, timeZone)}`;
}

function diagnostic(path: string, line: number | undefined, rule: string, message: string) {
  const d: Diagnostic = { path, rule, message };
  if (line !== undefined) d.line = line;
  return d;
}

export function overlapWarnings(event: LoadedEvent, lines: (number | undefined)[]): Diagnostic[] {
  const tz = event.meta.timeZone;
  const out: Diagnostic[] = [];
  const indexed = event.sets.map((set, i) => ({ set, line: lines[i] }));
  for (let room = 0; room < event.meta.rooms.length; room++) {
    const inRoom = indexed
      .filter((x) => x.set.room === room)
      .sort((a, b) => (a.set.start < b.set.start ? -1 : a.set.start > b.set.start ? 1 : 0));
    // the set still playing longest so far: any later start before its end overlaps it
    let longest: (typeof inRoom)[number] | undefined;
    for (const x of inRoom) {
      if (longest && x.set.start < longest.set.end) {
        out.push(
          diagnostic(
            event.sourcePath,
            x.line,
            'set.overlap',
            `${x.set.dj} (${span(x.set, tz)}) overlaps ${longest.set.dj} (${span(longest.set, tz)}) in ${event.meta.rooms[room]}`,
          ),
        );
      }
      if (!longest || x.set.end > longest.set.end) longest = x;
    }
  }
  return out;
}

export function windowWarnings(event: LoadedEvent, lines: (number | undefined)[]): Diagnostic[] {
  const { start, end, timeZone } = event.meta;
  if (start.length === 0) return [];
  const windows = start.map((s, i) => ({ start: s, end: end[i] ?? s }));
  const shown = windows
    .map((w) => `${when(w.start, timeZone)}–${when(w.end, timeZone)}`)
    .join(', ');
  const out: Diagnostic[] = [];
  event.sets.forEach((set, i) => {
    const inside = windows.some((w) => w.start <= set.start && set.end <= w.end);
    if (inside) return;
    const touches = windows.some((w) => set.start < w.end && w.start < set.end);
    const what = touches ? 'runs past the opening windows' : 'is outside the opening windows';
    out.push(
      diagnostic(
        event.sourcePath,
        lines[i],
        'set.window',
        `${set.dj} (${span(set, timeZone)}) ${what} (${shown})`,
      ),
    );
  });
  return out;
}
