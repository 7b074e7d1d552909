// A real conference agenda saved as XLSX and as ODS (Couchbase Connect 2014, San Francisco),
// read from the shared folder of real files where it lives (not copied into the repository).
// Its columns are another tool's (SessionId, Date, StartTime, EndTime, Name, Track, …): the
// CSV rules find Date, StartTime, EndTime, Name and Track; the rows without a track
// (registration, breaks, lunch) are row errors with their spreadsheet row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { convertFile } from '../../src/organiser/import/convert.ts';
import { NOW } from './helpers.ts';

const SHARED = '/work/shared/realworld';
const NAME = 'couchbase_connect_2014_agenda';
const present = existsSync(path.join(SHARED, `${NAME}.xlsx`));

async function agenda(format: 'xlsx' | 'ods') {
  const bytes = new Uint8Array(readFileSync(path.join(SHARED, `${NAME}.${format}`)));
  const result = await convertFile(bytes, {
    path: `${NAME}.${format}`,
    id: 'couchbase-connect-2014',
    now: NOW,
    timeZone: 'America/Los_Angeles',
  });
  expect(result.format).toBe(format);
  expect(result.errors).toEqual([]);
  const event = parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
  const sets = event.sets.map((s) => ({
    dj: s.dj,
    stage: event.meta.rooms[s.room],
    start: s.start,
    end: s.end,
  }));
  return { result, event, sets };
}

describe.skipIf(!present)('a real agenda as XLSX and as ODS', () => {
  it('gives every session with a track at its Pacific time, the same from both files', async () => {
    const xlsx = await agenda('xlsx');
    const ods = await agenda('ods');
    expect(xlsx.sets).toEqual(ods.sets);
    expect(xlsx.event.meta.rooms).toEqual(ods.event.meta.rooms);
    expect(xlsx.event.meta.rooms).toEqual(
      expect.arrayContaining(['Developer', 'Operations', 'Architecture', 'Mobile', 'Customer']),
    );
    // 6 Oct 2014, 14:30–15:15 in San Francisco (PDT, UTC-7)
    expect(xlsx.sets).toContainEqual({
      dj: 'Under the Covers: Couchbase Server Architecture',
      stage: 'Architecture',
      start: '2014-10-06T21:30:00.000Z',
      end: '2014-10-06T22:15:00.000Z',
    });
    // a workshop of the first morning, 09:00–12:00
    expect(xlsx.sets).toContainEqual(
      expect.objectContaining({
        dj: 'Couchbase Server 3.0 Workshop - Developer',
        start: '2014-10-06T16:00:00.000Z',
        end: '2014-10-06T19:00:00.000Z',
      }),
    );
  });

  it('lists each row without a track as a row error at its spreadsheet row', async () => {
    const xlsx = await agenda('xlsx');
    const ods = await agenda('ods');
    const rows = (r: typeof xlsx) => r.result.rowErrors.map((e) => [e.line, e.message]);
    expect(rows(xlsx)).toEqual(rows(ods));
    // row 2: Registration, 08:00–18:00, no track
    expect(xlsx.result.rowErrors[0]).toMatchObject({
      line: 2,
      rule: 'csv.row',
      message: 'stage is empty',
      params: { row: 2, problem: 'stage.empty', dj: 'Registration' },
    });
    expect(xlsx.sets.length + xlsx.result.rowErrors.length).toBe(65);
  });
});
