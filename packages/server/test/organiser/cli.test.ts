// The real `lineup` command as a child process: exit codes, where output goes, and plain
// one-line messages (never a stack trace) for the user's mistakes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEventFile } from '@lineup/core';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { fixture, NOW, runCli } from './helpers.ts';

const tmp = tempDir('lineup-cli-');
afterAll(() => tmp.remove());
const out = (name: string) => path.join(tmp.dir, name);
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);
/** `lineup import --merge` of the CSV `csv` into the event file `target`, Berlin times */
const mergeInto = (target: string, csv: string, ...flags: string[]) =>
  runCli(['import', '--tz', 'Europe/Berlin', '--merge', ...flags, csv, target]);

describe('help and usage', () => {
  it.each([
    [['--help'], 0, 'Usage: lineup COMMAND'],
    [['help', 'import'], 0, 'Usage: lineup import [--from csv|xlsx|ods|frab|shallowbunny] IN OUT'],
    [['import', '--help'], 0, 'Usage: lineup import'],
    [['stats', '-h'], 0, 'Usage: lineup stats EVENT'],
    [[], 2, 'Commands:'],
  ])('lineup %j exits %i', async (args, code, text) => {
    const result = await runCli(args);
    expect(result.code).toBe(code);
    expect(result.stdout).toContain(text);
  });

  it.each([
    [['publish'], 'unknown command "publish"'],
    [['validate'], 'give the event files or a folder'],
    [
      ['import', '--from', 'xls', 'a.xls', 'b.yaml'],
      '--from must be one of csv, xlsx, ods, frab, shallowbunny',
    ],
    [['import', '--from', 'csv', 'a.csv', 'b.txt'], 'must end in .yaml, .yml or .json'],
    [
      ['import', '--from', 'csv', '--tz', 'Mars/Olympus', 'a.csv', 'b.yaml'],
      'not an IANA time zone',
    ],
    [['export', '--to', 'pdf', 'x'], '--to must be ics or csv'],
    [['validate', '--strict', 'x'], "Unknown option '--strict'"],
  ])('lineup %j is a usage mistake: exit 2, one line on stderr', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    noStack(result.stderr);
  });
});

