import { describe, expect, it } from 'vitest';
import { tabFaces } from '../../src/timetable/tabFace.ts';

describe('tabFaces', () => {
  it.each([
    {
      what: 'every stage its own emoticon: icons only, as the spec draws them',
      rooms: ['Beach', 'Forest', 'Warehouse'],
      emoticons: ['🌅', '🌲', '🏭'],
      labels: [null, null, null],
    },
    {
      what: 'every stage the same emoticon (an imported schedule): each tab names its stage',
      rooms: ['PYRAMID STAGE', 'OTHER STAGE', 'WEST HOLTS'],
      emoticons: ['🎵', '🎵', '🎵'],
      labels: ['PYRAMID STAGE', 'OTHER STAGE', 'WEST HOLTS'],
    },
    {
      what: 'two stages share one: those two are named, the others stay icons',
      rooms: ['Ada', 'Borg', 'Clarke', 'Dijkstra'],
      emoticons: ['🎤', '🎵', '🎵', '🛠️'],
      labels: [null, 'Borg', 'Clarke', null],
    },
    {
      what: 'a stage without an emoticon (missing or blank) is named',
      rooms: ['Main', 'Tent', 'Bar'],
      emoticons: ['🎪', ' '],
      labels: [null, 'Tent', 'Bar'],
    },
  ])('$what', ({ rooms, emoticons, labels }) => {
    expect(tabFaces({ rooms, emoticons }).map((f) => f.label)).toEqual(labels);
  });

  it('keeps the emoticon beside the name, trimmed', () => {
    expect(tabFaces({ rooms: ['A', 'B'], emoticons: [' 🎵', '🎵 '] })).toEqual([
      { icon: '🎵', label: 'A' },
      { icon: '🎵', label: 'B' },
    ]);
  });
});
