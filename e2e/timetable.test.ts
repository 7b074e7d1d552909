// The timetable (spec §2 "Timetable screen"): tabs, day headings across midnight, times in
// the event's zone, change notes, gap rows, you-are-here, the stage image, desktop links.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { EVENT, storageItem, useSuite } from './support/suite.ts';

/** The stage panel as rows of text: headings, sets ("22:00 Ada Lovelace (b2b Grace)"), gaps. */
async function stageRows(page: Page): Promise<string[]> {
  const panel = page.locator('.tt-stage');
  await panel.waitFor();
  return panel.locator('.tt-day__heading, .tt-row').evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll(
        '.visually-hidden, button, [aria-hidden="true"]',
      )) {
        hidden.remove();
      }
      // the note on its own line stays apart from the name
      for (const note of copy.querySelectorAll('.tt-note'))
        note.textContent = `| ${note.textContent}`;
      // time, name and note are separate boxes on screen
      for (const child of copy.querySelectorAll('*')) child.append(' ');
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

async function selectedTab(page: Page): Promise<string | null> {
  return page.locator('[role="tab"][aria-selected="true"]').getAttribute('aria-label');
}

describe('during the party (00:30 on the first night)', () => {
  const suite = useSuite();

  it('groups a stage by day across midnight: the weekday, then Today', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    expect(await stageRows(page)).toEqual([
      'Thursday',
      '22:00 Ada Lovelace (b2b Grace)',
      'Today',
      '00:00 Charlie Tempo',
      'You are here',
      '02:00 Delta Wave | cancelled, replaced by Echo',
      'Closes at 04:00, reopens 22:00',
      '22:00 Juliet Bravo',
      'Closes at 02:00',
    ]);
    // the you-are-here row carries the stage's marker emoji
    expect(await page.locator('[data-you-are-here]').textContent()).toContain('📍');
  });

  it('prints a change note in italics, and a * note on its own line without the star', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    const inline = page.locator('.tt-row', { hasText: 'Ada Lovelace' }).locator('em');
    expect((await inline.textContent())?.trim()).toBe('(b2b Grace)');
    expect(await inline.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    const own = page.locator('.tt-row', { hasText: 'Delta Wave' }).locator('em');
    expect(await own.textContent()).toBe('cancelled, replaced by Echo');
    const [nameBox, noteBox] = await Promise.all([
      page.locator('.tt-dj', { hasText: 'Delta Wave' }).boundingBox(),
      own.boundingBox(),
    ]);
    expect(noteBox?.y).toBeGreaterThan((nameBox?.y ?? 0) + (nameBox?.height ?? 0) - 1);
  });

  it('shows closed-until rows and the closing time after the last set', async () => {
    const page = await suite.open(`/lineup/${EVENT}/warehouse`);
    expect(await stageRows(page)).toEqual([
      'Thursday',
      '20:00 Gamma Ray',
      // under Thursday's heading: it reopens on Friday, and says so
      'Closed until Fri 20:00',
      'Today',
      'You are here',
      '20:00 Hotel Lobby',
      '23:00 ?',
      'Closes at 01:00',
    ]);
    // the placeholder act gets no heart
    expect(await page.locator('.tt-row', { hasText: '23:00' }).getByRole('button').count()).toBe(0);
  });

  it('warns when a stage has no timetable yet', async () => {
    const page = await suite.open(`/lineup/${EVENT}/disco`);
    await page.getByText('No timetable for this stage yet. Check back later.').waitFor();
  });

  it('shows times in the event’s zone, 24 h, whatever the phone’s zone', async () => {
    const page = await suite.open(`/lineup/${EVENT}/forest`, { timezoneId: 'America/New_York' });
    const rows = await stageRows(page);
    expect(rows).toContain('22:00 Echo Park');
    expect(rows).toContain('04:00 Foxtrot');
    expect(rows).toContain('Closes at 06:00');
  });

  it('tabs: search plus one per stage, moved by arrow keys, remembered for the Stages button', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    await page.getByRole('heading', { name: '🌅 Beach' }).waitFor();
    const names = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-label')));
    expect(names).toEqual(['Search', '🌅 Beach', '🌲 Forest', '🏭 Warehouse', '🪩 Disco']);
    await page.getByRole('tab', { name: '🌅 Beach' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(`**/lineup/${EVENT}/forest`);
    expect(await selectedTab(page)).toBe('🌲 Forest');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      '🌲 Forest',
    );
    await page.getByRole('heading', { name: '🌲 Forest' }).waitFor();
    expect(await storageItem(page, 'sessionStorage', 'selectedRoom')).toBe('1');
    await page.keyboard.press('End');
    await page.waitForURL(`**/lineup/${EVENT}/disco`);
    await page.keyboard.press('Home');
    await page.waitForURL(`**/lineup/${EVENT}`);
    expect(await selectedTab(page)).toBe('Search');
    await page.keyboard.press('ArrowUp');
    await page.waitForURL(`**/lineup/${EVENT}/disco`);
    // the panel is labelled by its tab; only the selected tab is in the Tab order
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tt-tab-3');
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
  });

  it('the Stages button opens the stage chosen last', async () => {
    const page = await suite.open(`/lineup/${EVENT}/warehouse`);
    await page.getByRole('heading', { name: '🏭 Warehouse' }).waitFor();
    await page.getByRole('link', { name: 'Now' }).click();
    await page.waitForURL(`**/event/${EVENT}`);
    await page.getByRole('link', { name: 'Stages', exact: true }).click();
    await page.waitForURL(`**/lineup/${EVENT}/2`);
    await page.getByRole('heading', { name: '🏭 Warehouse' }).waitFor();
  });

  it('the Stages button returns to the search tab when that was open last', async () => {
    const page = await suite.open(`/lineup/${EVENT}/warehouse`);
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.waitForURL(`**/lineup/${EVENT}`);
    await page.getByRole('link', { name: 'Now' }).click();
    await page.waitForURL(`**/event/${EVENT}`);
    await page.getByRole('link', { name: 'Stages', exact: true }).click();
    await page.waitForURL(`**/lineup/${EVENT}`);
    expect(await selectedTab(page)).toBe('Search');
  });

  it('stage tabs share 80 % of the screen height, at least 75 px each', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    const height = await page
      .getByRole('tab', { name: '🌅 Beach' })
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(Math.floor((844 * 0.8) / 4));
  });

  it('hides the act links on a phone and shows them on a desktop (1280×900)', async () => {
    const phone = await suite.open(`/lineup/${EVENT}/beach`);
    await phone.getByText('Ada Lovelace').waitFor();
    expect(await phone.getByRole('list', { name: 'Links of Ada Lovelace' }).count()).toBe(0);

    const desktop = await suite.open(`/lineup/${EVENT}/beach`, { viewport: DESKTOP });
    const list = desktop.getByRole('list', { name: 'Links of Ada Lovelace' });
    await list.waitFor();
    const links = list.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['SoundCloud', 'Instagram']);
    expect(await links.nth(1).getAttribute('title')).toBe("Ada's photos");
    expect(await links.nth(0).getAttribute('href')).toBe('https://soundcloud.com/ada-lovelace');
    // desktop has the header, content at most 700 px wide
    await desktop.getByRole('banner').waitFor();
    const width = await desktop.locator('main').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(700);
  });
});

