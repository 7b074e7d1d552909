// The now page (spec §2 "Now screen", §4 room states) at fixed instants, on a phone.
import { describe, expect, it } from 'vitest';
import { EVENT, storageItem, useSuite } from './support/suite.ts';
import { roomLine, roomLineText, seenText } from './support/text.ts';

describe('at 00:30 on the first night', () => {
  const suite = useSuite();

  it('says per room what plays now and next, in every room state', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('heading', { name: 'Welcome to Testfest' }).waitFor();
    expect(await roomLineText(page, 'Beach')).toBe(
      '🌅 Beach: Charlie Tempo is playing now, next: Delta Wave at 02:00',
    );
    expect(await roomLineText(page, 'Forest')).toBe(
      '🌲 Forest: Echo Park is playing now, closing soon',
    );
    expect(await roomLineText(page, 'Warehouse')).toBe(
      '🏭 Warehouse: closed until 20:00, then Hotel Lobby',
    );
    expect(await roomLineText(page, 'Disco')).toBe('🪩 Disco: ⚠️ no data for this stage yet');
  });

  it('wraps a long stage name with its sentence, its colon on the name’s last line', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const link = roomLine(page, 'Beach').getByRole('link', { name: '🌅 Beach' });
    // a name as long as real ones ("Assembly:Foodhackingbase", "Sensation Seekers Stage")
    const layout = await link.evaluate((a) => {
      a.textContent = '🌅 Sensation Seekers Stage at the Far End of the Field';
      const rects = a.getClientRects();
      const colon = document.createRange();
      colon.setStart(a.nextSibling as Text, 0);
      colon.setEnd(a.nextSibling as Text, 1);
      const last = rects[rects.length - 1] as DOMRect;
      return {
        lines: rects.length,
        colonTop: colon.getBoundingClientRect().top,
        lastTop: last.top,
      };
    });
    expect(layout.lines).toBeGreaterThan(1);
    expect(Math.abs(layout.colonTop - layout.lastTop)).toBeLessThan(4);
  });

  it('puts a heart beside every line with a known act, and none beside a room without data', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    for (const [room, act] of [
      ['Beach', 'Charlie Tempo'],
      ['Forest', 'Echo Park'],
      ['Warehouse', 'Hotel Lobby'],
    ] as const) {
      const heart = roomLine(page, room).getByRole('button', { name: `Like ${act}` });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
    }
    expect(await roomLine(page, 'Disco').getByRole('button').count()).toBe(0);
  });

  it('links each room to its timetable and the act to its profile', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const beach = roomLine(page, 'Beach');
    expect(await beach.getByRole('link', { name: '🌅 Beach' }).getAttribute('href')).toBe(
      `/lineup/${EVENT}/0`,
    );
    const act = beach.getByRole('link', { name: /Charlie Tempo/ });
    expect(await act.getAttribute('href')).toBe('https://soundcloud.com/charlie-tempo');
    expect(await act.getAttribute('target')).toBe('_blank');
    await roomLine(page, 'Forest').getByRole('link', { name: '🌲 Forest' }).click();
    await page.waitForURL(`**/lineup/${EVENT}/1`);
    await page.getByRole('heading', { name: '🌲 Forest' }).waitFor();
  });

  it('fills ⏰ with the party’s from–to time and turns 🔎 into a link to the search', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const text2 = page.locator('.now-text2');
    expect(await seenText(text2)).toBe(
      'Open ⏰ Thu 30 Jul, 20:00 – Sat 1 Aug, 02:00. Find your act 🔎 search the lineup.',
    );
    await text2.getByRole('link', { name: /search the lineup/ }).click();
    await page.waitForURL(`**/lineup/${EVENT}`);
    await page.getByPlaceholder('Search Testfest…').waitFor();
  });

  it.each([
    [
      'de',
      'Geöffnet ⏰ Do., 30. Juli, 20:00 – Sa., 1. Aug., 02:00. Finde deinen Act 🔎 im Lineup suchen.',
    ],
    ['fr', 'Open ⏰'],
  ])('text block 2 in /%s (English when the organiser wrote none)', async (locale, start) => {
    const page = await suite.open(`/${locale}/event/${EVENT}`);
    const text = await seenText(page.locator('.now-text2'));
    expect(text.startsWith(start)).toBe(true);
  });

  it('shows the acts playing now as pictures with name, room and start time', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const grid = page.getByRole('region', { name: 'Playing now' });
    const cards = grid.getByRole('button');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const lines = (i: number) =>
      cards.nth(i).locator('[class^="playing-card__"]').allTextContents();
    expect(await lines(0)).toEqual(['Charlie Tempo', '🌅 Beach', 'since 00:00']);
    expect(await lines(1)).toEqual(['Echo Park', '🌲 Forest', 'since 22:00']);
    // an act without a picture gets the variant's default avatar
    const img = cards.nth(0).locator('img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/festival-192x192\.webp$/);
    await page.getByText('Tap a picture to copy a link to the set').waitFor();
  });

  it('a tap on a picture copies the short link, shows "Copied" briefly and keeps a hint', async () => {
    const context = await suite.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.url,
    });
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    const shortLinkCall = page.waitForRequest((r) => /\/s\/[a-z0-9]+$/.test(r.url()));
    await page.getByRole('button', { name: /Copy the link to the set of Charlie Tempo/ }).click();
    const overlay = page.getByText('Copied to clipboard!', { exact: true });
    await overlay.waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${suite.server.url}/s/[a-z0-9]+$`));
    // spec §4: a GET to the copied link, answer ignored
    expect((await shortLinkCall).url()).toBe(copied);
    await overlay.waitFor({ state: 'hidden' });
    const hint = page.getByText(/The link to the set of Charlie Tempo is ready to paste/);
    await hint.waitFor();
    // the copied link leads to the act
    const res = await fetch(copied, { headers: { accept: 'application/json' } });
    expect(await res.json()).toEqual({ url: `/lineup/${EVENT}?s=Charlie%20Tempo` });
    // the hint survives a reload within 5 minutes, and is forgotten after
    await page.reload();
    await hint.waitFor();
    expect(await storageItem(page, 'sessionStorage', 'copiedSet')).not.toBeNull();
    await page.clock.setFixedTime(new Date(Date.parse(suite.now) + 6 * 60_000));
    await page.reload();
    await page.getByText('Tap a picture to copy a link to the set').waitFor();
    expect(await hint.count()).toBe(0);
  });

  it('shows the latest tracks and the previous editions lower down', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const tracks = page.getByRole('link', { name: /Live at Testfest/ });
    await tracks.waitFor();
    expect(await tracks.getAttribute('href')).toBe(
      'https://soundcloud.com/ada-lovelace/live-at-testfest',
    );
    const previous = page.getByRole('link', { name: /Testfest 2025/ });
    expect(await previous.getAttribute('href')).toBe('/event/testfest-2025');
  });
});

describe('at 14:00 the next afternoon, with two more events running', () => {
  const later = useSuite({
    now: '2026-07-31T12:00:00.000Z',
    extraFixtures: {
      'events/wheelfest.yaml': 'fixtures-extra/wheelfest.yaml',
      'events/pausefest.yaml': 'fixtures-extra/pausefest.yaml',
    },
  });

  it('testfest: closed until the evening, or closed for good after the last set', async () => {
    const page = await later.open(`/event/${EVENT}`);
    expect(await roomLineText(page, 'Beach')).toBe(
      '🌅 Beach: closed until 22:00, then Juliet Bravo',
    );
    expect(await roomLineText(page, 'Forest')).toBe('🌲 Forest: closed');
    expect(await roomLineText(page, 'Warehouse')).toBe(
      '🏭 Warehouse: closed until 20:00, then Hotel Lobby',
    );
    // no one plays: no grid
    expect(await page.getByRole('region', { name: 'Playing now' }).count()).toBe(0);
    // the other running events as link cards, below this festival's own stages (issue 33)
    const cards = page
      .locator('section[aria-label="Stages right now"] ~ nav.other-events')
      .getByRole('link');
    await cards.first().waitFor();
    expect(
      await page
        .locator('.now > nav.other-events ~ section[aria-label="Stages right now"]')
        .count(),
    ).toBe(0);
    expect(await cards.allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Wheelfest'),
        expect.stringContaining('Pausefest'),
      ]),
    );
  });

  it('between two opening windows a room is closed for a break until its next act plays', async () => {
    const page = await later.open('/event/wheelfest-2026');
    await page.getByRole('heading', { name: 'Who is playing now at Wheelfest?' }).waitFor();
    // the window reopens at 16:00, but Lima plays only at 17:00: the act and its real time
    expect(await roomLineText(page, 'Wheel')).toBe(
      '🎡 Wheel: closed for a break until 17:00, then Lima',
    );
    // the heart beside the line likes the act the line names
    expect(await page.getByRole('button', { name: 'Like Lima' }).count()).toBe(1);
  });

  it('pause, just started, closing at a time, and opens another day', async () => {
    const page = await later.open('/event/pausefest-2026');
    expect(await roomLineText(page, 'Balloon')).toBe(
      '🎈 Balloon: pause, 10 min left, then November at 14:10',
    );
    expect(await roomLineText(page, 'Sax')).toBe(
      '🎷 Sax: Oscar has just started, then a 30 min pause before Papa at 15:30',
    );
    expect(await roomLineText(page, 'Horn')).toBe(
      '🎺 Horn: Quebec is playing now, closing at 15:00',
    );
    expect(await roomLineText(page, 'Violin')).toBe('🎻 Violin: opens Sat at 20:00 with Romeo');
  });

  it('in German the same states read in German', async () => {
    const page = await later.open('/de/event/pausefest-2026');
    expect(await roomLineText(page, 'Balloon')).toBe(
      '🎈 Balloon: Pause, noch 10 Min., dann November um 14:10',
    );
    expect(await roomLineText(page, 'Violin')).toBe('🎻 Violin: öffnet am Sa um 20:00 mit Romeo');
  });
});
