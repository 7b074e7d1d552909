// Event files are parsed in a worker thread: the thread that answers requests keeps running
// while a large file is parsed, and a file that takes too long is given up with a diagnostic.
import { afterAll, describe, expect, it } from 'vitest';
import { EventParser } from '../../src/events/eventParser.ts';

const NOW = new Date('2026-07-30T10:00:00Z');

/** a valid lineup of `n` sets (about 70 bytes each) */
function bigLineup(n: number): Uint8Array {
  const sets = Array.from({ length: n }, (_, i) => {
    const hour = String(i % 24).padStart(2, '0');
    return `  - {dj: "Act ${i}", room: 0, start: 2026-07-30T${hour}:00, end: 2026-07-30T${hour}:30}`;
  });
  const text = `id: big\nmeta: {partyName: Big, timeZone: Europe/Berlin, rooms: [Main]}\nsets:\n${sets.join('\n')}\n`;
  return new TextEncoder().encode(text);
}

describe('EventParser', () => {
  const parser = new EventParser();
  afterAll(() => parser.close());

  it('parses in another thread: timers of this thread keep firing meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const result = await parser.parse(bigLineup(5_000), 'events/big.yaml', NOW);
      expect(result.errors).toEqual([]);
      expect(result.event?.sets).toHaveLength(5_000);
    } finally {
      clearInterval(timer);
    }
    // parsed on this thread, the promise would be settled before any timer could run
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it('reads the bytes as UTF-8 (emoji and a byte order mark)', async () => {
    const text = `\uFEFFid: emoji\nmeta: {partyName: "🌅 Sunrise", timeZone: UTC, rooms: [Main]}\n`;
    const result = await parser.parse(new TextEncoder().encode(text), 'events/e.yaml', NOW);
    expect(result.event?.meta.partyName).toBe('🌅 Sunrise');
  });

  it('gives up a file that takes longer than its time limit, naming the rule', async () => {
    const impatient = new EventParser({ timeoutMs: 1 });
    try {
      const result = await impatient.parse(bigLineup(5_000), 'events/big.yaml', NOW);
      expect(result.event).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({ rule: 'file.timeout', path: 'events/big.yaml' }),
      ]);
    } finally {
      await impatient.close();
    }
  });
});
