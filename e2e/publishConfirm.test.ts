// Publishing says all it waves through (issue 32): over a draft with 2 unreadable rows and an
// overlap the one button reads "Publish without 2 unreadable rows and with 1 overlap" (before,
// "Publish without these 2 rows" waved the overlap through unnamed), and fans then get both
// overlapping acts; a stage without sets is named on the button too, in German on a phone.
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-confirm-e2e-0123456789abcdefghijkl';

const event = (id: string, name: string, rooms: string, sets: string) => `id: ${id}
listedFrom: 2026-07-01
meta:
  partyName: ${name}
  timeZone: Europe/Berlin
  rooms: [${rooms}]
sets:
${sets}`;

const HARBOUR = event(
  'harbour-night',
  'Harbour Night',
  'Pier',
  `  - {dj: Opening, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
  - {dj: Closing, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00}
`,
);
// Early Bird starts an hour before Opening ends
const HARBOUR_DRAFT = HARBOUR.replace(
  'sets:\n',
  'sets:\n  - {dj: Early Bird, room: 0, start: 2026-07-30T23:00, end: 2026-07-31T00:00}\n',
);
const row = (line: number, value: string) => ({
  file: 'lineup.csv',
  line,
  rule: 'csv.row',
  message: `row ${line}: the start "${value}" is not a date and time`,
  text: `lineup.csv:${line}: csv.row: the start "${value}" is not a date and time`,
  params: { problem: 'start.unreadable', dj: `Act ${line}`, value, row: line },
});

const FOREST = event(
  'forest-night',
  'Waldnacht',
  'Lichtung',
  '  - {dj: Erste, room: 0, start: 2026-07-30T21:00, end: 2026-07-30T23:00}\n',
);
const FOREST_DRAFT = FOREST.replace('rooms: [Lichtung]', 'rooms: [Lichtung, Seeufer]');

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });

async function api(path: string, method: string, body: unknown) {
  return fetch(`${suite.server.url}/api/organiser/events/${path}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const organiser = (viewport: typeof PHONE, lang: 'en' | 'de') => suite.open({ viewport, lang });

beforeAll(async () => {
  for (const text of [HARBOUR, FOREST]) {
    const id = /^id: (\S+)/.exec(text)![1];
    const res = await api(`${id}/versions`, 'POST', { text, format: 'yaml', note: 'first' });
    expect(res.status).toBe(201);
  }
  const drafts: [string, string, ReturnType<typeof row>[]][] = [
    ['harbour-night', HARBOUR_DRAFT, [row(3, 'Freitag'), row(7, '25:61')]],
    ['forest-night', FOREST_DRAFT, []],
  ];
  for (const [id, text, skippedRows] of drafts) {
    const res = await api(`${id}/draft`, 'PUT', { text, baseVersion: 1, skippedRows });
    expect(res.status).toBe(200);
  }
});
describe('publishing says all it waves through', () => {
  it('names the unreadable rows and the overlap on the one button, and fans get both acts', async () => {
    const { context, page } = await organiser(DESKTOP, 'en');
    await page.getByRole('button', { name: /Harbour Night/ }).click();
    // one place lists them all: the rows, then the overlap
    const problems = page.locator('.org-check');
    await problems.getByText('2 rows of the file could not be read', { exact: false }).waitFor();
    await problems.getByText('Overlaps', { exact: false }).first().waitFor();
    const button = page.getByRole('button', {
      name: 'Publish without 2 unreadable rows and with 1 overlap',
    });
    await button.waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await button.click();
    await page.getByText('Version 2 is live. Fans get it', { exact: false }).waitFor();
    const lineup = await (await fetch(`${suite.server.url}/api/lineup/harbour-night`)).json();
    expect(lineup.sets[0].map((s: { dj: string }) => s.dj)).toEqual([
      'Opening',
      'Early Bird',
      'Closing',
    ]);
    await context.close();
  });

  it('names a stage without sets on the button, in German on a phone', async () => {
    const { context, page } = await organiser(PHONE, 'de');
    await page.getByRole('button', { name: /Waldnacht/ }).click();
    await page
      .locator('.org-check')
      .getByText('Die Bühne „Seeufer“ hat kein Set', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Mit 1 Bühne ohne Sets veröffentlichen' }).click();
    await page.getByText('Version 2 ist live', { exact: false }).first().waitFor();
    await context.close();
  });
});
