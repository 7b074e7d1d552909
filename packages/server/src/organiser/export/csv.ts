// The timetable as the CSV that `lineup import --from csv` reads: export → import gives the
// same sets. Rows go room by room (so the stage order survives), each room by start.
import type { LoadedEvent, LoadedSet } from '@lineup/core';
import { csvField } from '../import/csvText.ts';
import { localTimeText } from '../localTime.ts';

/**
 * Link columns: every set's links keep their order (an import → export round trip gives the
 * columns back as they were); a key used twice by one set gets two columns.
 */
function linkColumns(sets: LoadedSet[]): string[] {
  const columns: string[] = [];
  for (const set of sets) {
    const counts = new Map<string, number>();
    let after = -1;
    for (const { key } of set.meta) {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      const column = `${key}\n${n}`;
      const at = columns.indexOf(column);
      if (at >= 0) after = Math.max(after, at);
      else columns.splice(++after, 0, column);
    }
  }
  return columns.map((c) => c.split('\n')[0]!);
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a return first: OWASP's
 * CSV injection) starts with an apostrophe, which spreadsheets show as text and hide; our
 * import drops it again, so export → import keeps "-ZIG-" as it was.
 */
export function neutralCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function exportCsv(event: LoadedEvent): string {
  const tz = event.meta.timeZone;
  const sets = [...event.sets].sort(
    (a, b) =>
      a.room - b.room ||
      (a.start < b.start ? -1 : a.start > b.start ? 1 : 0) ||
      (a.dj < b.dj ? -1 : 1),
  );
  const links = linkColumns(sets);
  const rows = [['stage', 'dj', 'start', 'end', 'change', ...links]];
  for (const set of sets) {
    const used = new Map<string, number>();
    const linkCells = links.map((key) => {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      return set.meta.filter((m) => m.key === key)[n]?.value ?? '';
    });
    rows.push([
      event.meta.rooms[set.room] ?? String(set.room),
      set.dj,
      localTimeText(set.start, tz, ' '),
      localTimeText(set.end, tz, ' '),
      set.change ?? '',
      ...linkCells,
    ]);
  }
  const text = (cell: string) => csvField(neutralCell(cell));
  return `${rows.map((row) => row.map(text).join(',')).join('\r\n')}\r\n`;
}
