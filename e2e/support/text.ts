// What a fan reads: an element's text without screen-reader-only additions, one line.
import type { Locator, Page } from 'playwright-core';

export function seenText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]')) {
      hidden.remove();
    }
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** The line of one room on the now page (found by a piece of the room's name). */
export function roomLine(page: Page, room: string): Locator {
  return page.locator('.room-line').filter({ hasText: room });
}

/** A room line as read on screen, without the heart. */
export async function roomLineText(page: Page, room: string): Promise<string> {
  const line = roomLine(page, room).locator('.room-line__text');
  await line.waitFor();
  return seenText(line);
}
