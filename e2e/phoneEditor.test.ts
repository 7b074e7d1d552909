// The phone editor at 1 a.m. (issue 32): compact cards (four or more sets on a 390×844 screen),
// touch targets of 44 px, "Cancel set" leaves the set's place with Undo where the finger was
// (the next card's button does not slide under the thumb), a new row shows no error before it
// was left, times read 24 h on the German page of an English (US) browser, and on the timeline
// the focus follows a set moved to another stage, overlapping sets marked where they are.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const OPERATOR = 'operator-phone-e2e-0123456789abcdefghijklmn';
const NIGHT = `id: lake-night
listedFrom: 2026-07-01
meta:
  partyName: Lake Night
  timeZone: Europe/Berlin
  rooms: [Seeufer, Wald]
sets:
  - {dj: Ada, room: 0, start: 2026-07-30T21:00, end: 2026-07-30T22:00}
  - {dj: Bea, room: 0, start: 2026-07-30T22:00, end: 2026-07-30T23:00}
  - {dj: Cleo, room: 0, start: 2026-07-30T23:00, end: 2026-07-31T00:00}
  - {dj: Dora, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T01:00}
  - {dj: Eve, room: 1, start: 2026-07-30T22:00, end: 2026-07-30T23:30}
  - {dj: Fay, room: 1, start: 2026-07-30T23:30, end: 2026-07-31T01:00}
`;

// a 30-minute set: its block on the desktop timeline is one line high
const SHORT = `id: short-night
listedFrom: 2026-07-01
meta:
  partyName: Short Night
  timeZone: Europe/Berlin
  rooms: [Seeufer, Wald]
sets:
  - {dj: Margaret Hamilton, room: 0, start: 2026-07-30T23:00, end: 2026-07-30T23:30}
`;

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR, publish: [NIGHT, SHORT] });

async function organiser(opts: {
  viewport: typeof PHONE;
  lang?: 'en' | 'de';
  browserLocale?: string;
}) {
  return suite.open({
    viewport: opts.viewport,
    lang: opts.lang ?? 'en',
    ...(opts.browserLocale ? { browserLocale: opts.browserLocale } : {}),
    event: /Lake Night/,
  });
}

const box = async (page: Page, selector: string, nth = 0) =>
  (await page.locator(selector).nth(nth).boundingBox())!;

