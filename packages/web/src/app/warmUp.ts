import { getStoredFestival } from '../kit/festival.ts';

/**
 * Pays two one-off costs before the app's first render: the first time zone formatter (the
 * browser loads its calendar data, 20-30 ms on a fast machine, several times that on a phone)
 * and the first localStorage read (the storage loads from disk). Left to the first render,
 * each was one long task that kept the page from answering taps. On a page the server
 * rendered, it runs in a task of its own, after the script's (main.tsx).
 */
export function warmUp(): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
    getStoredFestival();
  } catch {
    // only a head start: the app works without it
  }
}