describe('a week before the party', () => {
  const before = useSuite({
    now: '2026-07-25T10:00:00.000Z',
    extraFixtures: { 'events/pausefest.yaml': 'fixtures-extra/pausefest.yaml' },
  });

  it('headings carry weekday and date, and there is no you-are-here row', async () => {
    const page = await before.open(`/lineup/${EVENT}/beach`);
    const rows = await stageRows(page);
    expect(rows.slice(0, 4)).toEqual([
      'Thursday 30 July',
      '22:00 Ada Lovelace (b2b Grace)',
      'Friday 31 July',
      '00:00 Charlie Tempo',
    ]);
    expect(rows).not.toContain('You are here');
  });

  it.each([
    ['de', ['Donnerstag, 30. Juli', 'Freitag, 31. Juli'], 'Schließt um 04:00, wieder offen 22:00'],
    ['fr', ['Jeudi 30 juillet', 'Vendredi 31 juillet'], 'Ferme à 04:00, réouverture 22:00'],
    [
      'pl',
      ['Czwartek, 30 lipca', 'Piątek, 31 lipca'],
      'Zamknięcie o 04:00, ponowne otwarcie 22:00',
    ],
  ])('in /%s the headings and gap rows are translated', async (locale, headings, gap) => {
    const page = await before.open(`/${locale}/lineup/${EVENT}/beach`);
    const rows = await stageRows(page);
    expect(rows.filter((r) => !/^\d\d:\d\d /.test(r) && r.includes(' '))).toEqual(
      expect.arrayContaining([...headings, gap]),
    );
  });

  it('shows a short gap as a break and the stage image below the list', async () => {
    const page = await before.open('/lineup/pausefest-2026/0');
    const rows = await stageRows(page);
    expect(rows).toEqual([
      'Friday 31 July',
      '13:00 Mike',
      'Break of 30 min',
      '14:10 November',
      'Closes at 15:00',
    ]);
    const image = page.getByRole('img', { name: 'Stage 🎈 Balloon' });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toBe('/media/stage.svg');
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    const [list, img] = await Promise.all([
      page.locator('.tt-day').last().boundingBox(),
      image.boundingBox(),
    ]);
    expect(img?.y).toBeGreaterThan(list?.y ?? 0);
  });
});
