import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-form-dates-e2e-0123456789abcdef';
const eventText = (id: string) => `id: ${id}
listedFrom: 2026-07-01
meta:
  partyName: Dates ${id}
  timeZone: Europe/Berlin
  rooms: [Seeufer]
  start: [2026-08-14T12:00]
  end: [2026-08-17T12:00]
sets:
  - {dj: Ada, room: 0, start: 2026-08-14T21:00, end: 2026-08-14T23:00}
`;

const CASES = [
  {
    id: 'dates-en',
    lang: 'en',
    viewport: DESKTOP,
    view: 'Event',
    first: 'First night',
    last: 'Last night',
    save: 'Save the event’s details',
    shownFirst: '14/08/2026',
    shownLast: '16/08/2026',
    readsFirst: /^Friday,? 14 August 2026$/,
    typed: '15/08/2026',
    readsTyped: /^Saturday,? 15 August 2026$/,
    bad: 'Write the date day first, like 14/08/2026.',
    history: 'History',
    published: 'Version 1 · operator · 30 Jul 2026, 20:00',
  },
  {
    id: 'dates-de',
    lang: 'de',
    viewport: PHONE,
    view: 'Event',
    first: 'Erste Nacht',
    last: 'Letzte Nacht',
    save: 'Angaben zum Event speichern',
    shownFirst: '14.08.2026',
    shownLast: '16.08.2026',
    readsFirst: /^Freitag, 14\. August 2026$/,
    typed: '15.8.26',
    readsTyped: /^Samstag, 15\. August 2026$/,
    bad: 'Schreib das Datum wie 14.08.2026.',
    history: 'Verlauf',
    published: 'Version 1 · operator · 30. Juli 2026, 20:00',
  },
] as const;

const suite = useOrganiserSuite({
  now: NOW,
  operator: OPERATOR,
  publish: CASES.map((c) => eventText(c.id)),
});

describe('the event form on a browser set to English (US)', () => {
  it.each(CASES)('$lang: nights written day first, never month first', async (c) => {
    const { context, page } = await suite.open({
      viewport: c.viewport,
      lang: c.lang,
      browserLocale: 'en-US',
      event: `Dates ${c.id} (${c.id})`,
    });
    await page.locator('.org-views').getByRole('button', { name: c.view, exact: true }).click();
    const first = page.getByLabel(c.first, { exact: true });
    const last = page.getByLabel(c.last, { exact: true });
    await first.waitFor();
    // the page's way of writing a date, read back in words; none of the browser's date fields
    expect(await first.inputValue()).toBe(c.shownFirst);
    expect(await last.inputValue()).toBe(c.shownLast);
    expect(
      await page.locator(`[id="${await first.getAttribute('aria-describedby')}"]`).textContent(),
    ).toMatch(c.readsFirst);
    expect(await page.locator('input[type^="date"], input[type="time"]').count()).toBe(0);

    // a date written month first (08/16/2026) is not taken, and it says how to write it
    await last.fill('08/16/2026');
    await last.blur();
    await page.getByText(c.bad).waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: c.save }).click();
    // nothing saved over the event's nights
    expect(await suite.draftOf(c.id)).not.toMatch(/end: \[\s*"?2026-08-1[67]/);

    // the page's way is taken, shown as the page writes it, and saved
    await last.fill(c.typed);
    await last.blur();
    expect(await last.inputValue()).toBe(c.shownFirst.replace('14', '15'));
    const reads = page.locator(`[id="${await last.getAttribute('aria-describedby')}"]`);
    expect(await reads.textContent()).toMatch(c.readsTyped);
    await page.getByRole('button', { name: c.save }).click();
    await expect
      .poll(() => suite.draftOf(c.id), { timeout: 15_000 })
      .toMatch(/end: \[\s*"?2026-08-16T12:00/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(c.viewport.width);

    // the history says when a version went live the page's way too (not 7/30/2026, 8:00:00 PM)
    await page.locator('.org-views').getByRole('button', { name: c.history, exact: true }).click();
    const head = page.locator('.org-history__head').first();
    await head.waitFor();
    expect(await head.textContent()).toContain(c.published);
    await context.close();
  });
});
