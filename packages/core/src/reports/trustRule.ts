// The optional trust rule of an event (issue 34): a "now playing" report on a stage that has no
// set at that time ("?" or nothing) goes live by itself once enough distinct phones report the
// same act on that stage within a few minutes. Off unless the organisers switch it on. The
// phones are counted where a report is stored (the server's KyselyReports#trusted: the act as
// reportKey normalises it); here what decides whether the stage is empty then.
import type { LoadedSet } from '../event/loadedEvent.ts';
import type { ReportChange } from './reportTypes.ts';

export interface TrustSettings {
  on: boolean;
  /** distinct phones needed */
  devices: number;
  /** within this many minutes */
  minutes: number;
}

export const DEFAULT_TRUST: TrustSettings = { on: false, devices: 3, minutes: 10 };
export const TRUST_LIMITS = { devices: { min: 2, max: 50 }, minutes: { min: 1, max: 60 } };
/** the note fans see on a set that went live by the trust rule */
export const REPORTED_BY_FANS = 'reported by fans';

/** a stage with no set at that time: the change adds a set and overlaps nothing but "?" */
export function isEmptySlot(change: ReportChange): boolean {
  return (
    change.status === 'change' &&
    change.before === null &&
    change.overlaps.every((o) => o.dj.trim() === '?')
  );
}

/**
 * Whether a set other than "?" plays on `stage` at the instant `at` in the served lineup. Then a
 * "now playing" report there is never an empty slot (isEmptySlot is false for its change: the
 * set playing is either the act reported, or it overlaps the reported set), so the rule can say
 * no from the sets in memory, a scan of the event's sets, instead of reading the event text
 * again (a parse of 240-710 ms of CPU for a 3,000-set festival, docs/performance.md). `false`
 * decides nothing: the change against the live text does.
 */
export function stageBusyAt(sets: readonly LoadedSet[], stage: number, at: string): boolean {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return false;
  return sets.some(
    (set) =>
      set.room === stage &&
      set.dj.trim() !== '?' &&
      Date.parse(set.start) <= t &&
      Date.parse(set.end) > t,
  );
}
