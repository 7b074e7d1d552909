// Wording as a native speaker reads it on the demo festival's screens (issue 28, item 7):
// Polish "ze" before "Slow Tide" by the grammar's rule, "Nadchodzący" (not "Wkrótce") for a set
// to come, German "am" before a weekday and a plain title for a shared plan.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  encodeSharedPlan,
  type LineupResponse,
  type LineupSet,
} from '../packages/core/src/index.ts';
import { openContext } from './support/browser.ts';
import { DEMO_NOW, demoData, useOwnData } from './support/ownData.ts';
import { roomLineText } from './support/text.ts';

const NOW = DEMO_NOW;
const EVENT = 'demo-2026';
const own = useOwnData({
  now: NOW,
  data: demoData,
});

async function lineup(): Promise<LineupResponse> {
  return (await (await fetch(`${own.server.url}/api/lineup/${EVENT}`)).json()) as LineupResponse;
}

function likeOf(set: LineupSet) {
  return {
    dj: set.dj,
    room: set.room,
    partyName: set.partyName,
    title: set.title,
    beginningSchedule: set.beginningSchedule,
    started: set.start,
    meta: [],
    likedAt: NOW,
  };
}

async function phone(likes: LineupSet[] = []): Promise<Page> {
  const context = await own.contexts.next(() => openContext(own.browser));
  await context.addInitScript((items) => {
    if (!localStorage.getItem('likedDJs')) localStorage.setItem('likedDJs', JSON.stringify(items));
  }, likes.map(likeOf));
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  return page;
}

describe('Polish', () => {
  it('"Koliduje ze Slow Tide": ze before s and a consonant', async () => {
    const { sets } = await lineup();
    const all = sets.flat();
    const slow = all.find((s) => s.dj === 'Slow Tide')!;
    // any liked set on another stage that overlaps Slow Tide
    const other = all.find(
      (s) => s.room !== slow.room && !s.isMarkerSet && s.start < slow.end && slow.start < s.end,
    )!;
    const page = await phone([slow, other]);
    await page.goto(`${own.server.url}/pl/my-plan/${EVENT}`);
    const clash = page.locator('.plan__clash').first();
    await clash.waitFor();
    expect(await clash.textContent()).toMatch(/^⚠️ Koliduje ze Slow Tide przez \d+ min$/);
  });

  it('a set to come reads "Nadchodzący", not "Wkrótce"', async () => {
    const page = await phone();
    await page.goto(`${own.server.url}/pl/lineup/${EVENT}?q=slow+tide`);
    const row = page.locator('.search-row', { hasText: 'Slow Tide' }).first();
    await row.waitFor();
    expect(await row.locator('.search-row__status').textContent()).toBe('Nadchodzący');
  });
});

describe('French', () => {
  it('"d’" before a name that begins with a vowel: "Chevauche le set d’…"', async () => {
    const all = (await lineup()).sets.flat().filter((s) => !s.isMarkerSet);
    const overlap = (a: LineupSet, b: LineupSet) => a.start < b.end && b.start < a.end;
    const vowel = all.find(
      (a) => /^[AEIOU]/.test(a.dj) && all.some((b) => b.room !== a.room && overlap(a, b)),
    )!;
    const other = all.find((b) => b.room !== vowel.room && overlap(vowel, b))!;
    const page = await phone([vowel, other]);
    await page.goto(`${own.server.url}/fr/my-plan/${EVENT}`);
    await page.locator('.plan__clash').first().waitFor();
    expect(await page.locator('.plan__clash').allTextContents()).toContain(
      `⚠️ Chevauche le set d’${vowel.dj} pendant ${(Math.min(Date.parse(vowel.end), Date.parse(other.end)) - Math.max(Date.parse(vowel.start), Date.parse(other.start))) / 60_000} min`,
    );
  });
});

describe('German', () => {
  it('a stage that opens another day: "öffnet am Sa um …"', async () => {
    const page = await phone();
    await page.goto(`${own.server.url}/de/event/${EVENT}`);
    expect(await roomLineText(page, 'Disco')).toMatch(
      /^🪩 Disco: öffnet am Sa\.? um \d\d:\d\d mit Disco Dolores$/,
    );
  });

  it('a shared plan is titled "Geteilter Plan für …"', async () => {
    const data = await lineup();
    const pick = data.sets.flat().filter((s) => s.dj === 'Slow Tide');
    const page = await phone();
    await page.goto(`${own.server.url}/de/plan/${encodeSharedPlan(EVENT, pick, data)}`);
    await page
      .getByRole('heading', { level: 1, name: 'Geteilter Plan für Demo Festival' })
      .waitFor();
  });
});
