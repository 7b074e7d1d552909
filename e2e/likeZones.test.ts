// Dates and times in the event's zone, wherever the fan's phone is set (issue 16, item 11):
// the now page's previous events, and liked sets of another party. The liked list words days
// like the timetable ("Today").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, storageItem, useSuite } from './support/suite.ts';

const suite = useSuite({
  extraFixtures: { 'events/nachtfest.yaml': 'fixtures-extra/nachtfest.yaml' },
});

// 00:30 in Berlin is 18:30 the day before in New York
const ABROAD = { timezoneId: 'America/New_York' };

function likedLine(page: Page, dj: string) {
  return page.locator('.likes__item', { hasText: dj }).locator('.likes__when');
}

describe('in the event zone on a phone set to another zone', () => {
  it('previous events show the dates they had at the festival', async () => {
    const page = await suite.open(`/event/${EVENT}`, ABROAD);
    const previous = page.getByRole('region', { name: 'Previous events' });
    await previous.getByText('Testfest 2025').waitFor();
    // 1 Aug 22:00 – 2 Aug 02:00 in Berlin (in New York both fall on 1 Aug)
    expect(await previous.getByRole('link').first().textContent()).toMatch(/1\s*–\s*2 Aug 2025/);
  });

  it('a liked set of another party shows its own day and time, worded like the timetable', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=charlie`, ABROAD);
    await page.getByRole('button', { name: 'Like Charlie Tempo' }).first().click();
    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const row = page.locator('.plan__item', { hasText: 'Charlie Tempo' });
    expect(await row.locator('.plan__line').textContent()).toBe('00:00–02:00 · 🌅 Beach');
    const stored = JSON.parse((await storageItem(page, 'localStorage', 'likedDJs')) ?? '[]');
    expect(stored[0]?.timeZone).toBe('Europe/Berlin');
    // and its event's id, beside the spec's fields (DESIGN §11): same-minute events stay apart
    expect(stored[0]?.eventId).toBe(EVENT);

    await page.goto(`${suite.server.url}/my-plan/nachtfest-2026`);
    await page.getByRole('heading', { name: 'Testfest' }).waitFor();
    expect(await likedLine(page, 'Charlie Tempo').textContent()).toBe('Today · 00:00');
  });

  it('a like stored before zones were kept still shows, in the phone’s zone', async () => {
    const old = {
      dj: 'Charlie Tempo',
      room: 0,
      partyName: 'Testfest',
      title: 'Charlie Tempo',
      beginningSchedule: '2026-07-30T18:00:00.000Z',
      started: '2026-07-30T22:00:00.000Z',
      meta: [],
    };
    const page = await suite.open('/my-plan/nachtfest-2026', {
      ...ABROAD,
      localStorage: { likedDJs: JSON.stringify([old]) },
    });
    await page.getByRole('heading', { name: 'Testfest' }).waitFor();
    expect(await likedLine(page, 'Charlie Tempo').textContent()).toBe('Today · 18:00');
  });
});
