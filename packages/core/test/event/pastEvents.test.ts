import { describe, expect, it } from 'vitest';
import { pastEventGroups } from '../../src/event/pastEvents.ts';
import type { EventMeta } from '../../src/types.ts';

// Past events page (spec §2): grouped by year in the event's time zone, newest first,
// Unknown last; other events that have not ended are not past.
const NOW = new Date('2026-08-01T00:00:00.000Z');

function meta(over: Partial<EventMeta>): EventMeta {
  return {
    id: 'fest-2026',
    partyName: 'Fest',
    timeZone: 'Europe/Berlin',
    beginningSchedule: '2026-07-30T16:00:00.000Z',
    endSchedule: '2026-08-02T06:00:00.000Z',
    previousEvents: [],
    otherEvents: [],
    ...over,
  } as EventMeta;
}

const names = (m: EventMeta) =>
  pastEventGroups(m, NOW).map((g) => [g.year, g.events.map((e) => e.label)]);

describe('pastEventGroups', () => {
  it('groups by year newest first, the Unknown group last', () => {
    const m = meta({
      previousEvents: [
        { key: 'Fest 2024', value: 'fest-2024', start: '2024-08-02T16:00:00.000Z', end: null },
        { key: 'Fest 2025', value: 'fest-2025', start: '2025-08-01T16:00:00.000Z', end: null },
        { key: 'Fest Spring', value: 'fest-spring', start: null, end: null },
      ],
    });
    expect(names(m)).toEqual([
      [2026, ['Fest']],
      [2025, ['Fest 2025']],
      [2024, ['Fest 2024']],
      [null, ['Fest Spring']],
    ]);
  });

  it('takes the year in the event time zone (New Year in Berlin is still the old year in UTC)', () => {
    const m = meta({
      previousEvents: [{ key: 'NYE', value: 'nye', start: '2025-12-31T23:30:00.000Z', end: null }],
    });
    expect(names(m)).toEqual([[2026, ['Fest', 'NYE']]]);
  });

  it.each([
    ['ended before now', '2026-07-20T04:00:00.000Z', true],
    ['ends after now', '2026-08-08T04:00:00.000Z', false],
  ])('an other event that %s is %s listed', (_, end, listed) => {
    const m = meta({
      otherEvents: [{ key: '/event/club', value: 'Club', start: '2026-07-19T20:00:00.000Z', end }],
    });
    const all = pastEventGroups(m, NOW).flatMap((g) => g.events.map((e) => e.id));
    expect(all.includes('club')).toBe(listed);
  });
});
