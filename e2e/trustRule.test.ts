// The trust rule in Chromium (issue 34): three phones report the same act playing on a stage
// with no set at that time, each from its own app with "Who's playing?". With the event's rule
// switched on, the act goes live by itself and fans see it marked "reported by fans"; with the
// rule off (the default), the stage stays empty for fans and the reports wait for the crew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_ACTS, eventText, OPERATOR } from '../packages/server/test/publishing/helpers.ts';
import { newPage, openContext, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

// 00:30 in Berlin: the Garden's only set ended at midnight
const NOW = '2026-07-30T22:31:00.000Z';

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR });

beforeAll(async () => {
  await suite.publish(eventText('rule-on'), 'first lineup');
  // two events may not share their first set's minute (it names the edition for likes)
  const acts = CLUB_ACTS.map((a, i) => (i === 0 ? { ...a, start: '2026-07-30T21:05' } : a));
  await suite.publish(eventText('rule-off', acts), 'first lineup');
  const on = await fetch(`${suite.server.url}/api/organiser/events/rule-on/reports/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ on: true }),
  });
  expect(on.status).toBe(200);
});

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
});

/** a phone of its own (its own app, its own device key) reports the act on the Garden */
async function reportFromPhone(event: string, act: string): Promise<void> {
  const context = await openContext(suite.browser, { viewport: PHONE });
  opened.push(context);
  const page = await newPage(context, { now: NOW });
  await page.goto(`${suite.server.url}/event/${event}`);
  await page.getByRole('button', { name: "Who's playing?" }).click();
  const dialog = page.getByRole('dialog', { name: "Who's playing?" });
  await dialog.getByLabel('Stage').selectOption({ label: 'Garden' });
  await dialog.getByRole('combobox', { name: 'Act' }).fill(act);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText('Sent.', { exact: false }).waitFor();
  await context.close();
}

/** what a fan's now page says of the Garden, once loaded */
async function gardenSeenByFan(event: string): Promise<string> {
  const context = await openContext(suite.browser, { viewport: PHONE });
  opened.push(context);
  const page = await newPage(context, { now: NOW });
  await page.goto(`${suite.server.url}/event/${event}`);
  const garden = page.locator('.room-line', { hasText: 'Garden' }).first();
  await garden.waitFor();
  const text = (await garden.textContent()) ?? '';
  await context.close();
  return text;
}

describe('the trust rule, three phones', () => {
  it('with the rule on, the act they name goes live for fans, marked as reported by fans', async () => {
    expect(await gardenSeenByFan('rule-on')).not.toContain('Night Owl');
    for (let i = 0; i < 3; i++) await reportFromPhone('rule-on', 'Night Owl');
    await expect.poll(() => gardenSeenByFan('rule-on'), { timeout: 20_000 }).toContain('Night Owl');
    expect(await gardenSeenByFan('rule-on')).toContain('reported by fans');
  });

  it('with the rule off, the Garden stays as it was and the reports wait for the crew', async () => {
    for (let i = 0; i < 3; i++) await reportFromPhone('rule-off', 'Night Owl');
    expect(await gardenSeenByFan('rule-off')).not.toContain('Night Owl');
    const queue = (await (
      await fetch(`${suite.server.url}/api/organiser/events/rule-off/reports`, {
        headers: { authorization: `Bearer ${OPERATOR}` },
      })
    ).json()) as { reports: { count: number; payload: { dj: string } }[] };
    expect(queue.reports).toContainEqual(
      expect.objectContaining({ count: 3, payload: expect.objectContaining({ dj: 'Night Owl' }) }),
    );
  });
});
