// A big lineup answer is read in a worker and comes back in pieces (DESIGN §11): the value put
// together on the page is the one JSON.parse gives; a small answer, bad JSON and a worker that
// cannot run are read as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_PARSE_MIN_BYTES } from '../../src/data/lineupFetch.ts';
import { parseLineupBytes } from '../../src/data/lineupParse.ts';
import { type ParseRequest, parseReplies } from '../../src/data/lineupParseProtocol.ts';

/** a worker that answers as lineupParseWorker.ts does, one message per task */
class FakeWorker {
  static made = 0;
  static messages = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.made++;
  }
  postMessage(request: ParseRequest) {
    for (const reply of parseReplies(structuredClone(request))) {
      FakeWorker.messages++;
      setTimeout(() => this.onmessage?.({ data: structuredClone(reply) } as MessageEvent), 0);
    }
  }
  terminate() {}
}

class BrokenWorker extends FakeWorker {
  override postMessage() {
    setTimeout(() => this.onerror?.(new Event('error')), 0);
  }
}

function bigLineup(rooms: number, setsPerRoom: number) {
  return {
    hash: 'h',
    meta: { id: 'big', rooms: Array.from({ length: rooms }, (_, i) => `Stage ${i}`) },
    sets: Array.from({ length: rooms }, (_, room) =>
      Array.from({ length: setsPerRoom }, (_, i) => ({
        dj: `Act ${room}-${i} ${'x'.repeat(40)}`,
        room,
        start: new Date(Date.UTC(2023, 5, 24, 10) + i * 3_600_000).toISOString(),
      })),
    ),
    setCursors: Array.from({ length: rooms }, () => 0),
    tracks: [],
    latestTracks: [],
  };
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = 0;
  FakeWorker.messages = 0;
});

describe('reading a lineup answer', () => {
  it('puts a big answer together from the pieces the worker sends, equal to JSON.parse', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const lineup = bigLineup(85, 40);
    const raw = bytes(lineup);
    expect(raw.byteLength).toBeGreaterThan(WORKER_PARSE_MIN_BYTES);
    await expect(parseLineupBytes(raw)).resolves.toEqual(lineup);
    expect(FakeWorker.made).toBe(1);
    // 3,400 sets in pieces of about 300: a dozen short tasks instead of one long one
    expect(FakeWorker.messages).toBeGreaterThan(10);
  });

  it('reads a small answer on the page, without a worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const lineup = bigLineup(2, 3);
    await expect(parseLineupBytes(bytes(lineup))).resolves.toEqual(lineup);
    expect(FakeWorker.made).toBe(0);
  });

  it('fails a big answer that is no JSON with what JSON.parse says', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const raw = new TextEncoder().encode(`{"sets": [${'1,'.repeat(WORKER_PARSE_MIN_BYTES)}`).buffer;
    await expect(parseLineupBytes(raw)).rejects.toThrow(SyntaxError);
  });

  it('reads a big answer on the page when the worker cannot run', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const lineup = bigLineup(85, 40);
    await expect(parseLineupBytes(bytes(lineup))).resolves.toEqual(lineup);
  });
});
