// Accessibility (issue 4, item 9): axe finds no serious or critical WCAG 2.1 A/AA problem
// (contrast included) on the main screens, and everything works by keyboard.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortCode } from '../packages/core/src/lineup/shortCode.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const SCREENS: [string, string, (page: Page) => Promise<unknown>][] = [
  ['now', `/event/${EVENT}`, (p) => p.getByRole('region', { name: 'Playing now' }).waitFor()],
  ['timetable stage', `/lineup/${EVENT}/beach`, (p) => p.getByText('You are here').waitFor()],
  ['search', `/lineup/${EVENT}?q=tempo`, (p) => p.locator('.search-row').first().waitFor()],
  ['privacy', '/datenschutzerklaerung', (p) => p.getByText('As of July 2025').waitFor()],
];

describe('axe', () => {
  it.each(SCREENS)('%s on a phone: no serious or critical violations', async (_, path, ready) => {
    const page = await suite.open(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('my plan with likes and a crew: no serious or critical violations', async () => {
    const like = (dj: string, room: number, started: string) => ({
      dj,
      room,
      partyName: 'Testfest',
      title: dj,
      beginningSchedule: '2026-07-30T18:00:00.000Z',
      started,
      meta: [],
    });
    const page = await suite.open(`/my-plan/${EVENT}`, {
      localStorage: {
        likedDJs: JSON.stringify([
          like('Echo Park', 1, '2026-07-30T20:00:00.000Z'),
          like('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z'),
        ]),
        // a friend going to Echo Park and Juliet Bravo, in their colour
        crew: JSON.stringify([
          {
            id: 'ola',
            name: 'Ola',
            colour: 1,
            plans: [
              {
                eventId: EVENT,
                code: [
                  '1',
                  EVENT,
                  shortCode(EVENT, 'Echo Park'),
                  shortCode(EVENT, 'Juliet Bravo'),
                ].join('.'),
                at: '2026-07-20T10:00:00.000Z',
              },
            ],
          },
        ]),
      },
    });
    await page.getByRole('region', { name: 'My plan' }).locator('.plan__item').first().waitFor();
    await page.locator('.plan__item--crew .crew-name').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the grid with likes, a clash and a crew: no serious violations, and every mark in the names', async () => {
    const like = (dj: string, room: number, started: string) => ({
      dj,
      room,
      partyName: 'Testfest',
      title: dj,
      beginningSchedule: '2026-07-30T18:00:00.000Z',
      started,
      meta: [],
    });
    const page = await suite.open(`/grid/${EVENT}`, {
      localStorage: {
        // Ada Lovelace and Echo Park both play from 22:00: a clash
        likedDJs: JSON.stringify([
          like('Ada Lovelace', 0, '2026-07-30T20:00:00.000Z'),
          like('Echo Park', 1, '2026-07-30T20:00:00.000Z'),
        ]),
        crew: JSON.stringify(
          ['Ola', 'Sam Weller'].map((name, colour) => ({
            id: name.slice(0, 3).toLowerCase(),
            name,
            colour: colour + 6,
            plans: [
              {
                eventId: EVENT,
                code: ['1', EVENT, shortCode(EVENT, 'Echo Park')].join('.'),
                at: '2026-07-20T10:00:00.000Z',
              },
            ],
          })),
        ),
      },
    });
    const echo = page.getByRole('button', { name: /^Echo Park, / });
    await echo.waitFor();
    await page
      .getByRole('button', {
        name: 'Echo Park, 🌲 Forest, 22:00–00:33; liked; clashes with Ada Lovelace; picked by Ola, Sam Weller; all of you go',
        exact: true,
      })
      .waitFor();
    await expect(echo.locator('.grid-set__pick').allTextContents()).resolves.toEqual(['Ol', 'SW']);
    await page.getByRole('list', { name: 'What the marks mean' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('about drawer: no serious or critical violations', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('button', { name: 'About' }).click();
    await page.getByRole('dialog', { name: 'About' }).getByText('Legal notice').waitFor();
    // let the slide-in finish so colours are final
    await page.waitForFunction(() => {
      const d = document.querySelector('[role="dialog"]');
      return d?.getAnimations({ subtree: true }).every((a) => a.playState !== 'running') ?? false;
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

interface Focused {
  tag: string;
  label: string | null;
  text: string;
  type: string | null;
}

/** Presses Tab until the focused element matches, as a keyboard-only fan would. */
async function tabTo(page: Page, matches: (el: Focused) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return {
        tag: el?.tagName ?? '',
        label: el?.getAttribute('aria-label') ?? null,
        text: el?.textContent ?? '',
        type: el?.getAttribute('type') ?? null,
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('never reached by Tab');
}

describe('keyboard', () => {
  it('Tab reaches a heart, with a visible focus ring, and Space toggles it', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('region', { name: 'Playing now' }).waitFor();
    await tabTo(page, (el) => el.label === 'Like Charlie Tempo, now');
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return s.outlineStyle !== 'none' || s.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
    await page.keyboard.press('Space');
    const heart = page.getByRole('button', { name: 'Unlike Charlie Tempo' });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('button', { name: 'Like Charlie Tempo' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('the skip link jumps to the content', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('region', { name: 'Playing now' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('the About drawer opens from the keyboard, traps focus, and Escape gives focus back', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('region', { name: 'Playing now' }).waitFor();
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'About');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'About' });
    await dialog.getByRole('button', { name: 'OK' }).waitFor();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'About');
  });

  it('the search is usable from the keyboard: type, Tab to a result heart, Space', async () => {
    const page = await suite.open(`/lineup/${EVENT}`);
    // the timetable loads after the page: Tab only once its search is there
    await page.locator('input[type=search]').waitFor();
    await tabTo(page, (el) => el.type === 'search');
    await page.keyboard.type('foxtrot');
    await page.waitForURL(/q=foxtrot/);
    // the results come a moment after the address: Tab only once they are there
    await page.getByRole('button', { name: 'Like Foxtrot' }).first().waitFor();
    await tabTo(page, (el) => el.label === 'Like Foxtrot');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Unlike Foxtrot' }).first().waitFor();
  });
});
