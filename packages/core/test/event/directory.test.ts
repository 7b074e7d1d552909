import { describe, expect, it } from 'vitest';
import { directoryChanged } from '../../src/event/directory.ts';
import { buildLineup } from '../../src/lineup/buildLineup.ts';
import { makeEvent } from './makeEvent.ts';

const sets = [
  { dj: 'Ada', start: '2026-07-30T20:00:00.000Z', end: '2026-07-30T22:00:00.000Z' },
  { dj: 'Grace', start: '2026-07-30T21:00:00.000Z', end: '2026-07-31T01:00:00.000Z' },
];
const other = makeEvent({
  id: 'other',
  series: 's',
  sets: [{ start: '2026-08-30T20:00:00.000Z', end: '2026-08-30T22:00:00.000Z' }],
});
const club = makeEvent({ id: 'club', series: 's', sets });
const NOW = new Date('2026-07-30T21:00:00.000Z');
const otherAnswer = (club: ReturnType<typeof makeEvent>) =>
  JSON.stringify(buildLineup(other, [other, club], NOW));

describe('directoryChanged', () => {
  it('is false for an edit inside the night: the other event’s answer is the same', () => {
    const moved = makeEvent({
      id: 'club',
      series: 's',
      sets: [sets[0]!, { ...sets[1]!, start: '2026-07-30T21:30:00.000Z' }],
    });
    expect(directoryChanged([other, club], [other, moved])).toBe(false);
    expect(otherAnswer(moved)).toBe(otherAnswer(club));
  });

  it('is true when what the other answers show changes: name, dates, series, main, aliases, events', () => {
    const changed = [
      makeEvent({ id: 'club', series: 's', sets, partyName: 'Club!' }),
      makeEvent({
        id: 'club',
        series: 's',
        sets: [sets[0]!, { ...sets[1]!, end: '2026-07-31T02:00:00.000Z' }],
      }),
      makeEvent({ id: 'club', series: 't', sets }),
      makeEvent({ id: 'club', series: 's', sets, main: true }),
      makeEvent({ id: 'club', series: 's', sets, aliases: ['old'] }),
    ];
    for (const next of changed) expect(directoryChanged([other, club], [other, next])).toBe(true);
    expect(directoryChanged([other, club], [other])).toBe(true);
    expect(directoryChanged([other], [other, club])).toBe(true);
  });
});
