// A 3,000-set draft is edited set by set (issue 32): the page reads and checks only the set a
// cell changed, so what it shows after an edit must still be what the whole draft says. An
// act renamed in the table shows in "What changes for fans"; an act's name cleared is an error
// in the list of problems and at its cell, and gone once a name is typed again; a set moved to
// another stage is in the diff as such. Then a reload shows the draft as typed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-bigdraft-e2e-0123456789abcdefghijk';
const STAGES = 10;
const NIGHTS = 6;
const PER_NIGHT = 50;

/** 10 stages × 6 nights × 50 sets of 15 minutes from noon: 3,000 sets, no overlap */
function festival(): string {
  const rows: string[] = [];
  for (let night = 0; night < NIGHTS; night++) {
    for (let stage = 0; stage < STAGES; stage++) {
      for (let k = 0; k < PER_NIGHT; k++) {
        const n = rows.length + 1;
        const from = Date.UTC(2026, 7, 1 + night, 10, 0) + k * 15 * 60_000;
        const wall = (t: number) => new Date(t + 2 * 3600_000).toISOString().slice(0, 16);
        rows.push(
          `  - {dj: Act ${String(n).padStart(4, '0')}, room: ${stage}, start: ${wall(from)}, end: ${wall(from + 15 * 60_000)}}`,
        );
      }
    }
  }
  const rooms = Array.from({ length: STAGES }, (_, i) => `Stage ${i + 1}`).join(', ');
  return `id: big-draft\nlistedFrom: 2026-07-01\nmeta:\n  partyName: Big Draft\n  timeZone: Europe/Berlin\n  rooms: [${rooms}]\nsets:\n${rows.join('\n')}\n`;
}

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });

async function organiser(): Promise<Page> {
  const { page } = await suite.open({ viewport: DESKTOP, event: /Big Draft/ });
  await page.getByLabel('Act of set 1', { exact: true }).waitFor({ timeout: 60_000 });
  return page;
}

