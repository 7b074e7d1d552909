// A draft is an event (issue 32, DESIGN §11): a new event typed on a phone survives a reload
// and shows on a laptop with its sets, listed as "draft only" with its set count; creating it
// again by the same name refuses and offers to open it (its draft stays); the operator's
// start page lists the events with their state, an old file-managed event marked as such; a
// save from a device that has not seen the last one is refused and asks which draft to keep.
import type { OrganiserDraft } from '@lineup/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { readDraft, useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-drafts-e2e-0123456789abcdefghijkl';

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });

const organiser = (opts: { viewport: typeof PHONE; locale?: 'en' | 'de' }) =>
  suite.open({ viewport: opts.viewport, lang: opts.locale ?? 'en' });

const draftOf = (id: string) => readDraft(suite.server.url, OPERATOR, id);

const setsIn = (draft: OrganiserDraft | null) => (draft?.text.match(/\bdj: /g) ?? []).length;

/** the form of a new event, filled and sent */
async function createEvent(
  page: Page,
  words: { newEvent: string; name: string; firstNight: string; stage: string; create: string },
  name: string,
) {
  await page.getByRole('button', { name: words.newEvent, exact: true }).click();
  await page.getByLabel(words.name, { exact: true }).fill(name);
  await page.getByLabel(words.firstNight).fill('2026-08-14');
  await page.getByLabel(words.stage).fill('Seeufer');
  await page.getByRole('button', { name: words.create }).click();
}

const EN = {
  newEvent: 'New event',
  name: 'Name',
  firstNight: 'First night',
  stage: 'Stage name',
  create: 'Create the event',
};
const DE = {
  newEvent: 'Neues Event',
  name: 'Name',
  firstNight: 'Erste Nacht',
  stage: 'Name der Bühne',
  create: 'Event anlegen',
};

async function addSet(
  page: Page,
  words: { add: string; start: string; end: string },
  act: string,
  start: string,
  end: string,
) {
  await page.getByRole('button', { name: words.add }).click();
  await page.keyboard.type(act);
  await page.getByLabel(`${words.start} ${act}`).fill(start);
  await page.getByLabel(`${words.end} ${act}`).fill(end);
}

