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
    await page.getByLabel('Act of set 2', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Act of set 2', { exact: true }).inputValue()).toBe(
      'Morning Glory',
    );
    expect(await page.getByLabel('Act of set 3', { exact: true }).inputValue()).toBe(
      'Afternoon Tea',
    );
    await page.context().close();
  }, 240_000);
});
