// The event writer: whatever an act or link is called, the file reads back as written.
import { parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '../../src/organiser/draft.ts';
import { eventYaml } from '../../src/organiser/write/eventYaml.ts';
import { NOW } from './helpers.ts';

const NAMES = [
  'true',
  'No',
  'null',
  '~',
  '123',
  '-5',
  '.inf',
  '1e3',
  '- dash',
  '? what',
  'a: b',
  'a:b',
  '#hash',
  'Ada #2',
  "O'Neil",
  '"quoted"',
  '[bracket]',
  '{brace}',
  '*star',
  '&amp',
  '!bang',
  '|pipe',
  '>fold',
  '%percent',
  '@at',
  '`tick`',
  ' leading',
  'trailing ',
  'Löten für Einsteiger',
  '🧙 Mystic ground',
  'Tab\there',
  'back\\slash',
  'DJ, with comma',
  'ends with colon:',
];

describe('eventYaml', () => {
  it('writes every name so that it reads back the same', () => {
    const draft: DraftEvent = {
      id: 'names',
      meta: { partyName: 'Names', timeZone: 'Europe/Berlin', rooms: NAMES },
      sets: NAMES.map((dj, i) => ({
        dj,
        room: i,
        start: '2026-07-30T20:00:00.000Z',
        end: '2026-07-30T21:00:00.000Z',
        change: dj,
        meta: [{ key: 'www', value: `https://example.org/${i}?q=a:b#x` }],
      })),
    };
    const result = parseEventFile(eventYaml(draft), 'names.yaml', { now: NOW });
    expect(result.errors).toEqual([]);
    const sets = result.event!.sets;
    expect(sets.map((s) => s.dj)).toEqual(NAMES.map((n) => n.trim()));
    expect(sets.map((s) => s.change)).toEqual(NAMES.map((n) => n.trim()));
    expect(sets.map((s) => result.event!.meta.rooms[s.room])).toEqual(NAMES.map((n) => n.trim()));
    expect(sets.map((s) => s.meta[0]?.value)).toEqual(
      NAMES.map((_, i) => `https://example.org/${i}?q=a:b#x`),
    );
  });
});
