/// <reference types="node" />
// The demo files `npm start` serves: they must load cleanly, and whenever they are loaded they
// must show the situations the demo is there to show.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainCurrentEvent } from '../../src/event/currentEvents.ts';
import { parseEventFile } from '../../src/event/eventFile.ts';
import type { LoadedEvent } from '../../src/event/loadedEvent.ts';
import { buildLineup } from '../../src/lineup/buildLineup.ts';

const DATA = new URL('../../../../data/', import.meta.url);
const FILES = ['demo-2026.yaml', 'demo-2025.yaml', 'duck-club.yaml'];
const MINUTE = 60_000;

function loadAll(now: Date) {
  return FILES.map((file) => {
    const text = readFileSync(new URL(`events/${file}`, DATA), 'utf8');
    return parseEventFile(text, `data/events/${file}`, { now });
  });
}

function events(now: Date): LoadedEvent[] {
  return loadAll(now).map((r) => r.event!);
}

// A quarter-hour boundary, the last second before the next one, and both DST nights.
const MOMENTS = [
  '2026-11-21T23:30:00Z',
  '2026-07-30T10:14:59Z',
  '2026-03-28T23:50:00Z',
  '2026-10-24T23:05:00Z',
  '2027-01-01T00:00:00Z',
].map((iso) => new Date(iso));

describe.each(MOMENTS)('demo data loaded at %s', (now) => {
  it('loads every file with zero errors and zero warnings', () => {
    for (const result of loadAll(now)) {
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
      expect(result.event).not.toBeNull();
    }
  });

  it('serves Demo Festival as the main current event, with last year as a previous edition', () => {
    const all = events(now);
    const main = mainCurrentEvent(all, now)!;
    expect(main.id).toBe('demo-2026');
    const { meta } = buildLineup(main, all, now);
    expect(meta.previousEvents.map((e) => e.value)).toEqual(['demo-2025']);
    expect(meta.currentEvents.map((e) => e.key)).toEqual(['/event/demo-2026']);
  });

  it('shows each stage in its own situation right now', () => {
    const all = events(now);
    const demo = all.find((e) => e.id === 'demo-2026')!;
    const { sets, meta } = buildLineup(demo, all, now);
    const t = now.getTime();
    const ms = (iso: string) => Date.parse(iso);
    const byName = (name: string) => sets[meta.rooms.findIndex((r) => r.endsWith(name))]!;
    const playing = (room: (typeof sets)[number]) =>
      room.find((s) => ms(s.start) <= t && t < ms(s.end));
    const nextAfter = (room: (typeof sets)[number]) => room.find((s) => ms(s.start) > t);
    const lastBefore = (room: (typeof sets)[number]) => room.filter((s) => ms(s.end) <= t).at(-1);

    // Beach plays now, with hours of sets before and after
    const beach = byName('Beach');
    expect(playing(beach)).toBeDefined();
    expect(beach.filter((s) => ms(s.end) <= t).length).toBeGreaterThanOrEqual(4);
    expect(beach.filter((s) => ms(s.start) > t).length).toBeGreaterThanOrEqual(4);

    // Forest closes: its set ends within 15 minutes and nothing follows for over 2 hours
    const forest = byName('Forest');
    const closing = playing(forest)!;
    expect(ms(closing.end) - t).toBeLessThanOrEqual(15 * MINUTE);
    expect(ms(nextAfter(forest)!.start) - ms(closing.end)).toBeGreaterThan(120 * MINUTE);

    // Warehouse is closed for a break: sets before, a gap of hours, sets after
    const warehouse = byName('Warehouse');
    expect(playing(warehouse)).toBeUndefined();
    const gap = ms(nextAfter(warehouse)!.start) - ms(lastBefore(warehouse)!.end);
    expect(gap).toBeGreaterThanOrEqual(4 * 60 * MINUTE);

    // Disco opens later: no set before now, the first one within a few hours
    const disco = byName('Disco');
    expect(lastBefore(disco)).toBeUndefined();
    expect(ms(disco[0]!.start) - t).toBeGreaterThan(2 * 60 * MINUTE);
    expect(ms(disco[0]!.start) - t).toBeLessThanOrEqual(4 * 60 * MINUTE);

    // Chill is in a short pause (≤ 120 minutes)
    const chill = byName('Chill');
    expect(playing(chill)).toBeUndefined();
    const pause = ms(nextAfter(chill)!.start) - ms(lastBefore(chill)!.end);
    expect(pause).toBeLessThanOrEqual(120 * MINUTE);
  });

  it('keeps Duck Club Night unlisted until day+5', () => {
    const duck = events(now).find((e) => e.id === 'duck-club')!;
    expect(duck.meta.prefix).toBe('duck');
    expect(Date.parse(duck.listedFrom)).toBeGreaterThan(now.getTime() + 4 * 24 * 60 * MINUTE);
  });
});

describe('demo-2026 content', () => {
  const now = MOMENTS[0]!;
  const demo = events(now).find((e) => e.id === 'demo-2026')!;

  it('has 40-60 sets over 5 stages and 2-3 days, no two overlapping on a stage', () => {
    expect(demo.sets.length).toBeGreaterThanOrEqual(40);
    expect(demo.sets.length).toBeLessThanOrEqual(60);
    expect(demo.meta.rooms).toHaveLength(5);
    const starts = demo.sets.map((s) => Date.parse(s.start));
    const ends = demo.sets.map((s) => Date.parse(s.end));
    const days = (Math.max(...ends) - Math.min(...starts)) / (24 * 60 * MINUTE);
    expect(days).toBeGreaterThan(2);
    expect(days).toBeLessThanOrEqual(4);
    const { sets } = buildLineup(demo, [demo], now);
    for (const room of sets) {
      for (let i = 1; i < room.length; i++) {
        expect(room[i]!.start >= room[i - 1]!.end, `${room[i]!.dj} overlaps`).toBe(true);
      }
    }
  });

  it('shows change notes, a placeholder, labelled links, avatars and tracks', () => {
    const changes = demo.sets.map((s) => s.change ?? '');
    expect(changes.some((c) => c.startsWith('*'))).toBe(true);
    expect(changes.some((c) => c.startsWith('b2b '))).toBe(true);
    expect(demo.sets.some((s) => s.dj === '?')).toBe(true);
    const keys = new Set(demo.sets.flatMap((s) => s.meta.map((m) => m.key.split('.')[0])));
    expect(keys.size).toBeGreaterThanOrEqual(8);
    expect(demo.sets.some((s) => s.meta.some((m) => /^\w+\.\w/.test(m.key)))).toBe(true);
    const withAvatar = demo.sets.filter((s) => s.meta.some((m) => m.key.startsWith('avatar')));
    expect(withAvatar.length).toBeGreaterThanOrEqual(8);
    expect(demo.tracks.length).toBeGreaterThanOrEqual(3);
    expect(demo.tracks.every((t) => t.createdAt !== null && t.createdAt < now.toISOString())).toBe(
      true,
    );
  });

  it('ships every picture it references under data/media', () => {
    const all = events(now);
    const paths = all.flatMap((e) => [
      ...e.meta.roomImages,
      ...e.sets.flatMap((s) => s.meta.map((m) => m.value)),
      ...e.tracks.map((t) => t.image),
    ]);
    const media = paths.filter((p): p is string => p?.startsWith('/media/') ?? false);
    expect(media.length).toBeGreaterThan(10);
    for (const path of media) {
      expect(existsSync(new URL(`.${path}`, DATA)), path).toBe(true);
    }
  });
});
