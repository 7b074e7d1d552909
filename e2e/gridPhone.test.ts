// The grid on a phone (issue 33): a block's name stays in view while any part of the block is
// on screen, so at 23:00 a set that began at 22:00 still says who plays, even with the grid
// scrolled to now at its top edge.
import { describe, expect, it } from 'vitest';
import { scrollGrid } from './support/grid.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

// 23:00 in Berlin on the first night: Echo Park (Forest) began at 22:00
const suite = useSuite({ now: '2026-07-30T21:00:00.000Z' });
const CHARLIE = liked('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z');
const ECHO = liked('Echo Park', 1, '2026-07-30T20:00:00.000Z');

describe('the grid at 360 px', () => {
  it('keeps the name of a set that began an hour before now in view', async () => {
    const page = await suite.open(`/grid/${EVENT}`, { viewport: { width: 360, height: 740 } });
    const echo = page.locator('.grid-set').filter({ hasText: 'Echo Park' }).first();
    await echo.waitFor();
    // now at the top edge, under the stage names: the block's start is an hour above it
    await page.locator('.grid-scroll').evaluate((el) => {
      const line = el.querySelector<HTMLElement>('.grid-now')!;
      el.scrollTop = line.offsetTop + (line.offsetParent as HTMLElement).offsetTop - 44;
    });
    const seen = await echo.locator('.grid-set__dj').evaluate((name) => {
      const scroller = name.closest('.grid-scroll')!.getBoundingClientRect();
      const box = name.getBoundingClientRect();
      const block = name.closest('.grid-set')!.getBoundingClientRect();
      const x = box.left + Math.min(box.width / 2, 20);
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      return {
        blockStartsAbove: block.top < scroller.top + 44,
        inView: box.top >= scroller.top + 44 - 1 && box.bottom <= scroller.bottom,
        onTop: top !== null && name.contains(top),
      };
    });
    expect(seen).toEqual({ blockStartsAbove: true, inView: true, onTop: true });
  });

  it('keeps the first line of a long name in view when less of the block shows than its label needs', async () => {
    // 320 px: "Ada Lovelace (b2b Grace)" wraps into three lines; scrolled so that only 30 px of
    // its block are left under the stage names, the name's first line still reads there
    const page = await suite.open(`/fr/grid/${EVENT}`, { viewport: { width: 320, height: 640 } });
    const ada = page.locator('.grid-set').filter({ hasText: 'Ada Lovelace' }).first();
    await ada.waitFor();
    const seen = await ada.locator('.grid-set__dj').evaluate(async (name) => {
      const scroller = name.closest<HTMLElement>('.grid-scroll')!;
      const block = name.closest('.grid-set')!;
      const under = () => scroller.getBoundingClientRect().top + 44;
      scroller.scrollTop += block.getBoundingClientRect().bottom - under() - 30;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const box = name.getBoundingClientRect();
      const label = name.closest('.grid-set__label')!.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 10, box.top + 6);
      return {
        labelTallerThanShown: label.height > 30,
        firstLineInView: box.top >= under() - 1,
        onTop: top !== null && name.contains(top),
      };
    });
    expect(seen).toEqual({ labelTallerThanShown: true, firstLineInView: true, onTop: true });
  });

  // Only the blocks the top edge can cross before the next window is drawn keep their name
  // sticky (a sticky name is a layer the browser moves each frame): wherever the grid stops,
  // every block cut by the top edge still says who plays.
  it('keeps the name in view of every set cut by the top edge, wherever the grid is scrolled', async () => {
    const page = await suite.open(`/grid/${EVENT}`, { viewport: { width: 360, height: 740 } });
    await page.locator('.grid-set').first().waitFor();
    const room = await page.locator('.grid-scroll').evaluate((el) => ({
      across: el.scrollWidth - el.clientWidth,
      down: el.scrollHeight - el.clientHeight,
    }));
    let cut = 0;
    for (let top = 0; top <= room.down; top += 67) {
      for (const left of [0, room.across]) {
        await scrollGrid(page, left, top);
        const hidden = await page.locator('.grid-scroll').evaluate((scroller) => {
          const edge = scroller.getBoundingClientRect().top + 44;
          const out: { name: string; cut: boolean }[] = [];
          for (const block of scroller.querySelectorAll<HTMLElement>('.grid-set')) {
            const box = block.getBoundingClientRect();
            // cut by the edge, with room below it for a name and its times
            if (!(box.top < edge - 2 && box.bottom > edge + 60)) continue;
            const name = block.querySelector('.grid-set__dj')!.getBoundingClientRect();
            out.push({ name: block.dataset.start ?? '', cut: name.top < edge - 1 });
          }
          return out;
        });
        cut += hidden.length;
        expect(hidden.filter((h) => h.cut)).toEqual([]);
      }
    }
    // the scrolls above did cut blocks
    expect(cut, JSON.stringify(room)).toBeGreaterThan(3);
  });
});

