// lineup validate: core's checks plus overlaps, opening windows and ids used twice, each
// reported as file:line: rule: message, errors apart from warnings.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandPaths } from '../../src/organiser/files.ts';
import { checkFiles, type FileCheck } from '../../src/organiser/validate/check.ts';
import { formatReport } from '../../src/organiser/validate/report.ts';
import { tempDir } from '../helpers/tmp.ts';
import { fixture, NOW } from './helpers.ts';

const tmp = tempDir('lineup-validate-');
afterAll(() => tmp.remove());

describe('warnings of the organiser checks', () => {
  const [check] = checkFiles([fixture('events/overlaps.yaml')], NOW);

  it('loads the file and reports no error', () => {
    expect(check!.errors).toEqual([]);
    expect(check!.event?.sets).toHaveLength(5);
  });

  it.each([
    [
      13,
      'set.overlap',
      'Second (2026-07-30 23:30–01:00) overlaps First (2026-07-30 22:00–00:00) in Club',
    ],
    [17, 'set.window', 'Garden Early (2026-07-30 18:00–21:00) runs past the opening windows'],
    [21, 'set.window', 'Garden Late (2026-07-31 07:00–08:00) is outside the opening windows'],
    [30, 'link.protocol', 'link soundcloud "javascript:alert(1)" is not an http(s) URL; dropped'],
  ])('line %i: %s', (line, rule, message) => {
    expect(check!.warnings).toContainEqual(
      expect.objectContaining({ line, rule, message: expect.stringContaining(message) }),
    );
  });

  it('has exactly those warnings, in line order', () => {
    expect(check!.warnings.map((w) => w.line)).toEqual([13, 17, 21, 30]);
  });

  it('does not call back-to-back sets an overlap', () => {
    const file = path.join(tmp.dir, 'b2b.yaml');
    writeFileSync(
      file,
      `id: b2b\nmeta:\n  timeZone: Europe/Berlin\n  rooms: [Club]\nsets:\n` +
        `  - {dj: A, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}\n` +
        `  - {dj: B, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00}\n`,
    );
    const [b2b] = checkFiles([file], NOW);
    expect(b2b!.warnings.filter((w) => w.rule === 'set.overlap')).toEqual([]);
  });
});

describe('errors', () => {
  it('names file, line and rule of a broken file', () => {
    const [check] = checkFiles([fixture('events/broken.yaml')], NOW);
    expect(check!.event).toBeNull();
    expect(check!.errors).toEqual([expect.objectContaining({ line: 4, rule: 'meta.timeZone' })]);
  });

  it('reports a file it cannot read as one more error and checks the others', () => {
    const missing = path.join(tmp.dir, 'gone.yaml');
    const checks = checkFiles([missing, fixture('events/overlaps.yaml')], NOW);
    expect(checks[0]!.errors).toEqual([{ path: missing, rule: 'read', message: 'no such file' }]);
    expect(checks[1]!.event).not.toBeNull();
  });

  it('reports an id used by two files on the one the server would not serve', () => {
    const dir = path.join(tmp.dir, 'data', 'events');
    mkdirSync(dir, { recursive: true });
    copyFileSync(fixture('events/overlaps.yaml'), path.join(dir, 'a.yaml'));
    copyFileSync(fixture('events/overlaps.yaml'), path.join(dir, 'b.yaml'));
    // a data folder means its events/ folder
    const files = expandPaths([path.join(tmp.dir, 'data')]);
    expect(files.map((f) => path.basename(f))).toEqual(['a.yaml', 'b.yaml']);
    const checks = checkFiles(files, NOW);
    expect(checks[0]!.errors).toEqual([]);
    expect(checks[1]!.errors).toEqual([
      expect.objectContaining({ rule: 'id.duplicate', message: expect.stringContaining('a.yaml') }),
    ]);
  });
});

describe('the report', () => {
  it('lists errors, then warnings, each as file:line: rule: message, then the counts', () => {
    const report = formatReport(
      checkFiles([fixture('events/broken.yaml'), fixture('events/overlaps.yaml')], NOW),
    );
    const lines = report.split('\n');
    const errorsAt = lines.indexOf('Errors (1):');
    const warningsAt = lines.indexOf('Warnings (4):');
    expect(errorsAt).toBeGreaterThan(0);
    expect(warningsAt).toBeGreaterThan(errorsAt);
    expect(lines[errorsAt + 1]).toMatch(
      /broken\.yaml:4: meta\.timeZone: meta\.timeZone "Europe\/Berln"/,
    );
    expect(lines[warningsAt + 1]).toMatch(/overlaps\.yaml:13: set\.overlap: /);
    expect(report.trimEnd().split('\n').at(-1)).toBe('2 files checked: 1 error, 4 warnings');
  });

  it('counts a club night and a big festival in plain English', () => {
    const check = (sets: number, rooms: number, warnings: number): FileCheck => ({
      file: 'x.yaml',
      event: {
        id: 'x',
        sets: new Array(sets),
        meta: { rooms: new Array(rooms) },
      } as unknown as FileCheck['event'],
      errors: [],
      warnings: new Array(warnings).fill({ path: 'x.yaml', rule: 'set.overlap', message: '…' }),
    });
    const club = formatReport([check(1, 1, 1)]).split('\n');
    expect(club[0]).toBe('x.yaml: ok: x, 1 set on 1 stage');
    expect(club.at(-2)).toBe('1 file checked: 0 errors, 1 warning');
    const festival = formatReport([check(2993, 85, 1200)]).split('\n');
    expect(festival[0]).toBe('x.yaml: ok: x, 2,993 sets on 85 stages');
    expect(festival.at(-2)).toBe('1 file checked: 0 errors, 1,200 warnings');
  });
});
