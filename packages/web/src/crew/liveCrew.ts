import {
  applyLivePlan,
  type CrewFriend,
  crewPlanOf,
  decodeLivePlan,
  LINEUP_REFETCH_MS,
  type LivePlanAnswer,
} from '@lineup/core';
import { useEffect, useSyncExternalStore } from 'react';
import { getCrew, setCrew } from './crewStore.ts';

// Friends' live plans (issue 33): fetched like a lineup, at once when a screen showing them
// opens and then every LINEUP_REFETCH_MS while it is shown (ETag, 304). The last answer stays
// in the crew's stored copy with its time, so offline the copy is shown "as of" that time.

/** the live links whose last fetch on this page failed (offline, server down) */
const failed = new Set<string>();
const listeners = new Set<() => void>();
let failedVersion = 0;

function setFailed(live: string, value: boolean): void {
  if (failed.has(live) === value) return;
  if (value) failed.add(live);
  else failed.delete(live);
  failedVersion += 1;
  for (const l of listeners) l();
}

/** Asks the server for one live plan; null when it could not be reached. */
export async function fetchLivePlan(
  live: string,
  etag?: string,
): Promise<(LivePlanAnswer & { eventId?: string }) | null> {
  const link = decodeLivePlan(live);
  if (!link) return { kind: 'stopped' };
  try {
    const response = await fetch(`/api/plans/${link.key}`, {
      headers: etag ? { 'If-None-Match': etag } : {},
      cache: 'no-cache',
    });
    if (response.status === 304) return { kind: 'same' };
    if (response.status === 404) return { kind: 'stopped' };
    if (!response.ok) return null;
    const body = (await response.json()) as { plan?: unknown };
    if (typeof body.plan !== 'string') return null;
    return { kind: 'plan', code: body.plan, etag: response.headers.get('etag') };
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<void>>();

async function refreshOne(live: string, etag: string | undefined): Promise<void> {
  const answer = await fetchLivePlan(live, etag);
  if (!answer) {
    setFailed(live, true);
    return;
  }
  setFailed(live, false);
  // a friend removed meanwhile stays removed: the answer only touches who holds the link now
  setCrew(applyLivePlan(getCrew(), live, answer, new Date()));
}

/** Fetches every live plan of the crew for `eventId` (each link once at a time). */
export function refreshLivePlans(eventId: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  const seen = new Set<string>();
  for (const friend of getCrew()) {
    const plan = crewPlanOf(friend, eventId);
    if (!plan?.live || plan.stopped || seen.has(plan.live)) continue;
    const live = plan.live;
    seen.add(live);
    let job = inFlight.get(live);
    if (!job) {
      job = refreshOne(live, plan.etag).finally(() => inFlight.delete(live));
      inFlight.set(live, job);
    }
    jobs.push(job);
  }
  return Promise.all(jobs).then(() => undefined);
}

/**
 * Keeps the crew's live plans of `eventId` fresh while the calling screen is shown: at once,
 * every LINEUP_REFETCH_MS, when the tab is shown again and when the network is back.
 */
export function useLiveCrew(eventId: string, crew: readonly CrewFriend[]): void {
  // a friend added or updated by a live link is fetched at once too
  const links = crew.map((f) => crewPlanOf(f, eventId)?.live ?? '').join(' ');
  useEffect(() => {
    if (!links.trim()) return;
    const run = () => void refreshLivePlans(eventId);
    const shown = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    const timer = window.setInterval(run, LINEUP_REFETCH_MS);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [eventId, links]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** a plan is shown "as of" its time once it is older than two refreshes, or could not be fetched */
const STALE_MS = 2 * LINEUP_REFETCH_MS;

/**
 * When a friend's live plan was last confirmed, if the copy shown may be out of date (its last
 * fetch failed, or it is older than two refreshes); null while it is fresh.
 */
export function useStaleSince(
  live: string | undefined,
  checkedAt: string | undefined,
): Date | null {
  useSyncExternalStore(subscribe, () => failedVersion);
  if (!live || !checkedAt) return null;
  const at = new Date(checkedAt);
  if (failed.has(live) || Date.now() - at.getTime() > STALE_MS) return at;
  return null;
}
