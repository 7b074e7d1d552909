// The fans' plan (issue 8) in a real browser against the real server, both clocks fixed at
// 00:30 on the first night of testfest: my plan with a clash, the .ics download read back,
// a shared plan opened on another phone, and the notice after an organiser moves a liked set.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, parseIcs, prop } from '../packages/core/test/calendar/parseIcs.ts';
import { launchBrowser, newPage, openContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 on Friday in Berlin
const EVENT = 'testfest-2026';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh phone without the share sheet (so sharing copies the link and shows it). */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser);
  contexts.push(context);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  return { context, page: await newPage(context, { now: NOW }) };
}

async function like(page: Page, stage: string, dj: string) {
  await page.goto(`${server.url}/lineup/${EVENT}/${stage}`);
  await page.getByRole('button', { name: `Like ${dj}`, exact: true }).click();
  await page.getByRole('button', { name: `Unlike ${dj}`, exact: true }).waitFor();
}

async function lineupHash(): Promise<string> {
  const res = await fetch(`${server.url}/api/lineup/${EVENT}`);
  return ((await res.json()) as { hash: string }).hash;
}

describe('my plan', () => {
  it('lists the liked sets by time with their clash, and marks the clash in the timetable', async () => {
    const { page } = await phone();
    await like(page, 'beach', 'Charlie Tempo'); // 00:00–02:00
    await like(page, 'forest', 'Echo Park'); // 22:00–00:33
    // the Forest row now carries the clash marker beside its heart
    const echoRow = page.locator('.tt-row', { hasText: 'Echo Park' });
    expect(await echoRow.locator('.clash-marker').textContent()).toContain(
      'Clashes with Charlie Tempo for 33 min',
    );

    await page.goto(`${server.url}/my-plan/${EVENT}`);
    const plan = page.getByRole('region', { name: 'My plan' });
    await plan.waitFor();
    expect(await plan.locator('.plan__dj').allInnerTexts()).toEqual(['Echo Park', 'Charlie Tempo']);
    expect(await plan.locator('.plan__time').allInnerTexts()).toEqual([
      '22:00–00:33',
      '00:00–02:00',
    ]);
    expect(await plan.locator('.plan__clash').allInnerTexts()).toEqual([
      '⚠️ Clashes with Charlie Tempo for 33 min',
      '⚠️ Clashes with Echo Park for 33 min',
    ]);
  });

  it('downloads a set as an .ics that reads back in the festival’s time zone', async () => {
    const { page } = await phone();
    await like(page, 'beach', 'Charlie Tempo');
    await page.goto(`${server.url}/my-plan/${EVENT}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add Charlie Tempo to your calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('testfest-charlie-tempo.ics');
    const text = await readFile(await download.path(), 'utf8');
    const calendar = parseIcs(text);
    const [event, ...more] = calendar.children.filter((c) => c.type === 'VEVENT');
    expect(more).toEqual([]);
    const start = prop(event!, 'DTSTART')!;
    expect(start.params.TZID).toBe('Europe/Berlin');
    expect(start.value).toBe('20260731T000000');
    expect(instantOf(calendar, start)).toBe('2026-07-30T22:00:00.000Z');
    expect(instantOf(calendar, prop(event!, 'DTEND')!)).toBe('2026-07-31T00:00:00.000Z');
    expect(prop(event!, 'SUMMARY')?.value).toBe('Charlie Tempo @ 🌅 Beach');
  });
});

describe('a shared plan', () => {
  it('opens on a friend’s phone read-only, and "like these too" adds the sets there', async () => {
    const fan = await phone();
    await like(fan.page, 'beach', 'Juliet Bravo');
    await like(fan.page, 'warehouse', 'Hotel Lobby');
    await fan.page.goto(`${server.url}/my-plan/${EVENT}`);
    await fan.page.getByRole('button', { name: 'Share my plan' }).click();
    const link = await fan.page.getByLabel(/Link copied/).inputValue();
    expect(new URL(link).pathname).toMatch(/^\/plan\/2\.testfest-2026\.[0-9a-z]{24}$/);

    const friend = await phone();
    await friend.page.goto(link);
    const list = friend.page.getByRole('list', { name: 'A friend’s plan for Testfest' });
    await list.waitFor();
    expect(await list.locator('.plan__dj').allInnerTexts()).toEqual([
      'Hotel Lobby',
      'Juliet Bravo',
    ]);
    await friend.page.getByRole('button', { name: 'Like these too' }).click();
    await friend.page.getByText('2 sets added to your likes.').waitFor();
    const liked = await friend.page.evaluate(() =>
      (JSON.parse(localStorage.getItem('likedDJs') ?? '[]') as { dj: string }[]).map((l) => l.dj),
    );
    expect(liked.sort()).toEqual(['Hotel Lobby', 'Juliet Bravo']);
    // and they are in the friend's own plan, with their clash (Fri 22:00–23:00)
    await friend.page.goto(`${server.url}/my-plan/${EVENT}`);
    const plan = friend.page.getByRole('region', { name: 'My plan' });
    await plan.locator('.plan__clash').first().waitFor();
    expect(await plan.locator('.plan__clash').allInnerTexts()).toEqual([
      '⚠️ Clashes with Juliet Bravo for 60 min',
      '⚠️ Clashes with Hotel Lobby for 60 min',
    ]);
  });
});

describe('changes that matter', () => {
  it('tells on the now page that a liked set moved, until dismissed', async () => {
    const { page } = await phone();
    await like(page, 'beach', 'Juliet Bravo'); // Fri 22:00–02:00
    await page.goto(`${server.url}/event/${EVENT}`);
    const before = await lineupHash();
    // the now page keeps the lineup it saw, to compare the next one with
    await page.waitForFunction(
      (hash) =>
        JSON.parse(localStorage.getItem('lineupSnapshots') ?? '{}')['testfest-2026']?.hash === hash,
      before,
    );

    const file = join(server.dataDir, 'events', 'testfest.yaml');
    const yaml = await readFile(file, 'utf8');
    const moved = yaml.replace(
      /(- dj: Juliet Bravo\n\s+room: 0\n\s+start: )2026-07-31T22:00(\n\s+end: )2026-08-01T02:00/,
      '$12026-07-31T23:00$22026-08-01T03:00',
    );
    expect(moved).not.toBe(yaml);
    await writeFile(file, moved);
    const deadline = Date.now() + 20_000;
    while ((await lineupHash()) === before) {
      if (Date.now() > deadline) throw new Error('the server did not serve the edited file');
      await new Promise((r) => setTimeout(r, 200));
    }

    await page.reload();
    const notice = page.getByText(
      'New time for Juliet Bravo: Fri 31 Jul, 23:00–03:00 (was 22:00–02:00).',
    );
    await notice.waitFor();
    await page.getByRole('button', { name: 'Dismiss the notice about Juliet Bravo' }).click();
    await notice.waitFor({ state: 'detached' });
    const noticeLoaded = page.waitForEvent('requestfinished', (r) =>
      r.url().includes('/ChangeNotices-'),
    );
    await page.reload();
    await noticeLoaded;
    await page.getByRole('region', { name: 'Stages right now' }).waitFor();
    // the notice code has run and rendered (two frames after it loaded) …
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    // … and the dismissed notice stays away
    expect(await page.getByText(/New time for/).count()).toBe(0);
  });
});
