// What organisers met with real files (issue: real organisers' files), one test per finding:
// encodings in validate and export, calendar UIDs, piping into head, clock-change nights,
// and the messages a wrong or broken file gets.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseEventFile } from '@lineup/core';
import { afterAll, describe, expect, it } from 'vitest';
import { parseIcs, prop } from '../../../core/test/calendar/parseIcs.ts';
import { exportCsv } from '../../src/organiser/export/csv.ts';
import { exportIcs } from '../../src/organiser/export/ics.ts';
import { convertSchedule } from '../../src/organiser/import/convert.ts';
import { tempDir } from '../helpers/tmp.ts';
import { BIN, importText, NOW, runCli } from './helpers.ts';

const REAL = path.resolve(import.meta.dirname, '../fixtures/real');
const real = (name: string) => path.join(REAL, name);
const tmp = tempDir('lineup-real-');
afterAll(() => tmp.remove());
const out = (name: string) => path.join(tmp.dir, name);

function convert(name: string, bytes: Uint8Array | string, opts: Record<string, unknown> = {}) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return convertSchedule(data, { path: name, id: 'x', now: NOW, ...opts });
}

function importedEvent(name: string, opts: Record<string, unknown> = {}) {
  const result = convert(name, new Uint8Array(readFileSync(real(name))), opts);
  return parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
}

const LATIN1_EVENT = `id: cafe
meta: {partyName: Café Müller, timeZone: Europe/Berlin, rooms: [Bühne]}
sets:
  - {dj: Ádám Señor, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;

describe('1. encodings: validate and export read what import reads', () => {
  const file = out('cafe.yaml');
  writeFileSync(file, Buffer.from(LATIN1_EVENT, 'latin1'));

  it('lineup validate of a Latin-1 event file: its letters, and a warning that says how it was read', async () => {
    const result = await runCli(['validate', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'file.encoding: the file is not valid UTF-8: read as Windows-1252',
    );
    expect(result.stdout).not.toContain('\uFFFD');
  });

  it('lineup export of it writes the accented letters', async () => {
    const result = await runCli(['export', '--to', 'csv', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Bühne,Ádám Señor,2026-07-30 22:00');
  });
});

describe('5. calendar export of a real congress', () => {
  const event = importedEvent('36c3-schedule.xml');
  const calendar = parseIcs(exportIcs(event, NOW));
  const vevents = calendar.children.filter((c) => c.type === 'VEVENT');

  it('one entry per session, each with its own UID (sessions sharing a slot too)', () => {
    expect(vevents).toHaveLength(event.sets.length);
    const uids = new Set(vevents.map((v) => prop(v, 'UID')!.value));
    expect(uids.size).toBe(vevents.length);
  });

  it('one act on two stages at one time gets two UIDs', () => {
    const text = `id: two
meta: {partyName: Two, timeZone: Europe/Berlin, rooms: [A, B]}
sets:
  - {dj: Ada, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
  - {dj: Ada, room: 1, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;
    const two = parseEventFile(text, 'two.yaml', { now: NOW }).event!;
    const uids = parseIcs(exportIcs(two, NOW))
      .children.filter((c) => c.type === 'VEVENT')
      .map((v) => prop(v, 'UID')!.value);
    expect(new Set(uids).size).toBe(2);
  });
});

describe('6. piping into head', () => {
  it.each([[['export', '--to', 'csv']], [['validate']]])(
    'lineup %j … | head -1 ends quietly',
    async (args) => {
      const yaml = out('big.yaml');
      // far more output than a pipe's buffer holds; overlapping sets make validate talk too
      const sets = Array.from(
        { length: 1500 },
        (_, i) =>
          `  - {dj: Act ${i}, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00, change: "set ${i}"}`,
      );
      writeFileSync(
        yaml,
        `id: big\nmeta: {partyName: Big, timeZone: Europe/Berlin, rooms: [Main]}\nsets:\n${sets.join('\n')}\n`,
      );
      const { stderr, code } = await new Promise<{ stderr: string; code: number | null }>(
        (resolve) => {
          const child = spawn(process.execPath, [BIN, ...args, yaml], {
            env: { PATH: process.env.PATH ?? '', LINEUP_NOW: NOW.toISOString() },
          });
          let err = '';
          child.stderr.on('data', (c: Buffer) => {
            err += c.toString();
          });
          // read the first chunk, then close the pipe, as head does
          child.stdout.once('data', () => child.stdout.destroy());
          child.on('close', (c) => resolve({ stderr: err, code: c }));
        },
      );
      expect(stderr).not.toMatch(/EPIPE|Error|at /);
      expect(code).toBe(0);
    },
  );
});