describe('a draft is an event', () => {
  it('starts the operator on the list of events, an old file-managed event marked as such, and "New event" a button', async () => {
    const { context, page } = await organiser({ viewport: DESKTOP });
    await page.getByRole('heading', { name: 'Your events' }).waitFor();
    const old = page.getByRole('button', { name: /testfest-2025/ });
    await old
      .getByText(/^Edited in its file \S*testfest-2025\.yaml on the server, not here · Over$/)
      .waitFor();
    // not the old event's page saying nothing is live
    expect(await page.getByText('Nothing live yet').count()).toBe(0);
    expect(await page.locator('.org-header select option').allTextContents()).not.toContain(
      '+ New event',
    );
    await page.getByRole('button', { name: 'New event', exact: true }).waitFor();
    await context.close();
  });

  it('keeps a new event with 4 sets typed on a phone after a reload and on a laptop, and refuses to create it again', async () => {
    const { context, page } = await organiser({ viewport: PHONE });
    await createEvent(page, EN, 'Night Shift');
    const words = { add: 'Add a set', start: 'Start of', end: 'End of' };
    await addSet(page, words, 'Ada', '22:00', '23:00');
    await addSet(page, words, 'Bea', '23:00', '00:30');
    await addSet(page, words, 'Cleo', '00:30', '02:00');
    await addSet(page, words, 'Dora', '02:00', '04:00');
    await page.waitForFunction(() =>
      document.querySelector('.org-header__state')?.textContent?.includes('Draft saved at'),
    );
    await expect
      .poll(async () => setsIn(await draftOf('night-shift')), { timeout: 15_000 })
      .toBe(4);
    // a new event's sets are all changes for fans
    await page.getByText('Draft: 4 sets for fans, nothing published yet').waitFor();

    await page.reload();
    const listed = page.getByRole('button', { name: /Night Shift/ });
    await listed.getByText('Draft only · 4 sets · not published yet').waitFor();
    await listed.getByText(/^Last change .* by operator$/).waitFor();

    // the laptop: nothing in common with the phone but the token
    const laptop = await organiser({ viewport: DESKTOP });
    await laptop.page
      .getByRole('button', { name: /Night Shift/ })
      .getByText('Draft only · 4 sets')
      .waitFor();
    await laptop.page.getByRole('button', { name: /Night Shift/ }).click();
    expect(await laptop.page.getByLabel('Start of Dora').inputValue()).toBe('02:00');

    // the same name again: refused, its draft kept, and a way to open it
    await laptop.page
      .locator('.org-header')
      .getByLabel('Event')
      .selectOption({ label: 'All events' });
    await createEvent(laptop.page, EN, 'Night Shift');
    await laptop.page
      .getByText('There is an event called “night-shift” already', { exact: false })
      .waitFor();
    expect(setsIn(await draftOf('night-shift'))).toBe(4);
    await laptop.page.getByRole('button', { name: 'Open “night-shift”' }).click();
    expect(await laptop.page.getByLabel('Start of Cleo').inputValue()).toBe('00:30');
    // a file's event name is taken too
    await laptop.page
      .locator('.org-header')
      .getByLabel('Event')
      .selectOption({ label: 'All events' });
    await laptop.page.getByRole('button', { name: 'New event', exact: true }).click();
    await laptop.page.getByLabel('Name', { exact: true }).fill('x');
    await laptop.page.getByLabel('Address name').fill('testfest-2025');
    await laptop.page.getByLabel('First night').fill('2026-08-14');
    await laptop.page.getByLabel('Stage name').fill('Main');
    await laptop.page.getByRole('button', { name: 'Create the event' }).click();
    await laptop.page
      .getByText('There is an event called “testfest-2025” already', { exact: false })
      .waitFor();
    await laptop.context.close();
    await context.close();
  });

  it('does the same in German on a laptop and a phone', async () => {
    const { context, page } = await organiser({ viewport: DESKTOP, locale: 'de' });
    await page.getByRole('heading', { name: 'Deine Events' }).waitFor();
    await createEvent(page, DE, 'Seenacht');
    await addSet(
      page,
      { add: 'Set hinzufügen', start: 'Beginn von', end: 'Ende von' },
      'Ada',
      '22:00',
      '23:30',
    );
    await expect.poll(async () => setsIn(await draftOf('seenacht')), { timeout: 15_000 }).toBe(1);
    const phone = await organiser({ viewport: PHONE, locale: 'de' });
    await phone.page
      .getByRole('button', { name: /Seenacht/ })
      .getByText('Nur Entwurf · 1 Set · noch nicht veröffentlicht')
      .waitFor();
    await createEvent(phone.page, DE, 'Seenacht');
    await phone.page
      .getByText('Es gibt schon ein Event namens „seenacht“', { exact: false })
      .waitFor();
    await phone.page.getByRole('button', { name: '„seenacht“ öffnen' }).click();
    expect(await phone.page.getByLabel('Beginn von Ada').inputValue()).toBe('22:00');
    expect(setsIn(await draftOf('seenacht'))).toBe(1);
    await phone.context.close();
    await context.close();
  });

  it('refuses a save from a device that has not seen the last one, and asks which draft to keep', async () => {
    const phone = await organiser({ viewport: PHONE });
    await phone.page.getByRole('button', { name: /Night Shift/ }).click();
    const laptop = await organiser({ viewport: DESKTOP });
    await laptop.page.getByRole('button', { name: /Night Shift/ }).click();
    await laptop.page.getByLabel('Note for Ada').waitFor();

    await phone.page.getByLabel('Note for Ada').fill('opening');
    await expect
      .poll(async () => (await draftOf('night-shift'))?.text ?? '', { timeout: 15_000 })
      .toContain('opening');
    // the laptop still shows the draft before the phone's note
    await laptop.page.getByLabel('Note for Bea').fill('b2b');
    await laptop.page.getByText('operator saved this draft at', { exact: false }).waitFor();
    expect(await draftOf('night-shift')).not.toMatchObject({
      text: expect.stringContaining('b2b'),
    });
    await laptop.page
      .getByRole('button', { name: 'Keep my draft (replace the saved one)' })
      .click();
    await expect
      .poll(async () => (await draftOf('night-shift'))?.text ?? '', { timeout: 15_000 })
      .toContain('b2b');
    await phone.context.close();
    await laptop.context.close();
  });
});
