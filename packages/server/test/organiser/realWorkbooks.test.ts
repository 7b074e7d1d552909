// Real workbooks. A conference agenda saved as XLSX and as ODS (Couchbase Connect 2014, San
// Francisco), read from the shared folder of real files where it lives (not copied into the
// repository); and EthCC 2018's schedule as its organisers' helpers kept it (fixtures/real).
// Its columns are another tool's (SessionId, Date, StartTime, EndTime, Name, Track, …): the
// CSV rules find Date, StartTime, EndTime, Name and Track; the rows without a track
// (registration, breaks, lunch) are row errors with their spreadsheet row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEventFile } from '@lineup/core';
import { write } from 'hucre';
import { readSheet } from 'read-excel-file/node';
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
      message: '"Registration": no stage is named, so it is left out (write its stage)',
      params: { row: 2, problem: 'stage.empty', dj: 'Registration' },
    });
    // the keynotes are among them, named
    expect(rows(xlsx).map(([, m]) => m)).toContainEqual(
      '"Opening Keynote: Introducing Couchbase Server 3.0": no stage is named, so it is left out (write its stage)',
    );
    expect(xlsx.sets.length + xlsx.result.rowErrors.length).toBe(65);
  });
});

const ETHCC = path.resolve(import.meta.dirname, '../fixtures/real/ethcc-2018-schedule.xlsx');

function ethcc(bytes: Uint8Array) {
  return convertFile(bytes, {
    path: 'ethcc-2018-schedule.xlsx',
    id: 'ethcc-2018',
    now: NOW,
    timeZone: 'Europe/Paris',
    columns: { dj: 'Talk' },
  });
}

describe('EthCC 2018: a real schedule whose Day column is a day number', () => {
  it('as it is: every row is a row error saying the day is no date, naming the value', async () => {
    const result = await ethcc(new Uint8Array(readFileSync(ETHCC)));
    expect(result.rowErrors).toHaveLength(123);
    expect(new Set(result.rowErrors.map((e) => e.params?.value))).toEqual(new Set(['0', '1', '2']));
    expect(result.rowErrors[0]).toMatchObject({
      line: 2,
      message: 'date "0" is not a date like 2026-07-30',
      params: { row: 2, problem: 'date.unreadable', dj: 'Introductory Remark' },
    });
    expect(result.text).toBeNull();
  });

  it('with dates in the Day column (8–10 March): every talk at its Paris time, one stage per room', async () => {
    const rows = await readSheet(readFileSync(ETHCC));
    const day = (n: unknown) => new Date(Date.UTC(2018, 2, 8 + Number(n)));
    const dated = rows.map((row, i) => (i === 0 ? row : row.map((c, j) => (j === 5 ? day(c) : c))));
    const bytes = await write({
      format: 'xlsx',
      sheets: [{ name: 'Sheet1', rows: dated as never }],
    });
    const result = await ethcc(new Uint8Array(bytes as Uint8Array));
    expect(result.rowErrors).toEqual([]);
    const event = parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
    expect(event.sets).toHaveLength(123);
    // "paul Painleve" and "jean-Baptiste Say" in a few rows are the same rooms
    expect(event.meta.rooms).toEqual([
      'Paul Painleve',
      'Jean-Baptiste Say',
      'Robert Faure',
      'Abbe Gregoire',
      'Classrooms',
    ]);
    // 09:00–09:15 on 8 March 2018 in Paris (CET, UTC+1)
    expect(event.sets[0]).toMatchObject({
      dj: 'Introductory Remark',
      start: '2018-03-08T08:00:00.000Z',
      end: '2018-03-08T08:15:00.000Z',
    });
  });
});
