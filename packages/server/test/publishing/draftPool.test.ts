// The draft pool's limits: one job per token, a bounded queue, a time limit per job, a heap
// limit per thread, and files and published versions before drafts.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_BUSY,
  DRAFTS_FULL,
  type DraftLimits,
  DraftPool,
  DraftRefused,
  type PriorityWork,
} from '../../src/publishing/draftPool.ts';
import { LISBON_CSV } from '../organiser/lisbon.ts';
import { eventText } from './helpers.ts';
import { aliasedDraft } from './hostileDrafts.ts';

const LIMITS: DraftLimits = { workers: 1, timeoutMs: 60_000, queue: 8, memoryMb: 256 };
const NOW = Date.parse('2026-07-30T21:00:00Z');
const job = (text: string) => ({ text, now: NOW });
const small = job(eventText('club-night'));

let pool: DraftPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DraftRefused);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('the draft pool', () => {
  it('checks a draft: the id it gives itself, errors and warnings', async () => {
    pool = new DraftPool(LIMITS);
    const outcome = await pool.run('a', small);
    expect(outcome).toEqual({
      eventId: 'club-night',
      reach: {
        id: 'club-night',
        aliases: [],
        series: null,
        main: false,
        edition: '2026-07-30T19:00:00.000Z',
      },
      errors: [],
      warnings: [],
    });
  });

  it('takes one draft per token at a time and a bounded queue of all tokens', async () => {
    pool = new DraftPool({ ...LIMITS, queue: 2 });
    const running = [pool.run('a', small), pool.run('b', small), pool.run('c', small)];
    expect(refusal(() => pool!.run('a', small))).toBe(DRAFT_BUSY);
    // 'a' runs, 'b' and 'c' wait: the queue of two is full for anyone else
    expect(refusal(() => pool!.run('d', small))).toBe(DRAFTS_FULL);
    expect((await Promise.all(running)).map((o) => o.eventId)).toEqual([
      'club-night',
      'club-night',
      'club-night',
    ]);
    // each token's turn is over once its answer has come
    expect((await pool.run('a', small)).errors).toEqual([]);
  });

  it('with no queue at all, takes a draft whenever a thread is free', async () => {
    pool = new DraftPool({ ...LIMITS, queue: 0 });
    const first = pool.run('a', small);
    expect(refusal(() => pool!.run('b', small))).toBe(DRAFTS_FULL);
    await first;
    expect((await pool.run('b', small)).errors).toEqual([]);
  });

  it('holds a token’s turn across an upload’s reading and its check', async () => {
    pool = new DraftPool(LIMITS);
    const turn = pool.reserve('a');
    expect(refusal(() => pool!.reserve('a'))).toBe(DRAFT_BUSY);
    expect(refusal(() => pool!.run('a', small))).toBe(DRAFT_BUSY);
    expect((await pool.run('a', small, turn)).errors).toEqual([]);
    // still held after its check: released by the caller only
    expect(refusal(() => pool!.run('a', small))).toBe(DRAFT_BUSY);
    turn.release();
    expect((await pool.run('a', small)).errors).toEqual([]);
  });

  it('gives up a draft that takes longer than the time limit and checks the next one', async () => {
    pool = new DraftPool({ ...LIMITS, timeoutMs: 300 });
    const slow = await pool.run('a', job(aliasedDraft('club-night', 16_000)));
    expect(slow.errors).toEqual([expect.objectContaining({ rule: 'draft.timeout', line: 1 })]);
    expect(slow.errors[0]!.message).toContain('took longer than 0.3 s and was stopped');
    expect((await pool.run('a', small)).errors).toEqual([]);
  });

  it('stops a draft that needs more memory than a thread may have, and lives on', async () => {
    pool = new DraftPool({ ...LIMITS, memoryMb: 16 });
    const huge = await pool.run('a', job(aliasedDraft('club-night', 30_000)));
    expect(huge.errors.map((e) => e.rule)).toEqual(['draft.memory']);
    expect(huge.errors[0]!.message).toContain('more than 16 MB');
  });

  it('tells what a version changed against the one before, ahead of waiting drafts', async () => {
    pool = new DraftPool(LIMITS);
    const running = pool.run('a', small);
    const waiting = pool.run('b', small);
    const moved = eventText('club-night').replace(
      'start: 2026-07-30T21:00',
      'start: 2026-07-30T20:00',
    );
    const summary = pool.summarise(eventText('club-night'), moved, NOW);
    expect(pool.waiting).toBe(2);
    const order: string[] = [];
    await Promise.all([
      running.then(() => order.push('a')),
      waiting.then(() => order.push('b')),
      summary.then(() => order.push('summary')),
    ]);
    expect(order).toEqual(['a', 'summary', 'b']);
    expect((await summary)?.counts).toEqual({
      added: 0,
      removed: 0,
      moved: 1,
      restaged: 0,
      renamed: 0,
    });
  });

  it('converts an upload, merges it into the event and checks it, all in its thread', async () => {
    pool = new DraftPool(LIMITS);
    const upload = {
      content: Buffer.from(LISBON_CSV).toString('base64'),
      format: 'csv' as const,
      fileName: 'lisbon.csv',
      eventId: 'club-night',
      timeZone: 'Europe/Lisbon',
    };
    const outcome = await pool.run('a', { text: '', upload, now: NOW });
    expect(outcome.converted?.rowErrors.map((d) => d.rule)).toEqual(['csv.row']);
    expect(outcome.converted?.text).toContain('Ana Moura');
    expect([outcome.eventId, outcome.errors]).toEqual(['club-night', []]);
  });

  it('starts no draft while a file or a published version is being parsed', async () => {
    let release = () => {};
    const gate: PriorityWork & { busy: boolean } = {
      busy: true,
      whenIdle: () =>
        new Promise<void>((resolve) => {
          release = () => {
            gate.busy = false;
            resolve();
          };
        }),
    };
    pool = new DraftPool(LIMITS, gate);
    const waiting = pool.run('a', small);
    expect([pool.running, pool.waiting]).toEqual([0, 1]);
    release();
    expect((await waiting).eventId).toBe('club-night');
  });
  it('reads fans’ reports against the live text; an accept’s text comes back checked', async () => {
    pool = new DraftPool(LIMITS);
    const text = eventText('club-night');
    // the Garden is empty from midnight (Berlin), the Headliner plays on the Floor at 23:30
    const garden = {
      kind: 'playing' as const,
      stage: 1,
      start: '2026-07-30T22:30:00.000Z',
      dj: 'Night Owl',
    };
    const floor = {
      kind: 'playing' as const,
      stage: 0,
      start: '2026-07-30T21:30:00.000Z',
      dj: 'Night Owl',
    };
    const read = await pool.run('a', { ...job(text), reports: { payloads: [garden, floor] } });
    expect(
      read.changes?.map((c) => [c.status, c.after?.start, c.overlaps.map((o) => o.dj)]),
    ).toEqual([
      ['change', '2026-07-31T00:30', []],
      ['change', '2026-07-30T23:30', ['Headliner']],
    ]);
    const accept = { payloads: [garden], apply: { choice: null, note: 'reported by fans' } };
    const accepted = await pool.run('a', { ...job(text), reports: accept });
    expect(accepted.applied?.ok && accepted.applied.text).toContain('Night Owl');
    expect([accepted.eventId, accepted.errors]).toEqual(['club-night', []]);
    // over the Headliner the moderator chooses first: nothing written, nothing checked
    const choose = { payloads: [floor], apply: { choice: null } };
    const chosen = await pool.run('a', { ...job(text), reports: choose });
    expect(chosen.applied).toMatchObject({ ok: false, reason: 'choose' });
    expect(chosen.eventId).toBeNull();
  });
});
