// A festival with more sets than one JSON-LD answer lists (MAX_SUB_EVENTS): the web app puts
// the answer into the page's head, and 14,720 sets made it 10 M characters. The sets still
// ahead come first, cut at the hour so the answer can be cached for it.
import { type LoadedEvent, parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/events/eventStore.ts';
import {
  MAX_SUB_EVENTS,
  schemaParty,
  schemaStage,
  subEventsAsOf,
} from '../../src/schemaorg/jsonLd.ts';
import { JsonLdCache } from '../../src/schemaorg/jsonLdCache.ts';
import { actName, largeFestivalYaml } from '../helpers/largeFestival.ts';

const HOUR = 3_600_000;
const START = Date.parse('2026-07-30T12:00:00.000Z');
const CTX = { origin: 'https://lineup.example', locale: 'en' as const };

/** `sets` one-hour sets on `rooms` stages, back to back from START */
function festival(sets: number, rooms: number): LoadedEvent {
  const text = largeFestivalYaml({ id: 'big', sets, rooms, start: START });
  const { event, errors } = parseEventFile(text, 'big.yaml', { now: new Date(START) });
  expect(errors).toEqual([]);
  return event as LoadedEvent;
}

type Node = Record<string, unknown>;
const subEvents = (json: Node) => json.subEvent as Node[];

describe('a festival with more sets than an answer lists', () => {
  const big = festival(2000, 4); // 500 hours per stage

  it('lists the sets still ahead at the start of the hour, in start order', () => {
    // 100 h 20 min in: sets 0–399 have ended at 100:00, 400–403 play
    const now = START + 100 * HOUR + 20 * 60_000;
    const asOf = subEventsAsOf(big, now);
    expect(asOf).toBe(START + 100 * HOUR);
    const listed = subEvents(schemaParty(CTX, big, asOf));
    expect(listed).toHaveLength(MAX_SUB_EVENTS);
    expect(listed[0]?.name).toBe(`${actName(400)} @ Stage 1`);
    expect(listed.at(-1)?.name).toBe(`${actName(899)} @ Stage 4`);
    // still the whole festival in words
    expect(schemaParty(CTX, big, asOf).description).toMatch(/2,000 sets on 4 stages/);
  });

  it('lists the last sets of a festival near its end, ended ones included', () => {
    const asOf = subEventsAsOf(big, START + 499 * HOUR) as number;
    const listed = subEvents(schemaParty(CTX, big, asOf));
    expect(listed).toHaveLength(MAX_SUB_EVENTS);
    expect(listed[0]?.name).toBe(`${actName(1500)} @ Stage 1`);
    expect(listed.at(-1)?.name).toBe(`${actName(1999)} @ Stage 4`);
  });

  it('stays small however many sets there are', () => {
    const text = JSON.stringify(schemaParty(CTX, big, subEventsAsOf(big, START)));
    expect(text.length).toBeLessThan(400_000);
  });

  it('lists every set of a stage within the limit, and of a smaller festival', () => {
    const small = festival(40, 2);
    expect(subEventsAsOf(small, START)).toBeNull();
    expect(subEvents(schemaParty(CTX, small, null))).toHaveLength(40);
    const mid = festival(800, 2); // 400 sets per stage
    expect(subEventsAsOf(mid, START, 1)).toBeNull();
    expect(subEvents(schemaStage(CTX, mid, 1, null))).toHaveLength(400);
  });
});

describe('the JSON-LD cache', () => {
  const store = { onChange: () => {} } as unknown as EventStore;

  it('builds an answer once per version, and again for a new one', async () => {
    const cache = new JsonLdCache(store);
    const event = {};
    let builds = 0;
    const build = () => ({ n: ++builds });
    const first = cache.get('party:en:big', event, build, '1');
    expect(cache.get('party:en:big', event, build, '1')).toBe(first);
    const next = await cache.get('party:en:big', event, build, '2');
    expect(builds).toBe(2);
    expect(next.identity.toString()).toBe('{"n":2}');
  });

  it('builds again for a new version of its event only', async () => {
    const cache = new JsonLdCache(store);
    const [a, b, newA] = [{}, {}, {}];
    let builds = 0;
    const build = () => ({ n: ++builds });
    const ofB = cache.get('party:en:b', b, build);
    cache.get('party:en:a', a, build);
    cache.get('party:en:a', newA, build);
    expect(cache.get('party:en:b', b, build)).toBe(ofB);
    expect(builds).toBe(3);
  });
});
