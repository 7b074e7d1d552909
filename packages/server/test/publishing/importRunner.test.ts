// An upload is read in a worker of its own, bounded in memory and time: a file that needs far
// more than a timetable (a workbook that unpacks to gigabytes, a CSV of millions of rows) is
// refused with a plain reason, and the server's own thread never waits for it.
import { describe, expect, it } from 'vitest';
import { TOO_DEEP } from '../../src/organiser/import/sourceTree.ts';
import { jobTimeoutMs } from '../../src/publishing/draftPool.ts';
import {
  convertInWorker,
  IMPORT_TIMEOUT_MS,
  outOfMemory,
} from '../../src/publishing/importRunner.ts';
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
    // a CSV is no workbook: the reason does not guess at one
    expect(result.errors[0]?.message).toBe(
      'reading the file needed more than 16 MB of memory, far more than any timetable; it was not read',
    );
  });

  it.each([
    ['xlsx', /the workbook .* unpack/],
    ['ods', /the workbook .* unpack/],
    ['frab', /^reading the file needed more than 256 MB/],
    ['csv', /^reading the file needed more than 256 MB/],
    [undefined, /^reading the file needed more than 256 MB/],
  ] as const)('out of memory reading %s: %s', (format, words) => {
    expect(outOfMemory(format, 256)).toMatch(words);
    if (format !== 'xlsx' && format !== 'ods')
      expect(outOfMemory(format, 256)).not.toMatch(/workbook/);
  });

  it('says a file nested thousands deep is not a schedule, not the parser’s stack overflow', async () => {
    const deep = new TextEncoder().encode(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    const result = await convertInWorker(deep, {
      ...options,
      path: 'schedule.json',
      format: 'frab',
    });
    expect(result.errors.map((e) => e.message)).toEqual([TOO_DEEP]);
    expect(JSON.stringify(result)).not.toMatch(/call stack/i);
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

describe('the time an upload may take in the draft pool', () => {
  // the file's own time-out ("reading the file took longer than 20 s…") comes first, not the
  // pool's words about checking a draft
  it.each([
    ['a draft', { text: 'x', now: 0 }, 20_000],
    [
      'an upload',
      {
        text: '',
        now: 0,
        upload: { content: '', format: 'csv', fileName: 'a.csv', eventId: 'e' },
      },
      20_000 + IMPORT_TIMEOUT_MS,
    ],
  ] as const)('%s: %i ms', (_, job, ms) => {
    expect(jobTimeoutMs(job as never, 20_000)).toBe(ms);
  });
});
