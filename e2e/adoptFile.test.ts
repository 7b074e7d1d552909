// Moving a file-managed event into the database in Chromium (issue 34, DESIGN §11): fans report
// on an event served from its file; accepting is refused with what to do instead; the operator
// moves the event with "Move into the database…" on its organiser page (asked once, the file
// named), fans keep the same lineup, and the report is then accepted into version 2. An
// event's own organiser does not get the button.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPERATOR } from '../packages/server/test/publishing/helpers.ts';
import { PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

// 00:30 in Berlin, the first night of Testfest (served from events/testfest.yaml)
const NOW = '2026-07-30T22:30:00.000Z';
const EVENT = 'testfest-2026';

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });
const { post } = suite;

type FanSet = { dj: string; room: number; start: string; end: string };

/** the sets fans get (the answer holds them by night) */
async function lineup(): Promise<{ sets: FanSet[] }> {
  const body = (await (await fetch(`${suite.server.url}/api/lineup/${EVENT}`)).json()) as {
    sets: FanSet[][];
  };
  return { sets: body.sets.flat() };
}

/** the organiser's page (or `subpage` below it) signed in with `token`, on a phone */
async function signedIn(token: string, subpage = ''): Promise<Page> {
  return (await suite.open({ token, viewport: PHONE, subpage })).page;
}

describe('moving a file event into the database', () => {
  let reportId = '';

  it('a report on an event served from its file cannot be accepted yet: the queue says what to do', async () => {
    const made = await post(
      `/api/events/${EVENT}/reports`,
      { report: { kind: 'playing', stage: 3, start: NOW, dj: 'Surprise Guest' } },
      { 'x-device-key': 'a-fans-phone-0123456789' },
    );
    expect(made.status).toBe(201);
    reportId = String(made.body.id);

    const page = await signedIn(OPERATOR, '/reports');
    const card = page.locator('.mod-card').first();
    await card.getByText('Surprise Guest').first().waitFor();
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    const said = page.getByText(/is served from its file events\/testfest\.yaml/);
    await said.waitFor();
    expect(await said.textContent()).toContain('Move into the database…');
    // nothing changed for fans, the report still waits
    expect((await lineup()).sets.some((s) => s.dj === 'Surprise Guest')).toBe(false);
    await card.getByText('Surprise Guest').first().waitFor();
  });

  it("an event's organiser is not offered the move", async () => {
    // `lineup organiser add` on the server's database
    const token = await suite.addOrganiser(EVENT, 'Testfest crew');
    const page = await signedIn(token);
    await page.locator('.org-header').getByLabel('Event').selectOption(EVENT);
    await page.getByText('This event is kept in the file events/testfest.yaml').waitFor();
    expect(await page.getByRole('button', { name: 'Move into the database…' }).count()).toBe(0);
  });

  it('the operator moves it (asked once, the file named); fans see the same lineup; the report is then accepted', async () => {
    const before = await lineup();
    const page = await signedIn(OPERATOR);
    await page.locator('.org-header').getByLabel('Event').selectOption(EVENT);
    await page.getByText('This event is kept in the file events/testfest.yaml').waitFor();
    await page.getByRole('button', { name: 'Move into the database…' }).click();
    const asked = page.getByRole('region', { name: 'Move this event into the database?' });
    await asked.getByText(/The text of events\/testfest\.yaml becomes version 1/).waitFor();
    // a change of mind leaves it as it was
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Move into the database…' }).click();
    await page.getByRole('button', { name: 'Move it' }).click();

    // the page opens it afresh as a published event: version 1, edited here
    // (the editor's code loads now: slow on a busy machine)
    await page.locator('.org-header').getByText('Version 1 is live').waitFor({ timeout: 60_000 });
    expect(await page.getByText('This event is kept in the file').count()).toBe(0);
    const after = await lineup();
    expect(before.sets.length).toBeGreaterThan(0);
    expect(after.sets.map((s) => [s.dj, s.room, s.start, s.end])).toEqual(
      before.sets.map((s) => [s.dj, s.room, s.start, s.end]),
    );
    // a second move is refused: it is in the database already
    expect(
      (
        await post(
          `/api/organiser/events/${EVENT}/adopt`,
          {},
          { authorization: `Bearer ${OPERATOR}` },
        )
      ).status,
    ).toBe(409);

    const queue = await signedIn(OPERATOR, '/reports');
    const card = queue.locator('.mod-card').first();
    await card.getByText('Surprise Guest').first().waitFor();
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await queue.getByText('Accepted: version 2 is live.').waitFor();
    expect((await lineup()).sets).toContainEqual(
      expect.objectContaining({ dj: 'Surprise Guest', room: 3, start: NOW }),
    );
    expect(reportId).not.toBe('');
  }, 120_000);
});
