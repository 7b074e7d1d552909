import { getStoredFestival } from '../kit/festival.ts';

/**
 * Pays two one-off costs while the page is still blank, before the first paint: the first
 * time zone formatter (the browser loads its calendar data, ~30 ms on a fast machine, several
 * times that on a phone) and the first localStorage read (the storage loads from disk). Left
 * to the first render, each was one long task that kept the page from answering taps.
 */
export function warmUp(): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
    getStoredFestival();
  } catch {
    // only a head start: the app works without it
  }
}
