// The work each new version of a big festival costs once is done in the version thread
// (events/versionWorker.ts), off the thread that answers fans: the change alerts' diff of the
// version against the one before, and the lineup answer's own part. Pinned here: the thread
// gives exactly what core gave on the fans' thread, for a real edit of Glastonbury 2023 (all of it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import {
  addedSetsByKey,
  buildLineup,
  changesOfEdit,
  diffEdit,
  type LoadedEvent,
  type LoadedSet,
  lineupAround,
  lineupOwnHash,
  lineupOwnPart,
  parseEventFile,
} from '@lineup/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/events/eventStore.ts';
import { knownOwnHash, LineupCache } from '../../src/events/lineupCache.ts';
import { HELD_EVENTS, HeldEvents } from '../../src/events/versionThread.ts';
import { VersionWorker, versionThreads } from '../../src/events/versionWorker.ts';
import { convertSchedule } from '../../src/organiser/import/convert.ts';
import { FIXTURES } from '../helpers/server.ts';

const NOW = new Date('2023-06-23T12:00:00.000Z');

function loaded(text: string, file: string): LoadedEvent {
  const result = parseEventFile(text, file, { now: NOW });
  if (!result.event) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  return result.event;
}

function glastonbury(): LoadedEvent {
  const file = 'glastonbury-2023-full.csv';
  const bytes = gunzipSync(readFileSync(path.join(FIXTURES, 'real', `${file}.gz`)));
  const result = convertSchedule(new Uint8Array(bytes), {
    path: file,
    id: 'glasto-2023',
    now: NOW,
    timeZone: 'Europe/London',
  });
  if (!result.text) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  return loaded(result.text, 'events/glasto-2023.yaml');
}

const previous = glastonbury();
const other = loaded(
  readFileSync(path.join(FIXTURES, 'events', 'sunrise-2026.yaml'), 'utf8'),
  'events/sunrise-2026.yaml',
);
const HOUR = 3600_000;
const later = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();
// a real edit: two sets an hour later, one on another stage, one cancelled, a note, a new act
const lastStart = previous.sets
  .map((set) => set.start)
  .sort()
  .at(-1) as string;
const sets: LoadedSet[] = previous.sets.map((set) => ({ ...set }));
const at = (i: number): LoadedSet => sets[i] as LoadedSet;
const [moved, alsoMoved, restaged, cancelled, noted] = [
  at(10),
  at(500),
  at(1000),
  at(1500),
  at(2000),
];
for (const set of [moved, alsoMoved])
  Object.assign(set, { start: later(set.start), end: later(set.end) });
restaged.room = (restaged.room + 1) % previous.meta.rooms.length;
noted.change = 'b2b Surprise Guest';
const next: LoadedEvent = {
  ...previous,
  sets: [
    ...sets.filter((set) => set !== cancelled),
    // on the last night: still to come at NOW
    { ...noted, dj: 'Brand New Act', start: later(lastStart), end: later(later(lastStart)) },
  ],
};
const before = [other, previous];
const after = [other, next];

describe('the events a version thread holds', () => {
  it('are sent once, then named, and both sides agree on them whatever the order', () => {
    const sender = new HeldEvents<string>();
    const thread = new HeldEvents<string>();
    let sent = 0;
    // versions named as publishes name them: the one before, the new one, now and then an old one
    const order = [1, 2, 1, 2, 2, 3, 2, 3, 4, 5, 6, 7, 3, 7, 8, 1, 8, 9, 9, 2, 10];
    for (const id of order) {
      const ref = sender.name(id, `event ${id}`);
      if (ref.event) sent++;
      expect(thread.take(ref)).toBe(`event ${id}`);
    }
    expect(sent).toBeLessThan(order.length);
    expect(sender.name(1, 'event 1').event).toBe('event 1');
    expect(thread.take({ id: 99 })).toBeUndefined();
    expect(HELD_EVENTS).toBeGreaterThanOrEqual(2);
  });
});

