// Publishing from the browser (issues 14 and 26) in a real browser against the real server:
// an organiser signs in with the token `lineup organiser add` printed, imports a CSV, sees the
// warning in plain words at its cell of the table, previews the now page at a chosen time,
// publishes (one more click for the warning), and a fan's open now page shows the new act
// after its next refresh.
import AxeBuilder from '@axe-core/playwright';
import { LINEUP_REFETCH_MS } from '@lineup/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openContext } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin
const OPERATOR = 'operator-e2e-0123456789abcdef-0123';
const FIRST = `id: garden-party
listedFrom: 2026-07-01
meta:
  partyName: Garden Party
  timeZone: Europe/Berlin
  rooms: [Floor]
sets:
  - {dj: First Light, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00, meta: []}
`;
// Night Owl is new and plays now on a new stage; Late Guest overlaps First Light (a warning)
const CSV = `stage,dj,start,end
Floor,First Light,2026-07-31 00:00,2026-07-31 02:00
Floor,Late Guest,2026-07-31 01:30,2026-07-31 03:00
Garden,Night Owl,2026-07-31 00:00,2026-07-31 02:00
`;

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });
let token: string;

beforeAll(async () => {
  token = await suite.addOrganiser('garden-party');
  const first = await fetch(`${suite.server.url}/api/organiser/events/garden-party/versions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: FIRST, format: 'yaml', note: 'first' }),
  });
  expect(first.status).toBe(201);
});

describe('publishing from the organiser page', () => {
  it('imports a CSV, shows its warning at its cell, previews, publishes, and a fan sees the new act', async () => {
    const fanContext = await openContext(suite.browser);
    const fan = await fanContext.newPage();
    await fan.clock.install({ time: new Date(NOW) });
    await fan.goto(`${suite.server.url}/event/garden-party`);
    await fan.getByText('First Light').first().waitFor();
    expect(await fan.getByText('Night Owl').count()).toBe(0);

    const context = await openContext(suite.browser, { viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto(`${suite.server.url}/organiser`);
    await page.getByLabel('Organiser token').fill(token);
    await page.keyboard.press('Enter');

    // only this organiser's event, with version 1 live
    await page.getByText('Version 1 is live').waitFor();
    const events = page.locator('.org-header').getByLabel('Event');
    expect(await events.locator('option').allTextContents()).toEqual([
      'Garden Party (garden-party)',
    ]);

    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Kind of file').selectOption('csv');
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'lineup.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    // Garden is not a stage of the event: created only once the organiser says so
    await page.getByLabel('Stage “Garden” in the file').selectOption({
      label: 'Create a new stage “Garden”',
    });
    await page.getByRole('button', { name: 'Import with these choices' }).click();

    // the server's check: the overlap, in plain words, at Late Guest's start in the table
    const warning = page.locator('.org-check').getByText('Overlaps First Light on the same stage.');
    await warning.waitFor();
    const cell = page.getByLabel('Start of Late Guest');
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    const described = (await cell.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described}"]`).textContent()).toContain(
      'Overlaps First Light',
    );
    // "Show" beside the problem puts the cursor into its cell
    await page
      .locator('.org-check li', { hasText: 'Overlaps First Light' })
      .getByRole('button', { name: 'Show' })
      .click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Start of Late Guest',
    );

    // the diff against what is live names the new act and the new stage
    await page.getByText('Stage added: Garden').waitFor();
    await page.getByText(/^Added: Night Owl on Garden/).waitFor();

    // the preview at 01:45 (Berlin): Late Guest plays on the Floor
    await page.getByText('Preview: what fans see at a time you choose').click();
    const at = page.locator('.publish-preview');
    await at.getByLabel('Night', { exact: true }).selectOption({ label: 'Thu 30 Jul' });
    await at.getByLabel('Time (24 h)').fill('01:45');
    const preview = page.getByTestId('preview-now');
    await preview.getByText('Late Guest').first().waitFor();
    await page.getByTestId('preview-stage').getByText('Late Guest').first().waitFor();

    // the organiser's part of the page (the preview holds the fans' own screens, checked there)
    const axe = await new AxeBuilder({ page })
      .include('.org-workspace')
      .exclude('.publish-preview__frame')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);

    await page.getByLabel('Note for the history (optional)').fill('Night Owl joins');
    // the button names what it accepts: the overlap
    await page.getByRole('button', { name: 'Publish with 1 overlap' }).click();
    await page.getByText('Version 2 is live. Fans get it with their next refresh.').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByText('Night Owl joins').waitFor();

    // the fan's open page refreshes on its own schedule and shows the new act
    await fan.clock.fastForward(LINEUP_REFETCH_MS + 1000);
    await fan.getByText('Night Owl').first().waitFor({ timeout: 10_000 });

    await context.close();
    await fanContext.close();
  });
});
