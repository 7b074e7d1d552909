// The now page's first screen from a real congress file nobody here wrote: the 36C3 schedule
// (frab XML, packages/server/test/fixtures/real/README.md for its origin and licence), turned
// into an event file with `lineup import` as an organiser would, served by the real server at
// an instant of the congress's second day. Thirteen rooms with long names ("Assembly:
// Foodhackingbase"), talks with subtitles as set names, many rooms without data.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importedData, useOwnData } from './support/ownData.ts';
import { ROOT } from './support/server.ts';

const EVENT = '36c3';
/** 15:10 in Leipzig on 28 December 2019: Ada is between two talks */
const NOW = '2019-12-28T14:10:00.000Z';
const SOURCE = join(ROOT, 'packages/server/test/fixtures/real/36c3-schedule.xml');

const own = useOwnData({
  now: NOW,
  data: () => importedData(SOURCE, EVENT, ['--from', 'frab']).data,
});

function phone(javaScriptEnabled: boolean): Promise<{ page: Page; notes: string[] }> {
  return own.contexts.phone(own.browser, { javaScriptEnabled, now: NOW });
}

const ADA =
  /^🎵 Ada: pause, 60 min left, then Moxie Marlinspike \(The ecosystem is moving\) at 16:10/;

describe('the 36C3 schedule', () => {
  it('shows every room and what comes next before any script has run', async () => {
    const { page } = await phone(false);
    await page.goto(`${own.server.url}/event/${EVENT}`);
    const lines = page.locator('.room-line');
    await expect(lines.count()).resolves.toBe(13);
    // the talk in Ada ended at 14:50; the next one starts at 16:10
    await expect(lines.first().textContent()).resolves.toMatch(ADA);
    await expect(
      page.getByRole('link', { name: '🎵 Assembly:Foodhackingbase' }).getAttribute('href'),
    ).resolves.toBe(`/lineup/${EVENT}/3`);
  });

  it('is taken over by the app as it is, and its hearts work', async () => {
    const { page, notes } = await phone(true);
    await page.goto(`${own.server.url}/event/${EVENT}`);
    const ada = page.locator('.room-line').first();
    await expect(ada.textContent()).resolves.toMatch(ADA);
    const heart = ada.getByRole('button');
    await expect(heart.getAttribute('aria-label')).resolves.toBe('Like Moxie Marlinspike, next');
    await heart.click();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForLoadState('networkidle');
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
  });
});
