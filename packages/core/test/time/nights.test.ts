// The grid's nights (issue 27): a festival night runs from its first set to its last, past
// midnight; a set at 02:00 on Saturday belongs to Friday's night.
import { describe, expect, it } from 'vitest';
import {
  festivalNights,
  nightBreakHour,
  nightsFromTimes,
  openingNight,
  stageTimes,
} from '../../src/time/nights.ts';
import type { LineupSet } from '../../src/types.ts';

/** a set from Berlin wall-clock times in summer 2026 ('07-31 02:00') */
function set(dj: string, room: number, start: string, end: string): LineupSet {
  const at = (local: string) => {
    const [date, time] = local.split(' ');
    return new Date(`2026-${date}T${time}:00+02:00`).toISOString();
  };
  return {
    dj,
    room,
    start: at(start),
    end: at(end),
    meta: [],
    s: dj.toLowerCase(),
    djAndChange: dj,
    isMarkerSet: false,
    isItalic: false,
    partyName: 'Sunrise',
    title: dj,
    beginningSchedule: at('07-31 20:00'),
  };
}

const ZONE = 'Europe/Berlin';

// Friday 31 July and Saturday 1 August 2026, two stages, each night 20:00 to 05:00
const weekend: LineupSet[][] = [
  [
    set('Ada', 0, '07-31 20:00', '07-31 23:00'),
    set('Bea', 0, '07-31 23:00', '08-01 02:00'),
    set('Cleo', 0, '08-01 02:00', '08-01 05:00'),
    set('Dora', 0, '08-01 20:00', '08-02 01:00'),
  ],
  [set('Eve', 1, '07-31 21:00', '08-01 04:00'), set('Fay', 1, '08-01 22:00', '08-02 05:00')],
];

describe('festivalNights', () => {
  it("puts a set at 02:00 on Saturday into Friday's night", () => {
    const nights = festivalNights(weekend, ZONE);
    expect(nights.map((n) => n.key)).toEqual(['2026-07-31', '2026-08-01']);
    const friday = nights[0]!;
    expect(friday.weekday).toBe(5);
    expect(friday.sets[0]!.map((s) => s.dj)).toEqual(['Ada', 'Bea', 'Cleo']);
    expect(friday.sets[1]!.map((s) => s.dj)).toEqual(['Eve']);
    expect(nights[1]!.sets.flat().map((s) => s.dj)).toEqual(['Dora', 'Fay']);
  });

  it("runs a night from its first set's start to its last set's end", () => {
    const [friday, saturday] = festivalNights(weekend, ZONE);
    expect(friday!.start).toBe('2026-07-31T18:00:00.000Z');
    expect(friday!.end).toBe('2026-08-01T03:00:00.000Z');
    expect(saturday!.start).toBe('2026-08-01T18:00:00.000Z');
    expect(saturday!.end).toBe('2026-08-02T03:00:00.000Z');
    expect(friday!.count + saturday!.count).toBe(6);
  });

  it('keeps every set in exactly one night, and skips sets without valid times', () => {
    const broken = { ...set('Gus', 0, '07-31 20:00', '07-31 21:00'), end: 'soon' };
    const nights = festivalNights([[...weekend[0]!, broken], weekend[1]!], ZONE);
    const all = nights.flatMap((n) => n.sets.flat());
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
  });

  it('sorts each stage of a night by start', () => {
    const shuffled = [[...weekend[0]!].reverse(), weekend[1]!];
    const [friday] = festivalNights(shuffled, ZONE);
    expect(friday!.sets[0]!.map((s) => s.dj)).toEqual(['Ada', 'Bea', 'Cleo']);
  });

  it('is empty without sets', () => {
    expect(festivalNights([[], []], ZONE)).toEqual([]);
  });
});

describe('nightBreakHour', () => {
  it('breaks where nothing plays, nearest 06:00', () => {
    // music from 20:00 to 05:00: 05:00 to 20:00 is quiet; 06:00 is among the quiet hours
    expect(nightBreakHour(weekend.flat(), ZONE)).toBe(6);
  });

  it("moves past a club's morning: sets until 09:30 break the day at 10:00", () => {
    const club = [
      set('Ada', 0, '07-31 23:00', '08-01 04:00'),
      set('Bea', 0, '08-01 04:00', '08-01 09:30'),
      set('Cleo', 0, '08-01 23:00', '08-02 09:30'),
    ];
    expect(nightBreakHour(club, ZONE)).toBe(10);
    const nights = festivalNights([club], ZONE);
    expect(nights.map((n) => n.key)).toEqual(['2026-07-31', '2026-08-01']);
    expect(nights[0]!.sets[0]!.map((s) => s.dj)).toEqual(['Ada', 'Bea']);
  });

  it('breaks a day festival (11:00 to 23:00) before it opens, never during the day', () => {
    const day = [
      set('Ada', 0, '07-31 11:00', '07-31 14:00'),
      set('Bea', 0, '07-31 14:00', '07-31 23:00'),
      set('Cleo', 0, '08-01 11:00', '08-01 23:00'),
    ];
    expect(nightBreakHour(day, ZONE)).toBe(6);
    expect(festivalNights([day], ZONE).map((n) => n.count)).toEqual([2, 1]);
  });

  it('takes the quietest hour of a festival that never stops', () => {
    // round the clock on one stage; a second stage plays everywhere but 07:00 to 08:00
    const allDay = [set('Ada', 0, '07-31 00:00', '08-02 00:00')];
    const busy = [
      set('Bea', 1, '07-31 08:00', '08-01 07:00'),
      set('Cleo', 1, '08-01 08:00', '08-02 07:00'),
    ];
    expect(nightBreakHour([...allDay, ...busy], ZONE)).toBe(7);
  });

  it('falls back to 06:00 without sets', () => {
    expect(nightBreakHour([], ZONE)).toBe(6);
  });

  it('counts local hours across a change of clocks (last Sunday of October)', () => {
    // Saturday 24 October in summer time (+02:00), Sunday 25 October in winter time (+01:00)
    const autumn = [
      { ...set('Ada', 0, '10-24 22:00', '10-25 04:00') },
      {
        ...set('Bea', 0, '10-25 22:00', '10-26 04:00'),
        start: '2026-10-25T21:00:00.000Z',
        end: '2026-10-26T03:00:00.000Z',
      },
    ];
    expect(nightBreakHour(autumn, ZONE)).toBe(6);
    expect(festivalNights([autumn], ZONE).map((n) => n.key)).toEqual(['2026-10-24', '2026-10-25']);
  });
});

describe('openingNight', () => {
  const nights = festivalNights(weekend, ZONE);
  it('opens the night that plays at now, also after midnight', () => {
    expect(openingNight(nights, new Date('2026-08-01T00:30:00Z'))).toBe(0);
    expect(openingNight(nights, new Date('2026-08-01T19:00:00Z'))).toBe(1);
  });
  it('opens the next night between two nights', () => {
    expect(openingNight(nights, new Date('2026-08-01T10:00:00Z'))).toBe(1);
  });
  it('opens the first night before and after the festival, and none without nights', () => {
    expect(openingNight(nights, new Date('2026-07-01T00:00:00Z'))).toBe(0);
    expect(openingNight(nights, new Date('2026-09-01T00:00:00Z'))).toBe(0);
    expect(openingNight([], new Date())).toBe(-1);
  });
});

describe('stageTimes and nightsFromTimes', () => {
  it('are festivalNights in two halves, a stage at a time', () => {
    const halves = nightsFromTimes(weekend.map((sets) => stageTimes(sets, ZONE)));
    expect(halves).toEqual(festivalNights(weekend, ZONE));
  });
});
