// Issue 38 (low item): an act's name in a workbook may be a formula's last computed value,
// which no reader here recomputes; the import says so, with the act and the row.
import { write } from 'hucre';
import { describe, expect, it } from 'vitest';
import { convertFile } from '../../src/organiser/import/convert.ts';

const NOW = new Date('2026-07-01T00:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const clock = (hhmm: string) => new Date(`1899-12-30T${hhmm}:00Z`);

async function workbook(format: 'xlsx' | 'ods') {
  const bytes = await write({
    format,
    sheets: [
      {
        name: 'Lineup',
        rows: [
          ['Stage', 'Artist', 'Date', 'Start', 'End'],
          ['Main', 'Alpha', day('2026-07-30'), clock('22:00'), clock('23:00')],
          ['Main', 'BETA', day('2026-07-30'), clock('23:00'), clock('23:30')],
        ],
        // row 3 (0-based 2), column B (0-based 1): =UPPER("beta"), cached as BETA
        cells: new Map([
          [
            '2,1',
            { type: 'formula', formula: 'UPPER("beta")', formulaResult: 'BETA', value: 'BETA' },
          ],
        ]),
      },
    ],
  });
  return new Uint8Array(bytes as Uint8Array);
}

describe('an act named by a formula', () => {
  it.each(['xlsx', 'ods'] as const)(
    '%s: noted with its act and row; the act is read',
    async (format) => {
      const result = await convertFile(await workbook(format), {
        path: `lineup.${format}`,
        id: 'x',
        now: NOW,
        format,
        timeZone: 'Europe/Berlin',
      });
      expect(result.event?.sets.map((s) => s.dj)).toEqual(['Alpha', 'BETA']);
      const formula = result.notes.filter((n) => n.rule === 'formula');
      expect(formula).toEqual([
        expect.objectContaining({
          line: 3,
          message: expect.stringContaining(
            "BETA: the act's name is the last computed value of a formula",
          ),
        }),
      ]);
    },
  );
});
