// Workbooks (XLSX, ODS) through the CSV importer's column rules: one unreadable row is a row
// error with the row number the spreadsheet shows; the local times are read in the zone
// asked for (Lisbon here, an hour off Berlin). The workbooks are written by hucre as a
// spreadsheet program saves them: dates and times of day as date cells.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEventFile } from '@lineup/core';
import { write } from 'hucre';
import { describe, expect, it } from 'vitest';
import { type ConvertResult, convertFile } from '../../src/organiser/import/convert.ts';
import { tempDir } from '../helpers/tmp.ts';
import { NOW, runCli } from './helpers.ts';
import { LISBON_CSV, LISBON_SETS } from './lisbon.ts';

/** a date cell, or a time-of-day cell (a day in the spreadsheet epoch), as the readers give them */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const clock = (hhmm: string) => new Date(`1899-12-30T${hhmm}:00Z`);

const HEADER = ['Stage', 'Artist', 'Date', 'Start', 'End'];
/** row 4 is the one an organiser typed in German */
const ROWS: (string | Date)[][] = [
  ['Palco', 'Ana Moura', day('2026-07-30'), clock('22:00'), clock('23:30')],
  ['Palco', 'Branko', day('2026-07-30'), clock('23:30'), clock('01:00')],
  ['Palco', 'Carla Prata', day('2026-07-31'), '2:00 Uhr', clock('03:30')],
  ['Rio', 'Dino', day('2026-07-30'), clock('23:00'), clock('02:00')],
];

async function workbook(format: 'xlsx' | 'ods'): Promise<Uint8Array> {
  const out = await write({ format, sheets: [{ name: 'Lineup', rows: [HEADER, ...ROWS] }] });
  return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayBuffer);
}

function setsOf(result: ConvertResult) {
  const event = parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
  return event.sets.map(({ dj, start, end }) => ({ dj, start, end }));
}

function expectLisbon(result: ConvertResult, file: string) {
  expect(result.errors).toEqual([]);
  expect(result.rowErrors).toEqual([
    {
      path: file,
      line: 4,
      rule: 'csv.row',
      message: 'start "2:00 Uhr" is not a date and time like 2026-07-30 22:00',
      params: expect.objectContaining({
        row: 4,
        problem: 'start.unreadable',
        dj: 'Carla Prata',
        value: '2:00 Uhr',
      }),
    },
  ]);
  expect(setsOf(result)).toEqual(LISBON_SETS);
  expect(result.text).toContain('timeZone: Europe/Lisbon');
  expect(result.text).not.toContain('Carla');
}

describe('workbooks', () => {
  it('CSV: the unreadable row is a row error with its row; the times are Lisbon times', async () => {
    const result = await convertFile(new TextEncoder().encode(LISBON_CSV), {
      path: 'lisbon.csv',
      id: 'lisbon',
      now: NOW,
      timeZone: 'Europe/Lisbon',
    });
    expectLisbon(result, 'lisbon.csv');
  });

  it.each(['xlsx', 'ods'] as const)(
    '%s: the same rows give the same sets and the same row error',
    async (format) => {
      const bytes = await workbook(format);
      const asked = await convertFile(bytes, {
        path: `lisbon.${format}`,
        id: 'lisbon',
        now: NOW,
        timeZone: 'Europe/Lisbon',
        format,
      });
      expect(asked.format).toBe(format);
      expectLisbon(asked, `lisbon.${format}`);
      // without a format: told from the file
      const told = await convertFile(bytes, {
        path: 'upload',
        id: 'lisbon',
        now: NOW,
        timeZone: 'Europe/Lisbon',
      });
      expect(told.format).toBe(format);
      expect(setsOf(told)).toEqual(LISBON_SETS);
    },
  );

  it('a CSV given as a workbook, and a broken workbook, are one plain error', async () => {
    const csv = await convertFile(new TextEncoder().encode(LISBON_CSV), {
      path: 'sets.xlsx',
      id: 'x',
      now: NOW,
      format: 'xlsx',
    });
    expect(csv.text).toBeNull();
    expect(csv.errors[0]?.message).toMatch(/not a workbook: it looks like CSV/);
    const bytes = await workbook('xlsx');
    const broken = await convertFile(bytes.subarray(0, 200), {
      path: 'sets.xlsx',
      id: 'x',
      now: NOW,
      format: 'xlsx',
    });
    expect(broken.text).toBeNull();
    expect(broken.errors[0]?.message).toMatch(/not an Excel workbook \(\.xlsx\) that can be read/);
  });

  it.each(['xlsx', 'ods'] as const)(
    'lineup import --from %s --tz Europe/Lisbon: the row error first, then the file without it',
    async (format) => {
      const tmp = tempDir();
      try {
        const input = path.join(tmp.dir, `lineup.${format}`);
        const out = path.join(tmp.dir, 'lisbon.yaml');
        writeFileSync(input, await workbook(format));
        const result = await runCli([
          'import',
          '--from',
          format,
          '--tz',
          'Europe/Lisbon',
          input,
          out,
        ]);
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(
          /^Rows that could not be read, not in .*lisbon\.yaml \(1\):\n.*:4: csv\.row: start "2:00 Uhr"/,
        );
        expect(result.stderr).toContain('1 row of');
        const written = parseEventFile(readFileSync(out, 'utf8'), 'x.yaml', { now: NOW }).event!;
        expect(written.sets.map(({ dj, start, end }) => ({ dj, start, end }))).toEqual(LISBON_SETS);
      } finally {
        tmp.remove();
      }
    },
  );
});
