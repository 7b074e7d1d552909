// The organiser page in a real browser against the real server (issue 7 part 2): with
// ORGANISER_TOKEN set, an organiser opens the bookmarked /organiser, types the token, and sees
// the validation report of every event file (a broken one with its line) and the like totals
// of fans' anonymous likes.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type LineupResponse, likeFromSet } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, openContext } from './support/browser.ts';
import { useServerAndBrowser } from './support/running.ts';
import { FIXTURES, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin
const TOKEN = 'organiser-e2e-token-0123456789abcdef';
// line 4 names a time zone that does not exist
const BROKEN = `id: broken
meta:
  partyName: Broken
  timeZone: Europe/Berln
  rooms: ["Club"]
sets: []
`;

let fixtures = '';
const running = useServerAndBrowser(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'lineup-e2e-organiser-'));
  cpSync(FIXTURES, fixtures, { recursive: true });
  writeFileSync(join(fixtures, 'events', 'broken.yaml'), BROKEN);
  return startServer({ now: NOW, fixtures, env: { ORGANISER_TOKEN: TOKEN } });
});

/** a fan's browser likes the act `dj` of testfest-2026 without signing in */
async function likeAnonymously(dj: string, likedAt: string) {
  const lineup = (await (
    await fetch(`${running.server.url}/api/lineup/testfest-2026`)
  ).json()) as LineupResponse;
  const set = lineup.sets.flat().find((s) => s.dj === dj);
  if (!set) throw new Error(`no set of ${dj}`);
  const res = await fetch(`${running.server.url}/api/likes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: '', likes: [likeFromSet(set, likedAt)] }),
  });
  expect(res.status).toBe(200);
}

/** a fan with a device link follows `names` (kept on the server, so counted) */
async function followOnAccount(names: string[]) {
  const linked = await fetch(`${running.server.url}/api/devices/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: '' }),
  });
  const { token } = (await linked.json()) as { token: string };
  const res = await fetch(`${running.server.url}/api/follows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      follows: names.map((name) => ({ name, links: [], followedAt: '2026-07-30T22:00:00.000Z' })),
    }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await likeAnonymously('Ada Lovelace', '2026-07-30T22:01:00.000Z');
  await likeAnonymously('Ada Lovelace', '2026-07-30T22:02:00.000Z');
  await likeAnonymously('Echo Park', '2026-07-30T22:03:00.000Z');
  await followOnAccount(['Ada Lovelace', 'Echo Park']);
  await followOnAccount(['ada lovelace']);
});
afterAll(() => {
  if (fixtures) rmSync(fixtures, { recursive: true, force: true });
});

async function open(path: string) {
  const context = await openContext(running.browser);
  const page = await newPage(context, { now: NOW });
  await page.goto(running.server.url + path);
  return { page, context };
}

describe('the organiser page', () => {
  it('takes the token, shows the report with the broken file’s line, and the likes per stage', async () => {
    const { page, context } = await open('/organiser');
    await page.getByLabel('Organiser token').fill(TOKEN);
    await page.keyboard.press('Enter');

    // the report and the likes are one click away from the lineup editor
    await page.getByText('Event files on the server and likes').click();
    const broken = page.getByRole('listitem', { name: 'events/broken.yaml' });
    await broken.getByText('Broken: not served').waitFor();
    const error = broken.locator('.organiser-diags--error li');
    expect(await error.textContent()).toMatch(/^events\/broken\.yaml:4: meta\.timeZone: /);
    const served = page.getByRole('listitem', { name: 'events/testfest.yaml' });
    await served.getByText('Served', { exact: true }).waitFor();
    const etag = (await fetch(`${running.server.url}/api/lineup/testfest-2026`)).headers.get(
      'etag',
    );
    await served.getByText(etag!.replace(/^W\//, '').replaceAll('"', '')).waitFor();

    await page
      .locator('.org-server')
      .getByLabel('Event', { exact: true })
      .selectOption('testfest-2026');
    await page.getByText('3 likes in all (anonymous totals)').waitFor();
    const beach = page.getByRole('table', { name: '🌅 Beach: sets, most liked first' });
    const firstRow = beach.getByRole('row').nth(1);
    expect(await firstRow.getByRole('rowheader').textContent()).toBe('Ada Lovelace (b2b Grace)');
    expect(await firstRow.getByRole('cell').first().textContent()).toBe('2');

    // the page itself (the shell's header and bottom bar are checked with the fans' pages)
    const axe = await new AxeBuilder({ page }).include('.organiser').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);

    // the token stays on this device: a reload opens the page without asking
    await page.reload();
    await page.getByText('Event files on the server and likes').click();
    await page.getByRole('listitem', { name: 'events/broken.yaml' }).waitFor();
    expect(await page.getByLabel('Organiser token').count()).toBe(0);
    await context.close();
  });

  it('shows how many follow each act of the lineup, and no one who does', async () => {
    const { page, context } = await open('/organiser');
    await page.getByLabel('Organiser token').fill(TOKEN);
    await page.keyboard.press('Enter');
    await page.getByText('Event files on the server and likes').click();
    await page.getByLabel('Followers of the event').selectOption('testfest-2026');
    const section = page.getByRole('region', { name: 'Followers', exact: true });
    const table = section.getByRole('table');
    await table.waitFor();
    // counts per act, most followed first; the only columns are the act and its count
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Act', 'Followers']);
    const rows = await table
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.slice(1).map((tr) => [...tr.children].map((td) => td.textContent?.trim() ?? '')),
      );
    expect(rows).toEqual([
      ['Ada Lovelace', '2'],
      ['Echo Park', '1'],
    ]);
    // no person: neither the accounts' tokens nor any name but the acts'
    expect(await section.textContent()).not.toMatch(/token|device [0-9a-f]{6}/i);
    await context.close();
  });

  it('says so when the token is wrong, in the page’s language', async () => {
    const { page, context } = await open('/de/organiser');
    await page.getByRole('heading', { name: 'Veranstalteransicht' }).waitFor();
    await page.getByLabel('Veranstalter-Token').fill('wrong');
    await page.getByRole('button', { name: 'Öffnen' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Falsches Token\./)
      .waitFor();
    await context.close();
  });
});