describe('7. a time the spring night skips: said the same way by every reader', () => {
  const SAYS =
    /(\d\d:\d\d) does not exist that night in (Europe\/\w+) \(the clocks go forward\): read as (\d\d:\d\d)/;

  it('CSV: a row that keeps a length is kept with a note; one that loses it is a row error, saying why', () => {
    const result = convert('dst.csv', readFileSync(real('glastonbury-2023-dst.csv'), 'utf8'), {
      timeZone: 'Europe/London',
    });
    const notes = result.notes.filter((n) => SAYS.test(n.message));
    // ALTAR X TEEZLE 01:30–02:45 on 26 Mar 2023: kept from 02:30 BST
    expect(notes).toContainEqual(
      expect.objectContaining({
        line: 9,
        rule: 'time.skipped',
        message: expect.stringContaining('start: 01:30 does not exist'),
      }),
    );
    // ACTRESS (LIVE) 01:50–02:50: nothing is left of it; not a set of 24 hours
    expect(result.rowErrors).toContainEqual(
      expect.objectContaining({
        line: 6,
        rule: 'csv.row',
        message: expect.stringMatching(/end is not after start \(start: 01:50 does not exist.*\)$/),
      }),
    );
    const event = parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
    expect(event.sets.every((s) => Date.parse(s.end) - Date.parse(s.start) < 6 * 3600_000)).toBe(
      true,
    );
  });

  it("the original app's config: the same note for a set at 02:30 on Berlin's spring night", () => {
    const result = convert(
      'spring.yml',
      readFileSync(real('shallowbunny-config-spring.yml'), 'utf8'),
    );
    const notes = result.notes.filter((n) => n.rule === 'time.skipped');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.message).toMatch(SAYS);
  });

  it('frab: a start given as day and time of day gets the same note', () => {
    const xml = `<schedule><conference><title>T</title><time_zone_name>Europe/Berlin</time_zone_name></conference>
<day date="2026-03-29"><room name="A">
<event guid="g1"><start>02:30</start><duration>01:00</duration><title>Talk</title><persons><person>Ada</person></persons></event>
</room></day></schedule>`;
    const result = convert('s.xml', xml);
    expect(result.notes).toContainEqual(
      expect.objectContaining({ rule: 'time.skipped', message: expect.stringMatching(SAYS) }),
    );
  });
});

describe('8. messages', () => {
  it.each([
    [
      'a CSV given to --from frab',
      'glastonbury-2023.csv',
      'frab',
      /this looks like CSV .*try --from csv/,
    ],
    [
      'an XML given to --from csv',
      '36c3-schedule.xml',
      'csv',
      /this looks like XML .*try --from frab/,
    ],
  ])('%s: one line that names what it is', (_what, name, format, message) => {
    const result = convert(name, new Uint8Array(readFileSync(real(name))), { format });
    expect(result.errors).toEqual([
      expect.objectContaining({ line: 1, rule: 'format', message: expect.stringMatching(message) }),
    ]);
  });

  it('a gzip archive: one line, no binary noise', async () => {
    const file = out('schedule.xml.gz');
    writeFileSync(file, gzipSync(readFileSync(real('36c3-schedule.xml'))));
    const result = await runCli(['import', '--from', 'frab', file, out('gz.yaml')]);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      'Errors (1):',
      `${file}:1: format: this looks like a gzip archive (unpack it first: gunzip FILE)`,
    ]);
  });

  it('an empty link of the original app is no "not http(s)" complaint', () => {
    const config = `beginningSchedule: 2026-07-30
meta: {timeZone: Europe/Berlin}
lineup:
  rooms: [Club]
  sets:
    Club:
      - {day: 0, hour: 22, duration: 60, dj: Ada, meta: [{key: dj.link.soundcloud, value: ""}]}
`;
    const result = importText('shallowbunny', config);
    expect(result.errors).toEqual([]);
    expect(result.notes.filter((n) => n.rule === 'link.protocol')).toEqual([]);
  });

  it.each([
    ['English', 'Artist,Venue,Begin,Finish\nAda,Tent,2026-07-30 22:00,23:00\n'],
    [
      'English, spreadsheet style',
      'Act;Floor;Start Time;End Time\nAda;Tent;30.07.2026 22:00;23:00\n',
    ],
    ['German', 'Künstler;Bühne;Beginn;Ende\nAda;Tent;30.07.2026 22:00;23:00\n'],
    ['a date column', 'title,stage,date,start_time,end_time\nAda,Tent,30/07/2026,22:00,23:00\n'],
  ])('CSV header names people use: %s', (_what, text) => {
    // told from the file as CSV, too
    const result = convert('names.csv', text, { timeZone: 'Europe/Berlin' });
    expect(result.errors).toEqual([]);
    expect(result.event?.sets).toEqual([
      expect.objectContaining({
        dj: 'Ada',
        start: '2026-07-30T20:00:00.000Z',
        end: '2026-07-30T21:00:00.000Z',
      }),
    ]);
    expect(result.event?.meta.rooms).toEqual(['Tent']);
  });

  it('--map names the columns nothing else recognises', async () => {
    const csv = out('mapped.csv');
    writeFileSync(
      csv,
      'performer_id,headliner,where,timestamp_start,timestamp_end\n1,Ada,Tent,2026-07-30 22:00,2026-07-30 23:00\n',
    );
    const target = out('mapped.yaml');
    const result = await runCli([
      'import',
      '--from',
      'csv',
      '--map',
      'dj=headliner,stage=where,start=timestamp_start,end=timestamp_end',
      csv,
      target,
    ]);
    expect(result.code).toBe(0);
    const event = parseEventFile(readFileSync(target, 'utf8'), target, { now: NOW }).event!;
    expect(event.sets.map((s) => [event.meta.rooms[s.room], s.dj, s.start])).toEqual([
      ['Tent', 'Ada', '2026-07-30T20:00:00.000Z'],
    ]);
  });

  it('a CSV → event file → CSV round trip keeps the order of the link columns', () => {
    const csv =
      'stage,dj,start,end,change,soundcloud,instagram\n' +
      'Club,Ada,2026-07-30 22:00,23:00,,,https://instagram.com/ada\n' +
      'Club,Grace,2026-07-30 23:00,2026-07-31 00:00,,https://soundcloud.com/grace,https://instagram.com/grace\n';
    const result = convert('links.csv', csv, { timeZone: 'Europe/Berlin' });
    const event = parseEventFile(result.text!, 'x.yaml', { now: NOW }).event!;
    expect(exportCsv(event).split('\r\n')[0]).toBe(
      'stage,dj,start,end,change,soundcloud,instagram',
    );
  });
});