describe('the version thread', () => {
  const versions = new VersionWorker();
  afterAll(() => versions.close());

  it('holds a festival big enough to be sent there', () => {
    expect(previous.sets.length).toBeGreaterThan(2000);
  });

  /** the edit's diff as core gives it on this thread, and as the thread gives it */
  const diffs = async (hashes: { previousOwnHash?: string; nextOwnHash?: string } = {}) => ({
    expected: diffEdit(buildLineup(previous, before, NOW), buildLineup(next, after, NOW)),
    diff: await versions.editDiff({
      previous,
      next,
      aroundPrevious: lineupAround(previous, before, NOW),
      aroundNext: lineupAround(next, after, NOW),
      now: NOW.getTime(),
      ...hashes,
    }),
  });

  it('gives the change alerts exactly the diff core gave on the fans’ thread', async () => {
    const { expected, diff } = await diffs();
    expect(versionThreads.size).toBeGreaterThan(0);
    expect([...versionThreads]).not.toContain(threadId);
    expect(diff).toEqual(expected);
    expect(diff?.acts.size).toBe(6);
    // and so the same changes for the fans who like those sets
    const liked = [moved, restaged, cancelled, noted].map((set) => ({
      dj: set.dj,
      room: set.room,
      start: set.start,
    }));
    expect(liked.map((id) => changesOfEdit([id], diff!))).toEqual(
      liked.map((id) => changesOfEdit([id], expected!)),
    );
    expect(
      changesOfEdit(liked, diff!)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(
      changesOfEdit(liked, expected!)
        .map((c) => c.kind)
        .sort(),
    );
    expect(changesOfEdit(liked, diff!)).toHaveLength(4);
  }, 60_000);

  it('gives the same diff with the own parts’ hashes it is handed (the lineup cache’s)', async () => {
    const { expected, diff } = await diffs({
      previousOwnHash: lineupOwnHash(lineupOwnPart(previous)),
      nextOwnHash: lineupOwnHash(lineupOwnPart(next)),
    });
    expect(diff).toEqual(expected);
  }, 60_000);

  it('says no diff for a version that changes no set, as core did', async () => {
    const same: LoadedEvent = { ...previous, meta: { ...previous.meta, partyName: 'Glasto' } };
    const diff = await versions.editDiff({
      previous,
      next: same,
      aroundPrevious: lineupAround(previous, before, NOW),
      aroundNext: lineupAround(same, [other, same], NOW),
      now: NOW.getTime(),
    });
    expect(diff).toBeNull();
  }, 60_000);

  it('gives follow pushes the sets core found added, the very sets of the new version', async () => {
    const expected = addedSetsByKey(previous, next, NOW);
    const added = await versions.addedSets({ previous, next, now: NOW.getTime() });
    expect([...added.keys()]).toEqual([...expected.keys()]);
    for (const [key, sets] of expected) {
      const got = added.get(key) ?? [];
      expect(got).toHaveLength(sets.length);
      for (const [i, set] of sets.entries()) expect(got[i]).toBe(set);
    }
    expect([...added.values()].flat().map((set) => set.dj)).toContain('Brand New Act');
    expect(await versions.addedSets({ previous, next: previous, now: NOW.getTime() })).toEqual(
      new Map(),
    );
  }, 60_000);

  it('leaves this thread free meanwhile: its timers keep firing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await versions.editDiff({
        previous,
        next,
        aroundPrevious: lineupAround(previous, before, NOW),
        aroundNext: lineupAround(next, after, NOW),
        now: NOW.getTime(),
      });
    } finally {
      clearInterval(timer);
    }
    // worked out on this thread, the promise would be settled before any timer could run
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it('builds the lineup answer the fans got before, its hash known once built', async () => {
    const store = {
      events: after,
      directoryVersion: 1,
      onChange: () => {},
    } as unknown as EventStore;
    const clock = { now: () => NOW };
    const answer = await new LineupCache(store, clock, versions).get(next);
    const served = await new LineupCache(store, clock, null).get(next);
    expect(JSON.parse(answer.identity.toString('utf8'))).toEqual(buildLineup(next, after, NOW));
    expect(answer.identity.equals(served.identity)).toBe(true);
    expect(answer.hash).toBe(served.hash);
    expect(knownOwnHash(next)).toBe(lineupOwnHash(lineupOwnPart(next)));
  }, 60_000);

  it('works a job out on this thread when the version thread is gone, with the same result', async () => {
    const closed = new VersionWorker();
    closed.close();
    const own = await closed.own(next);
    expect(own.hash).toBe(lineupOwnHash(lineupOwnPart(next)));
    expect(own.text).toBe(JSON.stringify(lineupOwnPart(next)).slice(0, -2));
  });
});
