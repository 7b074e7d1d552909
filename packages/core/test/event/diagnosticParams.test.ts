// The values each problem names, for the organiser page to word it in four languages; and the
// rule that a set the loader leaves out is lost (an error in a draft from the browser).
import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../../src/event/eventFile.ts';
import { losesASet } from '../../src/event/lostSets.ts';

const NOW = new Date('2026-07-01T00:00:00Z');
const file = (meta: string, sets: string) => `id: lisbon
meta:
  partyName: Lisbon Nights
${meta}  rooms: [Palco]
sets:
${sets}`;

describe('diagnostic params', () => {
  it('25:00 and an unknown stage: the act, the field and the text as written; both lose a set', () => {
    const { warnings } = parseEventFile(
      file(
        '  timeZone: Europe/Lisbon\n',
        `  - dj: Branko
    room: 0
    start: 2026-07-30T25:00
    end: 2026-07-31T02:00
  - dj: Dino
    room: Praia
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
`,
      ),
      'x.yaml',
      { now: NOW },
    );
    const lost = warnings.filter(losesASet);
    expect(lost.map((w) => [w.rule, w.params])).toEqual([
      [
        'set.date',
        { set: 1, dj: 'Branko', field: 'start', value: '2026-07-30T25:00', problem: 'unreadable' },
      ],
      ['set.room', { set: 2, dj: 'Dino', room: 'Praia' }],
    ]);
  });

  it('a time zone that is none, and an unknown key, name what was written', () => {
    const bad = parseEventFile(file('  timeZone: Lisbon\n', '  []\n'), 'x.yaml', { now: NOW });
    expect(bad.errors).toContainEqual(
      expect.objectContaining({
        rule: 'meta.timeZone',
        params: { problem: 'unknown', value: 'Lisbon' },
      }),
    );
    const typo = parseEventFile(
      file(
        '  timeZone: Europe/Lisbon\n',
        '  - dj: Ana\n    romm: 0\n    room: 0\n    start: 2026-07-30T22:00\n    end: 2026-07-30T23:00\n',
      ),
      'x.yaml',
      { now: NOW },
    );
    expect(typo.warnings).toContainEqual(
      expect.objectContaining({ rule: 'unknown-key', params: { key: 'romm' } }),
    );
    expect(typo.warnings.some(losesASet)).toBe(false);
  });
});
