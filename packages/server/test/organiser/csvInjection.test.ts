// OWASP's CSV injection: a cell of the exported CSV that a spreadsheet would run as a formula
// (=, +, -, @, a tab or a return first) starts with an apostrophe; the import drops it again,
// so export → import gives the same acts.
import { parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { exportCsv, neutralCell } from '../../src/organiser/export/csv.ts';
import { importCsv } from '../../src/organiser/import/csv.ts';

const NOW = new Date('2026-07-01T00:00:00Z');

describe('cells a spreadsheet would run', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","click")', '\'=HYPERLINK("https://evil.example","click")'],
    ['+SUM(1,2)', "'+SUM(1,2)"],
    ['-ZIG-', "'-ZIG-"],
    ['@home', "'@home"],
    ['\tTab', "'\tTab"],
    ['Ada', 'Ada'],
    ['DJ =x', 'DJ =x'],
    ['', ''],
  ])('%j is written as %j', (cell, written) => {
    expect(neutralCell(cell)).toBe(written);
  });

  it('exports formulas as text and imports them back as the same acts', () => {
    const acts = ['=1+1', '-ZIG-', '@home', '+plus', 'Ada'];
    const text = `id: x
meta:
  partyName: X
  timeZone: Europe/Berlin
  rooms: ["=Main"]
sets:
${acts.map((dj, i) => `  - {dj: ${JSON.stringify(dj)}, room: 0, start: 2026-07-30T1${i}:00, end: 2026-07-30T1${i}:30}`).join('\n')}
`;
    const event = parseEventFile(text, 'x.yaml', { now: NOW }).event!;
    const csv = exportCsv(event);
    for (const line of csv.split('\r\n').slice(1, -1)) expect(line).toMatch(/^'=Main,/);
    expect(csv).toContain(",'=1+1,");
    expect(csv).not.toMatch(/,=|,\+|,-|,@/);
    const back = importCsv(csv, { path: 'x.csv', id: 'x', now: NOW, timeZone: 'Europe/Berlin' });
    expect(back.event?.meta.rooms).toEqual(['=Main']);
    expect(back.event?.sets.map((s) => s.dj)).toEqual(acts);
  });
});
