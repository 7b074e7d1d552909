// Publishing from the browser (issue 14) in a real browser against the real server: an
// organiser signs in with the token `lineup organiser add` printed, uploads a CSV, sees the
// warning at its line in the editor, previews the now page at a chosen time, publishes (one
// more click for the warning), and a fan's open now page shows the new act after its next
// refresh.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { LINEUP_REFETCH_MS } from '@lineup/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext } from './support/browser.ts';
import { ROOT, type RunningServer, startServer } from './support/server.ts';

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

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ now: NOW, env: { ORGANISER_TOKEN: OPERATOR } }),
    launchBrowser(),
  ]);
  const added = spawnSync(
    process.execPath,
    [join(ROOT, 'packages/server/bin/lineup.ts'), 'organiser', 'add', '--event', 'garden-party'],
    { env: { ...process.env, DATABASE_URL: `sqlite:${join(server.dataDir, '..', 'lineup.db')}` } },
  );
  token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout.toString())?.[1] ?? '';
  expect(token).not.toBe('');
  const first = await fetch(`${server.url}/api/organiser/events/garden-party/versions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: FIRST, format: 'yaml', note: 'first' }),
  });
  expect(first.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('publishing from the organiser page', () => {
  it('uploads a CSV, shows its warning at the line, previews, publishes, and a fan sees the new act', async () => {
    const fanContext = await openContext(browser);
    const fan = await fanContext.newPage();
    await fan.clock.install({ time: new Date(NOW) });
    await fan.goto(`${server.url}/event/garden-party`);
    await fan.getByText('First Light').first().waitFor();
    expect(await fan.getByText('Night Owl').count()).toBe(0);

    const context = await openContext(browser, { viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto(`${server.url}/organiser`);
    await page.getByLabel('Organiser token').fill(token);
    await page.keyboard.press('Enter');

    // only this organiser's event, with version 1 live
    await page.getByText('Version 1 is live.').waitFor();
    const events = page.getByLabel('Event to publish');
    expect(await events.locator('option').allTextContents()).toEqual([
      'Garden Party (garden-party)',
    ]);

    await page.getByLabel('Format').selectOption('csv');
    await page.getByLabel('Upload a file').setInputFiles({
      name: 'lineup.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'Read file' }).click();

    // the server's check: the overlap, at the line of Late Guest in the editor
    const warning = page.locator('.organiser-diags--warning li', { hasText: 'overlaps' });
    await warning.waitFor();
    const line = Number(/Line (\d+)/.exec((await warning.textContent()) ?? '')?.[1]);
    const editorLines = await page.locator('.cm-content .cm-line').allTextContents();
    expect(editorLines.slice(line - 3, line + 1).join('\n')).toContain('Late Guest');
    await page.locator('.cm-lint-marker-warning').first().waitFor();

    // the diff against what is live names the new act and the new stage
    await page.getByText('Stage added: Garden').waitFor();
    await page.getByText(/^Added: Night Owl on Garden/).waitFor();

    // the preview at 01:45 (Berlin): Late Guest plays on the Floor
    await page.getByLabel('As fans see it at').fill('2026-07-31T01:45');
    const preview = page.getByTestId('preview-now');
    await preview.getByText('Late Guest').first().waitFor();
    await page.getByTestId('preview-stage').getByText('Late Guest').first().waitFor();

    // the publishing part of the page (the preview holds the fans' own screens, checked there)
    const axe = await new AxeBuilder({ page })
      .include('.publish')
      .exclude('.publish-preview__frame')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);

    await page.getByLabel('Note for the history (one line)').fill('Night Owl joins');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('There are warnings.', { exact: false }).waitFor();
    await page.getByRole('button', { name: /^Publish anyway/ }).click();
    await page.getByText('Version 2 is live. Fans get it with their next refresh.').waitFor();
    await page.getByText('Night Owl joins').waitFor();

    // the fan's open page refreshes on its own schedule and shows the new act
    await fan.clock.fastForward(LINEUP_REFETCH_MS + 1000);
    await fan.getByText('Night Owl').first().waitFor({ timeout: 10_000 });

    await context.close();
    await fanContext.close();
  });
});
