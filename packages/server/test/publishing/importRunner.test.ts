// An upload is read in a worker of its own, bounded in memory and time: a file that needs far
// more than a timetable (a workbook that unpacks to gigabytes, a CSV of millions of rows) is
// refused with a plain reason, and the server's own thread never waits for it.
import { describe, expect, it } from 'vitest';
import { convertInWorker } from '../../src/publishing/importRunner.ts';
import { LISBON_CSV } from '../organiser/lisbon.ts';

const options = {
  path: 'lineup.csv',
  id: 'lisbon',
  now: new Date('2026-07-01T00:00:00Z'),
  timeZone: 'Europe/Lisbon',
  format: 'csv' as const,
};
/** 60,000 rows: nothing for the normal limits, far too much for a heap of 16 MB */
const bigCsv = () => {
  const row = 'Palco,Ana Moura,2026-07-30,22:00,23:30\n';
  return new TextEncoder().encode(`Stage,Artist,Date,Start,End\n${row.repeat(60_000)}`);
};

describe('reading an upload in a worker', () => {
  it('gives the same result as reading it here', async () => {
    const result = await convertInWorker(new TextEncoder().encode(LISBON_CSV), options);
    expect(result.errors).toEqual([]);
    expect(result.rowErrors.map((e) => e.line)).toEqual([4]);
    expect(result.text).toContain('Ana Moura');
  });

  it('refuses a file that needs more memory than allowed, with a plain reason', async () => {
    const result = await convertInWorker(bigCsv(), options, { timeoutMs: 60_000, heapMb: 16 });
    expect(result.text).toBeNull();
    expect(result.errors[0]?.message).toMatch(/needs far more memory than any timetable/);
  });

  it('gives up on a file that takes longer than allowed', async () => {
    const result = await convertInWorker(new TextEncoder().encode(LISBON_CSV), options, {
      timeoutMs: 1,
      heapMb: 256,
    });
    expect(result.text).toBeNull();
    expect(result.errors[0]?.message).toMatch(/took longer than 1 s/);
  });
});