beforeAll(async () => {
  const res = await fetch(`${suite.server.url}/api/organiser/events/big-draft/versions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: festival(), format: 'yaml', note: 'first' }),
  });
  expect(res.status).toBe(201);
}, 120_000);
describe('a 3,000-set draft edited set by set', () => {
  it('shows each cell edit in the diff and the problems as the whole draft says them, and keeps it after a reload', async () => {
    const page = await organiser();
    const diff = page.locator('section', {
      has: page.getByRole('heading', { name: 'What changes for fans' }),
    });
    const problems = page.locator('.org-check');
    await problems.getByText('No errors, no warnings.').waitFor();
    // sets 2, 3 and 4 one under the other (by time they are 10 rows apart, and only the rows
    // near the screen are drawn)
    await page.getByLabel('Order', { exact: true }).selectOption('file');

    // a name typed into the act of set 2 (Act 0002): renamed for fans
    const act = page.getByLabel('Act of set 2', { exact: true });
    await act.fill('Morning Glory');
    await act.press('Tab');
    await diff.getByText('Renamed: Act 0002 → Morning Glory', { exact: false }).waitFor();
    await page.getByText('Draft: 1 change for fans').waitFor();

    // the act of set 3 cleared: an error of that set, in the list and at its cell
    const third = page.getByLabel('Act of set 3', { exact: true });
    await third.fill('');
    await third.press('Tab');
    await problems.getByText('Every set needs the name of its act.').waitFor();
    expect(await third.getAttribute('aria-invalid')).toBe('true');
    expect(await problems.locator('.org-problems--error li').count()).toBe(1);
    // and nothing else of the 3,000 sets is said to be wrong
    expect(await problems.locator('.org-problems--warning li').count()).toBe(0);

    // typed again: the error goes, the set is renamed for fans
    await third.fill('Afternoon Tea');
    await third.press('Tab');
    await diff.getByText('Renamed: Act 0003 → Afternoon Tea', { exact: false }).waitFor();
    await problems.getByText('No errors, no warnings.').waitFor();
    expect(await third.getAttribute('aria-invalid')).toBeNull();

    // set 4 moved to Stage 2, where Act 0054 plays at the same time: an overlap at Act 0054
    await page.getByLabel('Stage of Act 0004', { exact: true }).selectOption('1');
    await diff.getByText('Other stage: Act 0004', { exact: false }).waitFor();
    await page.getByText('Draft: 3 changes for fans').waitFor();
    // the server's check of the whole draft, a pause later, says the same as the page
    await problems.getByText('Overlaps Act 0004', { exact: false }).waitFor({ timeout: 90_000 });

    // saved: a reload shows the draft as typed
    await expect
      .poll(
        async () => {
          const res = await fetch(`${suite.server.url}/api/organiser/events/big-draft/draft`, {
            headers: { authorization: `Bearer ${OPERATOR}` },
          });
          const text = res.status === 200 ? ((await res.json()) as { text: string }).text : '';
          return /Afternoon Tea/.test(text) && /dj: Act 0004, room: 1,/.test(text);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.reload();
    await page
      .getByRole('button', { name: /Big Draft/ })
      .click()
      .catch(() => undefined);
    await page.getByLabel('Act of set 1', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByLabel('Order', { exact: true }).selectOption('file');
    expect(await page.getByLabel('Act of set 2', { exact: true }).inputValue()).toBe(
      'Morning Glory',
    );
    expect(await page.getByLabel('Act of set 3', { exact: true }).inputValue()).toBe(
      'Afternoon Tea',
    );
    await page.context().close();
  }, 240_000);

  it('draws only the rows near the screen, yet scrolls to the last set, edits it, and Tab and Shift+Tab go from row to row', async () => {
    const page = await organiser();
    const table = page.locator('table.org-sets');
    const rowIndexOf = (el: Element | null) => el?.closest('tr')?.getAttribute('aria-rowindex');
    // a screen reader hears the whole table: 3,000 sets and the header
    expect(await table.getAttribute('aria-rowcount')).toBe('3001');
    // a few dozen rows drawn, not hundreds (each row is 8 inputs); the page as tall as all
    expect(await page.locator('tr.org-set').count()).toBeLessThanOrEqual(60);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      3000 * 40,
    );

    // something typed in a row, then the page scrolled away: the row and its cursor stay
    const second = page.getByLabel('Act of set 51', { exact: true });
    await second.fill('Half typ');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByLabel('Act of set 3000', { exact: true });
    await last.waitFor();
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await second.inputValue()).toBe('Half typ');

    // the last set, at the end of the page: row 3,001 of the table, edited like any other
    expect(await last.evaluate(rowIndexOf)).toBe('3001');
    await last.fill('Closing Set');
    await last.press('Tab');
    const diff = page.locator('section', {
      has: page.getByRole('heading', { name: 'What changes for fans' }),
    });
    await diff.getByText('Renamed: Act 3000 → Closing Set', { exact: false }).waitFor();
    await diff.getByText('Renamed: Act 0051 → Half typ', { exact: false }).waitFor();

    // Tab from the last row drawn goes on to the next set's act, Shift+Tab from the first row
    // drawn back to the set before: the keyboard never falls out of the table
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
    });
    // the last set's row, no longer focused nor near the screen, is no longer drawn
    await expect.poll(() => last.count()).toBe(0);
    for (let i = 0; i < 3; i++) {
      const lastDrawn = (await page
        .locator('tr.org-set')
        .last()
        .getByRole('button')
        .last()
        .elementHandle())!;
      const from = Number(await lastDrawn.evaluate(rowIndexOf));
      await lastDrawn.focus();
      await page.keyboard.press('Tab');
      const to = await page.evaluate(() => ({
        row: document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'),
        act: document.activeElement?.hasAttribute('data-act'),
      }));
      expect(to).toEqual({ row: String(from + 1), act: true });
    }
    for (let i = 0; i < 3; i++) {
      const firstDrawn = (await page
        .locator('tr.org-set')
        .first()
        .getByRole('textbox')
        .first()
        .elementHandle())!;
      const from = Number(await firstDrawn.evaluate(rowIndexOf));
      expect(from).toBeGreaterThan(2);
      await firstDrawn.focus();
      await page.keyboard.press('Shift+Tab');
      const to = await page.evaluate(() =>
        document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'),
      );
      expect(to).toBe(String(from - 1));
    }

    // a problem of a set in the middle of the table, shown from the list of problems below
    // the table: its row is drawn again, its cell brought to the screen with the cursor in it
    const middle = page.locator('tr.org-set').nth(10).locator('[data-act]');
    const label = (await middle.getAttribute('aria-label'))!;
    await middle.fill('');
    await middle.press('Tab');
    const problems = page.locator('.org-check');
    await problems.getByText('Every set needs the name of its act.').waitFor();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => page.getByLabel(label, { exact: true }).count()).toBe(0);
    await problems
      .locator('.org-problems--error li')
      .getByRole('button', { name: 'Show' })
      .first()
      .click();
    const shown = page.getByLabel(label, { exact: true });
    await expect.poll(() => shown.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await shown.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    await page.context().close();
  }, 240_000);
});
