// The optional trust rule of an event (issue 34): a "now playing" report on a stage that has no
// set at that time ("?" or nothing) goes live by itself once enough distinct phones report the
// same act on that stage within a few minutes. Off unless the organisers switch it on.
import { actName } from '../plan/matchLikes.ts';
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

/** one phone's "now playing" report, as the rule counts it */
export interface PlayingVote {
  reportId: string;
  stage: number;
  dj: string;
  device: string;
  at: string;
}

/**
 * The report that goes live: the oldest of those naming the act on the stage, when
 * `settings.devices` distinct phones named it within `settings.minutes` before `now`.
 */
export function trustedReport(
  votes: readonly PlayingVote[],
  stage: number,
  dj: string,
  settings: TrustSettings,
  now: Date,
): string | null {
  if (!settings.on) return null;
  const since = now.getTime() - settings.minutes * 60_000;
  const act = actName(dj);
  const same = votes
    .filter((v) => v.stage === stage && actName(v.dj) === act && Date.parse(v.at) >= since)
    .sort((a, b) => a.at.localeCompare(b.at));
  const devices = new Set(same.map((v) => v.device));
  return devices.size >= settings.devices ? (same[0]?.reportId ?? null) : null;
}

/** a stage with no set at that time: the change adds a set and overlaps nothing but "?" */
export function isEmptySlot(change: ReportChange): boolean {
  return (
    change.status === 'change' &&
    change.before === null &&
    change.overlaps.every((o) => o.dj.trim() === '?')
  );
}
