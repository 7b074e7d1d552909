// Details a fan notices (issue 28, item 4), on a phone at 00:30 on the first night: a shared
// plan's day heading on a line of its own, a "link copied" hint that ends with its search,
// now-page hearts that say whose set they like, and no red ⛔ before a festival's name.
import { describe, expect, it } from 'vitest';
import { encodeSharedPlan, type LineupResponse } from '../packages/core/src/index.ts';
import { EVENT, useSuite } from './support/suite.ts';
import { roomLine } from './support/text.ts';

const suite = useSuite();

describe('a shared plan', () => {
  it('puts the day on its own line and every time in one column', async () => {
    const lineup = (await (
      await fetch(`${suite.server.url}/api/lineup/${EVENT}`)
    ).json()) as LineupResponse;
    const pick = lineup.sets.flat().filter((s) => ['Charlie Tempo', 'Foxtrot'].includes(s.dj));
    const page = await suite.open(`/plan/${encodeSharedPlan(EVENT, pick, lineup)}`);
    const list = page.getByRole('list', { name: 'A friend’s plan for Testfest' });
    await list.waitFor();
    const times = list.locator('.plan__time');
    expect(await times.allTextContents()).toEqual(['00:00–02:00', '04:00–06:00']);
    const heading = list.getByRole('heading', { name: 'Today' });
    const day = (await heading.boundingBox())!;
    const [first, second] = [
      (await times.nth(0).boundingBox())!,
      (await times.nth(1).boundingBox())!,
    ];
    expect(first.y).toBeGreaterThanOrEqual(day.y + day.height - 1);
    expect(first.x).toBe(second.x);
  });
});

describe('search', () => {
  it('drops the "link copied" hint when the fan searches for something else', async () => {
    const context = await suite.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.url,
    });
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/lineup/${EVENT}?q=foxtrot`);
    await page.getByRole('button', { name: /^Foxtrot.*copy link$/ }).click();
    const hint = page.locator('.search__copied');
    await hint.waitFor();
    await page.getByRole('searchbox').fill('charlie');
    await page.locator('.search-row__dj', { hasText: 'Charlie Tempo' }).first().waitFor();
    expect(await hint.count()).toBe(0);
  });
});

describe('the now page', () => {
  it("a stage line's heart says whose set it likes, on screen and in its name", async () => {
    const page = await suite.open(`/event/${EVENT}`);
    // Beach: Charlie Tempo plays now, Delta Wave next; the heart is Charlie Tempo's
    const beach = roomLine(page, 'Beach').getByRole('button', {
      name: 'Like Charlie Tempo, now',
    });
    expect((await beach.textContent())?.replace('♡', '')).toBe('now');
    // Warehouse is closed until 20:00: its heart is for the act who opens it
    const warehouse = roomLine(page, 'Warehouse').getByRole('button', {
      name: 'Like Hotel Lobby, next',
    });
    expect((await warehouse.textContent())?.replace('♡', '')).toBe('next');
    const de = await suite.open(`/de/event/${EVENT}`);
    await roomLine(de, 'Beach')
      .getByRole('button', { name: 'Charlie Tempo merken, jetzt' })
      .waitFor();
  });
});

describe('liked sets of another event', () => {
  const like = (dj: string, partyName: string, started: string) => ({
    dj,
    room: 0,
    partyName,
    title: dj,
    beginningSchedule: started,
    started,
    meta: [],
    likedAt: '2026-07-01T00:00:00.000Z',
  });

  it('carry no ⛔ before the festival; a finished edition says so in words', async () => {
    const page = await suite.open(`/my-plan/${EVENT}`, {
      localStorage: {
        likedDJs: JSON.stringify([
          like('Someone Later', 'Autumnfest', '2026-10-01T20:00:00.000Z'),
          like('Old Friend', 'Testfest', '2025-08-01T20:00:00.000Z'),
        ]),
        lastLikesUpdate: new Date('2026-07-30T22:30:00.000Z').toDateString(),
      },
    });
    const likes = page.locator('#likes');
    await likes.getByRole('heading', { name: 'Autumnfest' }).waitFor();
    expect(await likes.textContent()).not.toContain('⛔');
    expect(await likes.getByRole('img', { name: 'not running now' }).count()).toBe(0);
    await likes.getByText('⌛ all finished').waitFor();
  });
});
