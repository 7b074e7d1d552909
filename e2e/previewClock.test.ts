// The preview's moment is picked the way the table types times (issue 32): a night and a 24-hour
// clock, on the English and the German page of a browser whose language is English (US). Before,
// it was the browser's own date and time field, which drew "07/30/2026, 09:00 PM" there.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-preview-clock-e2e-0123456789abcdef';
const NIGHT = `id: clock-night
listedFrom: 2026-07-01
meta:
  partyName: Clock Night
  timeZone: Europe/Berlin
  rooms: [Seeufer]
sets:
  - {dj: Ada, room: 0, start: 2026-07-30T21:00, end: 2026-07-30T23:00}
  - {dj: Gus, room: 0, start: 2026-07-31T01:00, end: 2026-07-31T03:00}
`;

const CASES = [
  {
    lang: 'en',
    viewport: DESKTOP,
    show: 'Preview: what fans see at a time you choose',
    night: 'Night',
    time: 'Time (24 h)',
    firstNight: 'Thu 30 Jul',
    moment: 'That is Fri 31 Jul, 01:45 (Europe/Berlin).',
    bad: 'Write the time in 24 hours, like 22:30 or 01:45.',
  },
  {
    lang: 'de',
    viewport: PHONE,
    show: 'Vorschau: was Fans zu einer gewählten Zeit sehen',
    night: 'Nacht',
    time: 'Uhrzeit (24 h)',
    firstNight: 'Do., 30. Juli',
    moment: 'Das ist Fr., 31. Juli, 01:45 (Europe/Berlin).',
    bad: 'Schreib die Uhrzeit in 24 Stunden, etwa 22:30 oder 01:45.',
  },
] as const;

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR, publish: [NIGHT] });

describe('the preview on a browser set to English (US)', () => {
  it.each(CASES)('$lang: a night and a 24-hour time, never AM/PM', async (c) => {
    const { context, page } = await suite.open({
      viewport: c.viewport,
      lang: c.lang,
      browserLocale: 'en-US',
      event: /Clock Night/,
    });
    await page.getByText(c.show).click();

    // the first set's night and time, in the page's language and 24 hours
    const preview = page.locator('.publish-preview');
    const time = preview.getByLabel(c.time);
    await time.waitFor();
    expect(await time.inputValue()).toBe('21:00');
    const night = preview.getByLabel(c.night, { exact: true });
    expect(await night.locator('option:checked').textContent()).toBe(c.firstNight);
    // none of the browser's own date or time fields, which follow its language
    expect(await preview.locator('input[type="time"], input[type^="date"]').count()).toBe(0);
    await page.getByTestId('preview-now').getByText('Ada').first().waitFor();

    // 01:45 on Thursday's night is Friday 01:45: Gus plays
    await time.fill('0145');
    await time.blur();
    expect(await time.inputValue()).toBe('01:45');
    await preview.getByText(c.moment).waitFor();
    await page.getByTestId('preview-now').getByText('Gus').first().waitFor();
    expect(await preview.textContent()).not.toMatch(/\b[AP]M\b/);

    // a 12-hour time is not taken, and it says how to write it
    await time.fill('1:45 PM');
    await time.blur();
    await preview.getByText(c.bad).waitFor();
    expect(await time.getAttribute('aria-invalid')).toBe('true');
    // the preview stays at the last time it could read
    await page.getByTestId('preview-now').getByText('Gus').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(c.viewport.width);
    await context.close();
  });
});
