// Drafts of the sizes an organiser's token once used to stall or crash the server (issue 25):
// the times of thousands of sets given as YAML aliases, and thousands of opening windows.
// Berlin summer time throughout; the club night of the publishing tests' fixtures.

const HEAD = (id: string) => `id: ${id}
listedFrom: 2026-07-01
meta:
  partyName: Club ${id}
  timeZone: Europe/Berlin
  rooms: [Floor, Garden]
`;

const pad = (n: number) => String(n).padStart(2, '0');

/** a local time `minutes` after 2026-07-30 18:00 */
function local(minutes: number): string {
  const at = new Date(Date.UTC(2026, 6, 30, 18, 0) + minutes * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/**
 * `sets` sets whose start and end are aliases of 100 anchored times: 16,000 sets make the
 * 965 KB draft that froze the server for 38.5 s (nothing matched a set to its line early).
 */
export function aliasedDraft(id: string, sets: number): string {
  const slots = 100;
  const anchors = Array.from({ length: slots + 1 }, (_, i) => `  - &t${i} ${local(i * 30)}`);
  const lines = [`${HEAD(id)}times:`, ...anchors, 'sets:'];
  for (let i = 0; i < sets; i++) {
    const slot = i % slots;
    lines.push(
      `  - dj: Act ${i}\n    room: ${i % 2}\n    start: *t${slot}\n    end: *t${slot + 1}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `sets` sets, each outside all of `windows` opening windows (one hour a day, years ahead):
 * 3,000 sets and 5,000 windows make the 398 KB draft that took 4.6 GB to answer.
 */
export function windowsDraft(id: string, sets: number, windows: number): string {
  const day = (i: number) => {
    const d = new Date(Date.UTC(2027, 0, 1) + i * 86_400_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  };
  const starts = Array.from({ length: windows }, (_, i) => `${day(i)}T10:00`);
  const ends = Array.from({ length: windows }, (_, i) => `${day(i)}T11:00`);
  const lines = [
    HEAD(id).trimEnd(),
    `  start: [${starts.join(', ')}]`,
    `  end: [${ends.join(', ')}]`,
    'sets:',
  ];
  for (let i = 0; i < sets; i++) {
    lines.push(`  - {dj: Act ${i}, room: ${i % 2}, start: ${local(i)}, end: ${local(i + 30)}}`);
  }
  return `${lines.join('\n')}\n`;
}
