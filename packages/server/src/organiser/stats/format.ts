// The like totals as a table in the terminal.
import { formatTime, localDateKey } from '@lineup/core';
import type { LikeStats } from './likeStats.ts';

function weekday(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(new Date(iso));
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** columns a text takes in a terminal: an emoji takes two */
function width(text: string): number {
  let n = 0;
  for (const { segment } of graphemes.segment(text)) {
    n += /\p{Extended_Pictographic}/u.test(segment) ? 2 : 1;
  }
  return n;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => width(r[col] ?? '')))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, col) => {
        const pad = ' '.repeat((widths[col] ?? 0) - width(cell));
        return col === 0 ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

export function formatStats(stats: LikeStats): string {
  const tz = stats.timeZone;
  const lines = [
    `${stats.partyName} (${stats.event}): ${stats.total} like${stats.total === 1 ? '' : 's'} in all, anonymous totals`,
    '',
    'Per set, most liked first:',
    ...table([
      ['likes', 'act', 'stage', 'when'],
      ...stats.sets.map((s) => [
        String(s.likes),
        s.change && !s.change.startsWith('*') ? `${s.dj} (${s.change})` : s.dj,
        s.stage,
        `${weekday(s.start, tz)} ${localDateKey(s.start, tz)} ${formatTime(s.start, tz)}–${formatTime(s.end, tz)}`,
      ]),
    ]),
    '',
    'Per stage, most liked first:',
    ...table([
      ['likes', 'stage', 'liked acts'],
      ...stats.stages.map((s) => [String(s.likes), s.stage, String(s.likedActs)]),
    ]),
  ];
  if (stats.gone.length > 0) {
    lines.push(
      '',
      'Acts no longer in the lineup (renamed or removed after they were liked):',
      ...table([['likes', 'act'], ...stats.gone.map((g) => [String(g.likes), g.dj])]),
    );
  }
  lines.push('', 'Likes count per act: an act with several sets shows its total on each.');
  return `${lines.join('\n')}\n`;
}