describe('the grid on the smallest phones', () => {
  it.each(['', '/de', '/fr', '/pl'])(
    '%s at 320 px: no night tab cut, every tool and tab at least 44 px tall',
    async (lang) => {
      const page = await suite.open(`${lang}/grid/${EVENT}`, {
        viewport: { width: 320, height: 640 },
      });
      await page.locator('.grid-set').first().waitFor();
      const [scroll, client] = await page
        .locator('.grid-nights')
        .evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client);
      const heights = await page.locator('.grid-tool, .grid-night').evaluateAll((els) =>
        els
          .map((el) => el.getBoundingClientRect())
          // a tool a phone does not show (print) is no touch target
          .filter((r) => r.width > 0)
          .map((r) => r.height),
      );
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    },
  );
});

describe("the grid's act sheet", () => {
  it('is the timetable’s: where, when, the clash line and the links without bullets', async () => {
    const page = await suite.open(`/grid/${EVENT}`, {
      viewport: { width: 360, height: 740 },
      localStorage: { likedDJs: JSON.stringify([CHARLIE, ECHO]) },
    });
    const read = async () => {
      const sheet = page.getByRole('dialog');
      await sheet.locator('.act-sheet__clash').waitFor();
      const seen = {
        where: await sheet.locator('.act-sheet__where').textContent(),
        clash: await sheet.locator('.act-sheet__clash').textContent(),
        bullets: await sheet
          .locator('.tt-links')
          .evaluate((el) => getComputedStyle(el).listStyleType),
      };
      await sheet.getByRole('button', { name: 'Close' }).click();
      return seen;
    };
    await page.getByRole('button', { name: /^Charlie Tempo, / }).click();
    const fromGrid = await read();
    await page.goto(`${suite.server.url}/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Links and sharing: Charlie Tempo' }).click();
    const fromTimetable = await read();
    expect(fromGrid).toEqual(fromTimetable);
    expect(fromGrid).toEqual({
      where: '🌅 Beach · Night of Thu 30 Jul, 00:00–02:00',
      clash: '⚠️ Clashes with Echo Park for 33 min',
      bullets: 'none',
    });
  });
});

describe('zoom on a phone', () => {
  it('changes how many stages stand side by side, not only the time scale', async () => {
    const page = await suite.open(`/grid/${EVENT}`, { viewport: { width: 360, height: 740 } });
    await page.locator('.grid-set').first().waitFor();
    const stagesInView = () =>
      page.locator('.grid-scroll').evaluate((scroller) => {
        const box = scroller.getBoundingClientRect();
        return [...scroller.querySelectorAll('.grid-stage')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    // Thursday night has three stages: all of them side by side at the start
    await expect.poll(stagesInView).toBe(3);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(stagesInView).toBe(2);
    // zoomed out again, up to six stages fit (here: all three)
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(stagesInView).toBe(3);
  });
});