describe('lineup validate', () => {
  it('exits 0 when there are only warnings and prints them as file:line: rule: message', async () => {
    const result = await runCli(['validate', fixture('events/overlaps.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${fixture('events/overlaps.yaml')}:13: set.overlap: Second`);
    expect(result.stdout).toContain('Warnings (4):');
    expect(result.stdout).not.toContain('Errors');
  });

  it('exits 1 when a file has errors', async () => {
    const result = await runCli(['validate', fixture('events')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${fixture('events/broken.yaml')}:4: meta.timeZone: `);
    expect(result.stdout).toContain('2 files checked: 1 error, 4 warnings');
  });

  it('exits 1 with one clear line for a missing file', async () => {
    const result = await runCli(['validate', 'no/such/file.yaml']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('lineup validate: no/such/file.yaml: no such file or folder');
  });
});

describe('lineup import', () => {
  it('writes a valid event file, then prints its validation', async () => {
    const target = out('sunrise-2026.yaml');
    const result = await runCli([
      'import',
      '--from',
      'csv',
      fixture('csv/sunrise.csv'),
      target,
      '--name',
      'Sunrise',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${target}`);
    expect(result.stdout).toContain('1 file checked: 0 errors, 0 warnings');
    const written = parseEventFile(readFileSync(target, 'utf8'), target, { now: NOW });
    expect(written.errors).toEqual([]);
    expect(written.event).toMatchObject({ id: 'sunrise-2026', meta: { partyName: 'Sunrise' } });
  });

  it('does not replace an existing file without --force', async () => {
    const target = out('twice.yaml');
    const args = ['import', '--from', 'frab', fixture('frab/schedule.xml'), target];
    expect((await runCli(args)).code).toBe(0);
    const again = await runCli(args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists: add --merge to bring the file');
    const replaced = await runCli([...args, '--force', '--id', 'wave-2026']);
    expect(replaced.code).toBe(0);
    // what of it went, in numbers
    expect(replaced.stdout).toMatch(
      /replaced the event file: its name ".*", its \d+ stages? \(.*\) with their details, its texts and its \d+ sets?/,
    );
    expect(readFileSync(target, 'utf8')).toContain('id: wave-2026');
  });

  it('--merge keeps the event file’s meta, stages and hand-typed sets, and says what it did', async () => {
    const target = out('lake.yaml');
    writeFileSync(
      target,
      `id: lake
meta:
  partyName: Lake Days
  timeZone: Europe/Berlin
  rooms: ["🌊 Seeufer", Wald]
  emoticons: ["🌊", "🌲"]
  nowText1Map:
    en: Welcome to the lake
sets:
  - {dj: Hand Typed, room: 1, start: 2026-08-14T18:00, end: 2026-08-14T19:00}
  - {dj: Alpha, room: 0, start: 2026-08-14T20:00, end: 2026-08-14T21:00}
`,
    );
    const csv = out('lake.csv');
    writeFileSync(
      csv,
      'stage,dj,start,end\nSesufer,Alpha,2026-08-14 20:30,2026-08-14 21:30\nHangar,Beta,2026-08-14 21:00,2026-08-14 22:00\n',
    );
    const result = await mergeInto(target, csv);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'stage "Sesufer" of the file is not one of the event\'s: its sets go on "🌊 Seeufer" (a near spelling)',
    );
    expect(result.stdout).toContain('stage "Hangar" is new to the event: added');
    expect(result.stdout).toContain(
      'kept 1 set of the event the file does not have: Hand Typed (--drop-others removes them)',
    );
    const event = parseEventFile(readFileSync(target, 'utf8'), target, { now: NOW }).event!;
    expect(event.meta.partyName).toBe('Lake Days');
    expect(event.meta.nowText1Map).toEqual({ en: 'Welcome to the lake' });
    expect(event.meta.rooms).toEqual(['🌊 Seeufer', 'Wald', 'Hangar']);
    expect(event.meta.emoticons.slice(0, 2)).toEqual(['🌊', '🌲']);
    expect(event.sets.map((s) => [s.dj, event.meta.rooms[s.room]])).toEqual([
      ['Hand Typed', 'Wald'],
      ['Alpha', '🌊 Seeufer'],
      ['Beta', 'Hangar'],
    ]);

    const dropped = await mergeInto(target, csv, '--drop-others');
    expect(dropped.stdout).toContain(
      'removed 1 set of the event the file does not have: Hand Typed',
    );
    const after = parseEventFile(readFileSync(target, 'utf8'), target, { now: NOW }).event!;
    expect(after.sets.map((s) => s.dj)).toEqual(['Alpha', 'Beta']);
  });

  it('--merge into a real event file says per stage what the file brings, replaces and leaves', async () => {
    // Sunrise: 🌅 Beach has Ada Lovelace and Grace Hopper, 🌲 Forest Linus & Ken and Margaret
    const target = out('sunrise-2026.yaml');
    copyFileSync(path.join(FIXTURES, 'events/sunrise-2026.yaml'), target);
    const csv = out('sunrise-update.csv');
    writeFileSync(
      csv,
      [
        'stage,dj,start,end',
        '🌅 Beach,Ada Lovelace,2026-07-30 22:00,2026-07-31 00:00',
        'beach,New Act,2026-07-31 04:00,2026-07-31 05:00',
        'Forst,Alan Turing,2026-07-31 03:00,2026-07-31 04:30',
        'Hangar,Beta,2026-07-31 21:00,2026-07-31 22:00',
      ].join('\n'),
    );
    const kept = await mergeInto(target, csv);
    expect(kept.code).toBe(0);
    const counts = (stdout: string) => stdout.split('\n').filter((l) => l.includes('merge.counts'));
    expect(counts(kept.stdout)).toEqual([
      `${target}: merge.counts: stage "🌅 Beach": 2 sets from the file (written "beach") in place of 1 of the event's; 1 set of the event the file does not have kept`,
      `${target}: merge.counts: stage "🌲 Forest": 1 set from the file (written "Forst"); 2 sets of the event the file does not have kept`,
      `${target}: merge.counts: stage "Hangar": 1 set from the file, a stage new to the event`,
    ]);

    // the kept sets are the event's now: a second run with --drop-others names them removed
    const dropped = await mergeInto(target, csv, '--drop-others');
    expect(dropped.code).toBe(0);
    expect(counts(dropped.stdout)).toEqual([
      `${target}: merge.counts: stage "🌅 Beach": 2 sets from the file (written "beach") in place of 2 of the event's; 1 set of the event the file does not have removed`,
      `${target}: merge.counts: stage "🌲 Forest": 1 set from the file (written "Forst") in place of 1 of the event's; 2 sets of the event the file does not have removed`,
      `${target}: merge.counts: stage "Hangar": 1 set from the file in place of 1 of the event's`,
    ]);

    // --force names each stage it replaces with its number of sets
    const forced = await runCli(['import', '--tz', 'Europe/Berlin', '--force', csv, target]);
    expect(forced.stdout).toContain(
      'its 3 stages (🌅 Beach: 2 sets, 🌲 Forest: 1 set, Hangar: 1 set) with their details',
    );
  });

  it('--nights night reads "14.08. 01:30" as the night of the 14th; unsaid, it says so', async () => {
    const csv = out('nights.csv');
    writeFileSync(
      csv,
      'stage,dj,date,start,end\nMain,Alpha,14.08.2026,22:00,23:30\nMain,Late One,14.08.2026,01:30,03:00\n',
    );
    const target = out('nights.yaml');
    const plain = await runCli(['import', '--tz', 'Europe/Berlin', csv, target]);
    expect(plain.stdout).toContain('add --nights night to read them by night');
    const byNight = await runCli([
      'import',
      '--tz',
      'Europe/Berlin',
      '--nights',
      'night',
      '--force',
      csv,
      target,
    ]);
    expect(byNight.code).toBe(0);
    const event = parseEventFile(readFileSync(target, 'utf8'), target, { now: NOW }).event!;
    expect(event.sets.find((s) => s.dj === 'Late One')?.start).toBe('2026-08-14T23:30:00.000Z');
  });

  it('writes JSON for an OUT ending in .json', async () => {
    const target = out('sunrise.json');
    const result = await runCli([
      'import',
      '--from',
      'shallowbunny',
      fixture('shallowbunny/config.yaml'),
      target,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('secret: top-level key "telegramToken" not copied');
    const json = JSON.parse(readFileSync(target, 'utf8'));
    expect(json.meta.partyName).toBe('Sunrise Festival');
  });

  it('lists each row it could not read first, with its line, and writes the rest', async () => {
    const target = out('skipped.yaml');
    const result = await runCli(['import', '--from', 'csv', fixture('csv/broken.csv'), target]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Rows that could not be read, not in .*skipped\.yaml \(\d+\):\n/,
    );
    expect(result.stdout).toContain(`${fixture('csv/broken.csv')}:3: csv.row: dj is empty`);
    expect(result.stdout).toMatch(/:5: csv\.row: end is not after start\n/);
    expect(result.stderr).toMatch(/rows of .*broken\.csv could not be read and are not in/);
    expect(existsSync(target)).toBe(true);
  });

  it('with --strict exits 1, names each broken line and writes nothing', async () => {
    const target = out('broken.yaml');
    const result = await runCli([
      'import',
      '--strict',
      '--from',
      'csv',
      fixture('csv/broken.csv'),
      target,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${fixture('csv/broken.csv')}:3: csv.row: dj is empty`);
    expect(result.stderr).toContain('was not written');
    expect(existsSync(target)).toBe(false);
    noStack(result.stderr);
  });

  it('exits 1 with one clear line for a missing input', async () => {
    const result = await runCli(['import', '--from', 'csv', 'missing.csv', out('m.yaml')]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('lineup import: missing.csv: no such file');
  });
});

describe('lineup export', () => {
  const data = path.join(tmp.dir, 'data');

  it('exports an event found by id in the data folder, as iCalendar on stdout', async () => {
    mkdirSync(path.join(data, 'events'), { recursive: true });
    await runCli([
      'import',
      '--from',
      'csv',
      fixture('csv/sunrise.csv'),
      path.join(data, 'events', 'sunrise.yaml'),
    ]);
    const result = await runCli(['export', '--to', 'ics', 'sunrise'], { env: { DATA_DIR: data } });
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // four sets and a placeholder ('?': "Act to be announced")
    expect(result.stdout.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(result.stdout).toContain('SUMMARY:Act to be announced');
  });

  it('exports CSV to a file with --out, by path', async () => {
    const target = out('sunrise.csv');
    const result = await runCli([
      'export',
      '--to',
      'csv',
      path.join(data, 'events', 'sunrise.yaml'),
      '--out',
      target,
    ]);
    expect(result.code).toBe(0);
    expect(readFileSync(target, 'utf8').split('\r\n')[0]).toBe(
      'stage,dj,start,end,change,soundcloud,instagram,avatar.soundcloud',
    );
  });

  it.each([
    [['export', '--to', 'ics', 'nope', '--data-dir'], 'no event "nope" in'],
    [['export', '--to', 'ics', fixture('events/broken.yaml')], 'has errors; run "lineup validate'],
  ])('exits 1 with one clear line: %j', async (args, message) => {
    const result = await runCli(args[args.length - 1] === '--data-dir' ? [...args, data] : args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    noStack(result.stderr);
  });
});
