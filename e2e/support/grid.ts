// Reading the all-stages grid as a fan's screen shows it. The grid puts only the sets in view
// into the page, so these helpers scroll it across and down and collect what each position
// shows, checking every block where the time axis says it belongs.
import type { Page } from 'playwright-core';

export interface SeenSet {
  /** the button's name: "act, stage, start–end" */
  name: string;
  /** the row (stage) it sits in, as assistive technology reads it */
  stage: string;
  start: string;
  end: string;
  /** its top and height match its start and end on the hour axis (within 1.5 px) */
  placed: boolean;
}

/** What one scroll position shows; `twice` lists names shown twice at once. */
async function snapshot(page: Page): Promise<{ sets: SeenSet[]; twice: string[] }> {
  return page.locator('.grid-scroll').evaluate((scroller) => {
    // the first hour's label sits below the top edge instead of centred on it: not a reference
    const labels = [...scroller.querySelectorAll<HTMLElement>('.grid-hour')];
    const hours = labels
      .filter((el) => !el.classList.contains('grid-hour--first'))
      .map((el) => ({
        t: Number(el.dataset.t),
        // the label is centred on its hour line
        y: el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2,
      }));
    const [a, b] = hours;
    if (!a || !b) throw new Error('fewer than two hour labels in view');
    const pxPerMinute = (b.y - a.y) / ((b.t - a.t) / 60_000);
    const yOf = (ms: number) => a.y + ((ms - a.t) / 60_000) * pxPerMinute;
    const sets: SeenSet[] = [];
    const names = new Set<string>();
    const twice: string[] = [];
    for (const row of scroller.querySelectorAll('[role="row"]')) {
      const stage = row.querySelector('[role="rowheader"]')?.textContent ?? '';
      for (const button of row.querySelectorAll<HTMLElement>('[role="gridcell"] > button')) {
        const start = button.dataset.start ?? '';
        const end = button.dataset.end ?? '';
        const box = button.parentElement!.getBoundingClientRect();
        const top = yOf(Date.parse(start));
        const height = yOf(Date.parse(end)) - top;
        // blocks sit 1 px below their start and end 2 px early (the gap between sets);
        // a very short set keeps a 10 px block to be tappable
        const placed =
          Math.abs(box.top - (top + 1)) < 1.5 &&
          (height < 12 || Math.abs(box.height - (height - 2)) < 1.5);
        // the name is the button's text less what is hidden from assistive technology
        const copy = button.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        const name = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        const key = `${name}|${start}`;
        if (names.has(key)) twice.push(name);
        names.add(key);
        sets.push({ name, stage, start, end, placed });
      }
    }
    return { sets, twice };
  });
}

/** Scrolls the grid to (left, top) and waits until the page shows that window. */
export async function scrollGrid(page: Page, left: number, top: number): Promise<void> {
  const scroller = page.locator('.grid-scroll');
  const at = await scroller.evaluate(
    (el, [l, t]) => {
      el.scrollLeft = l;
      el.scrollTop = t;
      return `${el.scrollLeft},${el.scrollTop}`;
    },
    [left, top] as const,
  );
  await page.locator(`.grid-scroll[data-window="${at}"]`).waitFor();
}

/**
 * Every set the grid shows for the open night, scrolling across and down in steps of one
 * screen. Each distinct set once (keyed by name and start); throws when a position shows a
 * set twice at once.
 */
export async function everySetOnTheGrid(page: Page): Promise<SeenSet[]> {
  const scroller = page.locator('.grid-scroll');
  const size = await scroller.evaluate((el) => ({
    width: el.scrollWidth,
    height: el.scrollHeight,
    stepX: Math.max(60, el.clientWidth - 60),
    stepY: Math.max(60, el.clientHeight - 60),
  }));
  const seen = new Map<string, SeenSet>();
  for (let top = 0; ; top += size.stepY) {
    for (let left = 0; ; left += size.stepX) {
      await scrollGrid(page, left, top);
      const shot = await snapshot(page);
      if (shot.twice.length > 0) throw new Error(`shown twice at once: ${shot.twice.join(', ')}`);
      for (const set of shot.sets) {
        const key = `${set.name}|${set.start}`;
        const before = seen.get(key);
        // a block seen whole somewhere counts as placed
        if (!before || (!before.placed && set.placed)) seen.set(key, set);
      }
      if (left + size.stepX >= size.width) break;
    }
    if (top + size.stepY >= size.height) break;
  }
  await scrollGrid(page, 0, 0);
  return [...seen.values()];
}

/** "HH:mm" of an instant in `timeZone`, as the grid prints it. */
export function clock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Waits until the line at now is inside the grid's visible area (the grid opens at now). */
export async function nowLineOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const grid = document.querySelector('.grid-scroll')?.getBoundingClientRect();
    const line = document.querySelector('.grid-now')?.getBoundingClientRect();
    return (
      grid !== undefined && line !== undefined && line.top > grid.top && line.top < grid.bottom
    );
  });
}
