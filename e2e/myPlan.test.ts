// My plan, the fan's one place for their own sets (issue 28, item 2), on a phone and a desktop:
// after the organisers moved a liked set (02:00 → 02:30) and cancelled another, the liked sets
// show the new time and the cancelled set marked; the timetable reaches My plan in one tap.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

// likes made before the changes (times as they were then)
const LIKES = JSON.stringify([
  liked('Delta Wave', 0, '2026-07-31T00:00:00.000Z'), // 02:00 in Berlin
  liked('Foxtrot', 1, '2026-07-31T02:00:00.000Z'), // 04:00 in Berlin
]);

async function lineupHash(): Promise<string> {
  const res = await fetch(`${suite.server.url}/api/lineup/${EVENT}`);
  return ((await res.json()) as { hash: string }).hash;
}

beforeAll(async () => {
  const before = await lineupHash();
  const file = join(suite.server.dataDir, 'events', 'testfest.yaml');
  const yaml = await readFile(file, 'utf8');
  const changed = yaml
    .replace(
      /(- dj: Delta Wave\n\s+room: 0\n\s+start: )2026-07-31T02:00(\n\s+end: )2026-07-31T04:00/,
      '$12026-07-31T02:30$22026-07-31T04:30',
    )
    .replace(/ {2}- dj: Foxtrot\n\s+room: 1\n\s+start: 2026-07-31T04:00\n\s+end: [^\n]+\n/, '');
  expect(changed.match(/Foxtrot|T02:30/g)).toEqual(['T02:30']);
  await writeFile(file, changed);
  const deadline = Date.now() + 20_000;
  while ((await lineupHash()) === before) {
    if (Date.now() > deadline) throw new Error('the server did not serve the edited file');
    await new Promise((r) => setTimeout(r, 200));
  }
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('My plan on a %s', (_, viewport) => {
  it('is one tap from the timetable, and shows a moved set at its new time and a cancelled one marked', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`, {
      viewport,
      localStorage: { likedDJs: LIKES },
    });
    const link = page.getByRole('link', { name: 'My plan: 2 liked sets' });
    await link.click();
    await page.waitForURL(`**/my-plan/${EVENT}`);
    const plan = page.getByRole('region', { name: 'My plan' });
    const delta = plan.locator('.plan__item', { hasText: 'Delta Wave' });
    expect(await delta.locator('.plan__line').textContent()).toBe('02:30–04:30 · 🌅 Beach');
    expect(await delta.locator('.plan__moved').textContent()).toBe('moved');
    const foxtrot = plan.locator('.plan__item', { hasText: 'Foxtrot' });
    expect(await foxtrot.locator('.plan__missing').textContent()).toBe('No longer in the lineup');
    expect(
      await foxtrot.locator('.plan__dj').evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    // not again as likes of another event; the search tab has the spec's likes list, not the plan
    expect(await page.locator('#likes').count()).toBe(0);
    await page.goto(`${suite.server.url}/lineup/${EVENT}`);
    await page.getByRole('link', { name: 'My plan', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your liked sets' }).waitFor();
    expect(await page.locator('#my-plan').count()).toBe(0);
  });
});
