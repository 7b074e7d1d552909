// A generated festival for the benchmarks: invented act names, sets back to back per room.
import type { LineupSet } from '@lineup/core';

/** mulberry32: the same festival on every run */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ka lo mi ra ne su to vi da re no sa li mo tu ze ba fe gi ho ja ku'.split(' ');
export const FESTIVAL_START = Date.parse('2026-07-30T12:00:00Z');
const SET_MS = 60 * 60_000;

function capital(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** `total` sets spread over `rooms` rooms, each room's sets sorted and back to back. */
export function festivalSets(total: number, rooms: number, seed = 1): LineupSet[][] {
  const rnd = random(seed);
  const word = () =>
    capital(
      Array.from(
        { length: 2 + Math.floor(rnd() * 2) },
        () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)],
      ).join(''),
    );
  const byRoom: LineupSet[][] = Array.from({ length: rooms }, () => []);
  for (let i = 0; i < total; i++) {
    const room = i % rooms;
    const slot = byRoom[room]!.length;
    const start = new Date(FESTIVAL_START + slot * SET_MS).toISOString();
    const end = new Date(FESTIVAL_START + (slot + 1) * SET_MS).toISOString();
    const dj = rnd() < 0.3 ? `${word()} ${word()} ${word()}` : `${word()} ${word()}`;
    const change = rnd() < 0.1 ? `b2b ${word()}` : undefined;
    byRoom[room]!.push({
      dj,
      room,
      start,
      end,
      meta: [],
      ...(change ? { change } : {}),
      s: `s${i}`,
      djAndChange: change ? `${dj} (${change})` : dj,
      isMarkerSet: false,
      isItalic: false,
      partyName: 'Benchfest',
      title: `${dj} @ ${room}`,
      beginningSchedule: new Date(FESTIVAL_START).toISOString(),
    });
  }
  return byRoom;
}