describe('the phone editor at 1 a.m.', () => {
  it('shows four or more compact cards per 390×844 screen, every target at least 44 px', async () => {
    const { context, page } = await organiser({ viewport: PHONE });
    await page.getByLabel('Start of Dora').waitFor();
    const first = await box(page, 'tr.org-set', 0);
    const fourth = await box(page, 'tr.org-set', 3);
    expect(fourth.y + fourth.height - first.y).toBeLessThanOrEqual(PHONE.height);
    const small = await page
      .locator('tr.org-set')
      .first()
      .evaluate((card) =>
        [...card.querySelectorAll('input, select, button')]
          .map((el) => [el.getAttribute('aria-label'), el.getBoundingClientRect().height] as const)
          .filter(([, h]) => h < 44),
      );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await context.close();
  });

  it('cancels a set with Undo where the finger was, and the next card stays out from under it', async () => {
    const { context, page } = await organiser({ viewport: PHONE });
    const cancel = page.getByRole('button', { name: 'Cancel set: Bea' });
    await cancel.scrollIntoViewIfNeeded();
    expect(await cancel.textContent()).toBe('Cancel set');
    const at = (await cancel.boundingBox())!;
    await cancel.click();
    const undo = page.locator('.org-set-gone').getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await page.locator('.org-set-gone').getByText('Bea is cancelled', { exact: false }).waitFor();
    // Undo lies where Cancel was; the next card's Cancel is not there
    const undoBox = (await undo.boundingBox())!;
    const finger = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
    expect(finger.y).toBeGreaterThanOrEqual(undoBox.y - 8);
    expect(finger.y).toBeLessThanOrEqual(undoBox.y + undoBox.height + 8);
    const next = (await page.getByRole('button', { name: 'Cancel set: Cleo' }).boundingBox())!;
    expect(next.y).toBeGreaterThan(finger.y + 22);
    await undo.click();
    await page.getByLabel('Start of Bea').waitFor();
    expect(await page.locator('.org-set-gone').count()).toBe(0);
    await context.close();
  });

  it('shows no error in a new row before it was left', async () => {
    const { context, page } = await organiser({ viewport: PHONE });
    await page.getByRole('button', { name: 'Add a set' }).click();
    const row = page.locator('tr.org-set').last();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-act') !== null);
    expect(await row.locator('.org-cell-error').count()).toBe(0);
    expect(await row.locator('[aria-invalid="true"]').count()).toBe(0);
    // once left without an act, it says so
    await page.getByLabel('Note for Ada').focus();
    await row.locator('.org-cell-error').first().waitFor();
    await context.close();
  });

  it('shows and takes times in 24 h on the German page of an English (US) browser', async () => {
    const { context, page } = await organiser({
      viewport: PHONE,
      lang: 'de',
      browserLocale: 'en-US',
    });
    const start = page.getByLabel('Beginn von Cleo');
    expect(await start.inputValue()).toBe('23:00');
    // a text field: nothing the browser draws as "11:00 PM"
    expect(await start.getAttribute('type')).not.toBe('time');
    await start.fill('2330');
    await start.blur();
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="Beginn von Cleo"]') as HTMLInputElement).value ===
        '23:30',
    );
    expect(await page.getByLabel('Ende von Cleo').inputValue()).toBe('00:00');
    await page.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    await page.getByRole('button', { name: 'Verwerfen', exact: true }).click();
    await context.close();
  });

  it('keeps the focus on a set moved to another stage with the keyboard, and marks overlaps', async () => {
    const { context, page } = await organiser({ viewport: DESKTOP });
    await page.getByRole('button', { name: 'Timeline' }).click();
    await page.getByRole('button', { name: /^Bea, 22:00–23:00, Seeufer/ }).focus();
    await page.keyboard.press('ArrowRight');
    // Bea now plays on the Wald beside Eve (22:00–23:30): both marked, the focus on Bea
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Bea, 22:00–23:00, Wald'),
    );
    await page.getByRole('button', { name: /^Eve, 22:00–23:30, Wald, overlaps$/ }).waitFor();
    expect(
      await page.getByRole('button', { name: /^Bea, 22:00–23:00, Wald/ }).textContent(),
    ).toContain('overlaps');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Bea, 22:00–23:00, Seeufer'),
    );
    await page.getByRole('button', { name: 'Lineup' }).click();
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await context.close();
  });
  // the longest words of the four languages: "Set absagen", "Annuler le set", "0 linków",
  // "Toutes les scènes", "Według godziny"
  it.each(['de', 'fr', 'pl'] as const)(
    '%s at 320 px: every word of a card’s buttons and of the lineup’s filters is whole',
    async (lang) => {
      const { context, page } = await suite.open({
        viewport: { width: 320, height: 700 },
        lang,
        event: /Lake Night/,
      });
      await page.locator('tr.org-set').first().waitFor();
      const cut = await page.evaluate(() => {
        const ruler = document.createElement('canvas').getContext('2d')!;
        const cutButtons = [...document.querySelectorAll('tr.org-set button')]
          .filter((b) => b.scrollWidth > b.clientWidth + 1)
          .map((b) => b.textContent);
        // a select shows its chosen option's text: it must fit between the padding and the arrow
        const cutSelects = [...document.querySelectorAll<HTMLSelectElement>('.org-toolbar select')]
          .filter((select) => {
            const style = getComputedStyle(select);
            ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = ruler.measureText(select.selectedOptions[0]?.text ?? '').width;
            const room =
              select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return text > room - 16;
          })
          .map((select) => select.selectedOptions[0]?.text);
        return [...cutButtons, ...cutSelects];
      });
      expect(cut).toEqual([]);
      await context.close();
    },
  );
  it('shows a 30-minute set’s time in its block on the desktop timeline, not cut off', async () => {
    const { context, page } = await suite.open({ viewport: DESKTOP, event: /Short Night/ });
    await page.locator('.org-views').getByRole('button', { name: 'Timeline', exact: true }).click();
    const block = page.locator('.org-block', { hasText: 'Margaret Hamilton' });
    const time = block.locator('.org-block__time');
    expect(await time.textContent()).toBe('23:00–23:30');
    const [outer, inner] = [(await block.boundingBox())!, (await time.boundingBox())!];
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    await context.close();
  });
});
