// A festival larger than a page carries inline (core's INLINE_LINEUP_MAX): many stages, one-hour
// sets back to back, a picture on every set. Invented names, the same on every run.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server.ts';

const SYLLABLES = 'ka lo mi ra ne su to vi da re no sa li mo tu ze ba fe gi ho ja ku'.split(' ');
const PICTURES = ['ada-lux', 'disco-dolores', 'hollow-oak', 'kaja-steel', 'lotus-drone'];
const HOUR = 3600_000;

function name(i: number): string {
  const word = (n: number) => {
    const a = SYLLABLES[n % SYLLABLES.length] ?? '';
    const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length] ?? '';
    return a[0]?.toUpperCase() + a.slice(1) + b;
  };
  return `${word(i * 7)} ${word(i * 13 + 5)}`;
}

export interface LargeFestival {
  id: string;
  sets: number;
  rooms: number;
  /** epoch ms: the first set of every stage starts then */
  start: number;
}

/** the event file: `sets` sets spread over `rooms` stages, each stage back to back */
export function largeFestivalYaml({ id, sets, rooms, start }: LargeFestival): string {
  const perRoom = Math.ceil(sets / rooms);
  const iso = (ms: number) => new Date(ms).toISOString();
  const lines = [
    `id: ${id}`,
    'meta:',
    `  partyName: Big Fest`,
    '  timeZone: Europe/Berlin',
    `  rooms: [${Array.from({ length: rooms }, (_, r) => `"Stage ${r + 1}"`).join(', ')}]`,
    `  start: ["${iso(start)}"]`,
    `  end: ["${iso(start + perRoom * HOUR)}"]`,
    'sets:',
  ];
  for (let i = 0; i < sets; i++) {
    const begins = start + Math.floor(i / rooms) * HOUR;
    lines.push(
      `  - dj: "${name(i)}"`,
      `    room: ${i % rooms}`,
      `    start: "${iso(begins)}"`,
      `    end: "${iso(begins + HOUR)}"`,
      '    meta:',
      `      - avatar.soundcloud: /media/avatars/${PICTURES[i % PICTURES.length]}.svg`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** a data folder holding just that festival (and the demo's pictures); returns its path */
export function largeFestivalData(festival: LargeFestival, dir?: string): string {
  const data = dir ?? mkdtempSync(join(tmpdir(), 'lineup-large-'));
  mkdirSync(join(data, 'events'), { recursive: true });
  cpSync(join(ROOT, 'data/media'), join(data, 'media'), { recursive: true });
  writeFileSync(join(data, 'events', `${festival.id}.yaml`), largeFestivalYaml(festival));
  return data;
}
