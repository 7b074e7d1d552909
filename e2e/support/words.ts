// Words the layout broke across lines: each word's range gives one client rect per line it
// lies on, so a word on two lines was cut ("Ot/to Dr/ift"). A break right after a hyphen or a
// slash is a line break a reader expects, so those split a text into words too.
import type { Page } from 'playwright-core';

/** Names and headings a fan reads: none of their words may be split across lines. */
export const NAMES_AND_HEADINGS = [
  'h1',
  'h2',
  'h3',
  '.header__party',
  '.header__app',
  '.tt-dj',
  '.tt-change',
  '.tt-tab__name',
  '.room-line__room',
  '.room-line .act',
  '.playing-card__name',
  '.playing-card__room',
  '.search-row__dj',
  '.likes__dj',
  '.likes__party',
  '.plan__dj',
].join(', ');

/** "Tomek in 'Tomek Wave (b2b Selma Sands)'" for every word split across lines on the page. */
export function splitWords(page: Page, selector = NAMES_AND_HEADINGS): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getClientRects().length === 0) continue; // not rendered
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s\-‐–—/]+/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = rects.filter(
            (r, i) => i === 0 || rects.slice(0, i).every((p) => r.top >= p.bottom - 2),
          );
          if (lines.length > 1) found.push(`${m[0]} in "${(el.textContent ?? '').trim()}"`);
        }
      }
    }
    return found;
  }, selector);
}

/** Texts cut off by the box they sit in (an ellipsis, a clamp, hidden overflow). */
export function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter(
          (el) =>
            el.getClientRects().length > 0 &&
            (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
        )
        .map((el) => (el.textContent ?? '').trim()),
    selector,
  );
}
