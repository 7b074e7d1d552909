// Hearts and the likes list (spec §2, §4 likes, §5 storage corruption, DESIGN §5 sync) on a
// phone, anonymous (signed-in sync across devices is in auth.test.ts).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { EVENT, storageItem, useSuite } from './support/suite.ts';
import { roomLine } from './support/text.ts';

const suite = useSuite({
  extraFixtures: { 'events/nachtfest.yaml': 'fixtures-extra/nachtfest.yaml' },
});

interface SentLikes {
  token: string;
  likes: { dj: string; partyName: string; room: number }[];
  removed?: { dj: string }[];
}

function likesPost(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/likes'));
}

function storedLikes(page: Page): Promise<{ dj: string }[]> {
  return storageItem(page, 'localStorage', 'likedDJs').then((raw) => JSON.parse(raw ?? 'null'));
}

describe('likes', () => {
  it('a heart stays liked after a reload, everywhere the act appears', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const heart = roomLine(page, 'Beach').getByRole('button', { name: 'Like Charlie Tempo' });
    await heart.click();
    const liked = roomLine(page, 'Beach').getByRole('button', { name: 'Unlike Charlie Tempo' });
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    expect((await storedLikes(page)).map((l) => l.dj)).toEqual(['Charlie Tempo']);

    await page.reload();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    // the same set on its stage and in the search tab
    await page.goto(`${suite.server.url}/lineup/${EVENT}/beach`);
    const row = page.locator('.tt-row', { hasText: 'Charlie Tempo' });
    expect(
      await row.getByRole('button', { name: 'Unlike Charlie Tempo' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await page.getByRole('button', { name: 'Like Delta Wave' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('each change is sent to the server, which answers with the likes', async () => {
    const page = await suite.open(`/lineup/${EVENT}/forest`);
    const sent = likesPost(page);
    await page.getByRole('button', { name: 'Like Foxtrot' }).click();
    const request = await sent;
    const body = request.postDataJSON() as SentLikes;
    expect(body.token).toBe('');
    expect(body.likes.map((l) => [l.dj, l.room, l.partyName])).toEqual([
      ['Foxtrot', 1, 'Testfest'],
    ]);
    const answer = (await (await request.response())?.json()) as SentLikes & {
      following: string[];
    };
    expect(answer.token).toBe('');
    expect(answer.following).toEqual([]);
    expect(answer.likes.map((l) => l.dj)).toEqual(['Foxtrot']);

    // taking it back is sent as well, in the removed list
    const again = likesPost(page);
    await page.getByRole('button', { name: 'Unlike Foxtrot' }).click();
    const back = (await again).postDataJSON() as SentLikes;
    expect(back.likes).toEqual([]);
    expect(back.removed?.map((r) => r.dj)).toEqual(['Foxtrot']);
  });

  it('My plan lists this party’s liked sets; the likes of other parties follow, by party', async () => {
    const page = await suite.open('/lineup/nachtfest-2026/0');
    await page.getByRole('button', { name: 'Like Night Owl' }).click();
    await page.goto(`${suite.server.url}/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Like Juliet Bravo' }).click();
    await page.getByRole('button', { name: 'Like Ada Lovelace' }).click();

    await page.goto(`${suite.server.url}/lineup/${EVENT}`);
    // the search tab's info text links to My plan
    await page.getByRole('link', { name: 'My plan', exact: true }).click();
    await page.waitForURL(`**/my-plan/${EVENT}`);
    const plan = page.getByRole('region', { name: 'My plan' });
    await plan.locator('.plan__dj').first().waitFor();
    expect(await plan.locator('.plan__dj').allInnerTexts()).toEqual([
      'Ada Lovelace (b2b Grace)',
      'Juliet Bravo',
    ]);
    const section = page.getByRole('region', { name: 'Liked sets of other events' });
    expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Nachtfest']);
    const items = await section.locator('.likes__item').evaluateAll((els) =>
      els.map((el) =>
        Array.from(el.querySelectorAll('.likes__dj, .likes__when'))
          .map((p) => p.textContent)
          .join(' | '),
      ),
    );
    // days worded like the timetable's headings: "Today", the weekday alone while the party
    // is on, the date for another party
    expect(items).toEqual(['Night Owl | Thu 30 Jul · 23:00']);
  });

  it('unliking in My plan removes it; an empty plan says how to fill it', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await roomLine(page, 'Forest').getByRole('button', { name: 'Like Echo Park' }).click();
    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const section = page.getByRole('region', { name: 'My plan' });
    await section.getByRole('button', { name: 'Unlike Echo Park' }).click();
    await section.getByText('Like sets of this event and your plan appears here.').waitFor();
    expect(await storedLikes(page)).toEqual([]);
    await page.goto(`${suite.server.url}/lineup/${EVENT}`);
    // the result row above shows the heart off as well
    expect(
      await page
        .locator('.search-row', { hasText: 'Echo Park' })
        .getByRole('button', { name: 'Like Echo Park' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it.each([
    ['not JSON', '{oops', '[]'],
    ['not a list', '{"dj":"Charlie Tempo"}', '[]'],
    // entries that are not likes are skipped; the list is rewritten on the next change
    ['a list of junk', '[1,"x",null]', '[1,"x",null]'],
  ])(
    'corrupt likedDJs (%s): the app still works and the storage is reset',
    async (_, raw, after) => {
      const page = await suite.open(`/event/${EVENT}`, {
        localStorage: { likedDJs: raw, following: '{broken' },
      });
      const heart = roomLine(page, 'Beach').getByRole('button', { name: 'Like Charlie Tempo' });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      // the heart is already in the server's first screen: the app reads (and resets) the
      // storage once its script has run
      await expect.poll(() => storageItem(page, 'localStorage', 'likedDJs')).toBe(after);
      await heart.click();
      expect((await storedLikes(page)).map((l) => l.dj)).toEqual(['Charlie Tempo']);
    },
  );

  it('syncs stored likes with the server once a day', async () => {
    const first = await suite.open(`/event/${EVENT}`);
    await roomLine(first, 'Beach').getByRole('button', { name: 'Like Charlie Tempo' }).click();
    const likedDJs = (await storageItem(first, 'localStorage', 'likedDJs')) ?? '';

    const posts: Request[] = [];
    const context = await suite.context();
    await context.addInitScript(
      ([likes]) => {
        if (location.protocol !== 'http:' || sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('likedDJs', likes);
        localStorage.setItem('lastLikesUpdate', 'Thu Jul 30 2026');
      },
      [likedDJs] as const,
    );
    const page = await suite.page(context);
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/likes')) posts.push(r);
    });
    const sent = likesPost(page);
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    expect(((await sent).postDataJSON() as SentLikes).likes.map((l) => l.dj)).toEqual([
      'Charlie Tempo',
    ]);
    await (await sent).response();
    await page.waitForFunction(() => localStorage.getItem('lastLikesUpdate') === 'Fri Jul 31 2026');

    await page.reload();
    await roomLine(page, 'Beach').getByRole('button', { name: 'Unlike Charlie Tempo' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });

  it('works the same on a desktop (1280×900)', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`, { viewport: DESKTOP });
    await page.getByRole('button', { name: 'Like Delta Wave' }).click();
    await page.reload();
    expect(
      await page.getByRole('button', { name: 'Unlike Delta Wave' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
