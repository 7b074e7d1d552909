/// <reference types="node" />
// A lineup one night at a time (DESIGN §11): every night's part holds exactly that night's
// sets, all parts together hold every set of the whole answer once, and a part's cursors,
// hash and outline say what the whole would.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../../src/event/eventFile.ts';
import { buildLineup } from '../../src/lineup/buildLineup.ts';
import {
  lineupNights,
  lineupPart,
  NIGHT_KEY,
  openingPart,
  partHash,
} from '../../src/lineup/nightPart.ts';
import { festivalNights, openingNight } from '../../src/time/nights.ts';

const DATA = new URL('../../../../data/events/', import.meta.url);

function demoLineup(now: Date) {
  const text = readFileSync(new URL('demo-2026.yaml', DATA), 'utf8');
  const event = parseEventFile(text, 'data/events/demo-2026.yaml', { now }).event!;
  return buildLineup(event, [event], now);
}

const MOMENTS = ['2026-07-30T10:14:59Z', '2026-11-21T23:30:00Z', '2026-03-28T23:50:00Z'].map(
  (iso) => new Date(iso),
);

describe.each(MOMENTS)('the demo festival at %s, night by night', (now) => {
  const whole = demoLineup(now);
  const nights = lineupNights(whole);

  it('has several nights to split into', () => {
    expect(nights.length).toBeGreaterThan(1);
    for (const night of nights) expect(night.key).toMatch(NIGHT_KEY);
  });

  it("gives each night's part exactly that night's sets, stage by stage, by start", () => {
    for (const night of nights) {
      const part = lineupPart(whole, night.key)!;
      expect(part.sets).toEqual(night.sets);
      expect(part.sets).toHaveLength(whole.sets.length);
      for (const sets of part.sets) {
        const starts = sets.map((s) => Date.parse(s.start));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }
    }
  });

  it('holds every set of the whole answer in exactly one part', () => {
    const parts = nights.map((n) => lineupPart(whole, n.key)!);
    whole.sets.forEach((sets, room) => {
      const fromParts = parts.flatMap((p) => p.sets[room]!);
      const key = (s: { dj: string; start: string }) => `${s.start} ${s.dj}`;
      expect(fromParts.map(key).sort()).toEqual(sets.map(key).sort());
    });
  });

  it("points each stage's cursor at the same first set not over as the whole", () => {
    for (const night of nights) {
      const part = lineupPart(whole, night.key)!;
      part.sets.forEach((sets, room) => {
        const cursor = part.setCursors[room]!;
        const wholeSets = whole.sets[room]!;
        const firstOpen = wholeSets[whole.setCursors[room]!];
        const over = new Set(wholeSets.slice(0, whole.setCursors[room]));
        expect(sets.slice(0, cursor).every((s) => over.has(s))).toBe(true);
        if (cursor < sets.length) expect(over.has(sets[cursor]!)).toBe(false);
        if (firstOpen && sets.includes(firstOpen)) expect(sets[cursor]).toBe(firstOpen);
      });
    }
  });

  it('carries the meta, an outline of every night and a hash of its own', () => {
    const key = nights[1]!.key;
    const part = lineupPart(whole, key)!;
    expect(part.meta).toEqual(whole.meta);
    expect(part.hash).toBe(partHash(whole.hash, key));
    expect(part.hash).not.toBe(whole.hash);
    expect(part.part).toEqual({
      night: key,
      nights: nights.map(({ sets: _s, ...rest }) => rest),
    });
    expect(whole.part).toBeUndefined();
  });

  it('opens on the night core opens the grid on', () => {
    const at = new Date(Date.parse(nights[1]!.start) + 60_000);
    const part = openingPart(whole, at)!;
    expect(part.part?.night).toBe(
      festivalNights(whole.sets, whole.meta.timeZone)[openingNight(nights, at)]!.key,
    );
  });
});

describe('a night the lineup does not have', () => {
  it.each(['1999-01-01', '', 'tomorrow'])('%j: no part', (key) => {
    expect(lineupPart(demoLineup(MOMENTS[0]!), key)).toBeNull();
  });
});
