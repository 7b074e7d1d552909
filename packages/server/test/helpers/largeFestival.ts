// A large festival for tests and benchmarks of hostile amounts: many stages, one-hour sets
// back to back on each, optionally a picture on every set. Invented names, the same on every
// run; written as an organiser's event file by the organiser command's own writer.
import type { DraftEvent } from '../../src/organiser/draft.ts';
import { eventYaml } from '../../src/organiser/write/eventYaml.ts';

const SYLLABLES = 'ka lo mi ra ne su to vi da re no sa li mo tu ze ba fe gi ho ja ku'.split(' ');
const PICTURES = ['ada-lux', 'disco-dolores', 'hollow-oak', 'kaja-steel', 'lotus-drone'];
const HOUR = 3600_000;

function word(n: number): string {
  const a = SYLLABLES[n % SYLLABLES.length] ?? '';
  const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length] ?? '';
  return a[0]?.toUpperCase() + a.slice(1) + b;
}

/** the act of set `i` */
export function actName(i: number): string {
  return `${word(i * 7)} ${word(i * 13 + 5)}`;
}

export interface LargeFestival {
  id: string;
  sets: number;
  rooms: number;
  /** epoch ms: the first set of every stage starts then */
  start: number;
  /** a picture from the demo's media (/media/avatars/…) on every set */
  pictures?: boolean;
}

/** set `i` plays on stage `i % rooms`, in hour `floor(i / rooms)` */
export function largeFestival({
  id,
  sets,
  rooms,
  start,
  pictures = false,
}: LargeFestival): DraftEvent {
  const iso = (ms: number) => new Date(ms).toISOString();
  const hours = Math.ceil(sets / rooms);
  return {
    id,
    meta: {
      partyName: 'Big Fest',
      timeZone: 'Europe/Berlin',
      rooms: Array.from({ length: rooms }, (_, r) => `Stage ${r + 1}`),
      start: [iso(start)],
      end: [iso(start + hours * HOUR)],
    },
    sets: Array.from({ length: sets }, (_, i) => {
      const begins = start + Math.floor(i / rooms) * HOUR;
      return {
        dj: actName(i),
        room: i % rooms,
        start: iso(begins),
        end: iso(begins + HOUR),
        meta: pictures
          ? [
              {
                key: 'avatar.soundcloud',
                value: `/media/avatars/${PICTURES[i % PICTURES.length]}.svg`,
              },
            ]
          : [],
      };
    }),
  };
}

/** the event file of that festival */
export function largeFestivalYaml(festival: LargeFestival): string {
  return eventYaml(largeFestival(festival));
}
