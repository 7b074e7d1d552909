// This device's reports, kept in local storage: those made offline wait here and are sent when
// the phone is online again; sent ones stay to show what became of them. Bounded: the oldest
// go first, unsent ones last.
import type { MyReport, ReportPayload } from '@lineup/core';
import { readString, writeJson } from '../storage/safeStorage.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';
import { deviceKey } from './deviceKey.ts';

/** reports kept on the device at most */
export const MAX_KEPT = 30;

export interface KeptReport {
  localId: string;
  event: string;
  payload: ReportPayload;
  madeAt: string;
  /** the server's id once sent; null while it waits */
  id: string | null;
  /** the server's words when it did not take the report */
  refused?: string;
  /** the state the server last said */
  state?: MyReport['state'];
  decidedBy?: string | null;
}

const listeners = new Set<() => void>();
let cache: KeptReport[] | null = null;

export function keptReports(): KeptReport[] {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(readString('local', SCREEN_LOCAL_KEYS.reports) ?? '[]') as unknown;
    cache = Array.isArray(parsed) ? (parsed as KeptReport[]).slice(-MAX_KEPT) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function save(list: KeptReport[]): void {
  let kept = list;
  while (kept.length > MAX_KEPT) {
    const drop = kept.findIndex((r) => r.id !== null || r.refused);
    kept = kept.filter((_, i) => i !== Math.max(drop, 0));
  }
  cache = kept;
  writeJson('local', SCREEN_LOCAL_KEYS.reports, kept);
  for (const listener of listeners) listener();
}

export function subscribeReports(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keepReport(event: string, payload: ReportPayload): KeptReport {
  const report: KeptReport = {
    localId: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    event,
    payload,
    madeAt: new Date().toISOString(),
    id: null,
  };
  save([...keptReports(), report]);
  return report;
}

function update(localId: string, change: Partial<KeptReport>): void {
  save(keptReports().map((r) => (r.localId === localId ? { ...r, ...change } : r)));
}

export type SendOutcome = 'sent' | 'offline' | 'refused';

/** with notifications allowed, the report names this browser's push subscription: the fan is
 * told by push when it is accepted or refused */
async function notifyOf(): Promise<{ notify?: { endpoint: string; auth: string } }> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return {};
  try {
    const { currentSubscription } = await import('../reminders/pushClient.ts');
    const json = (await currentSubscription())?.toJSON();
    return json?.endpoint && json.keys?.auth
      ? { notify: { endpoint: json.endpoint, auth: json.keys.auth } }
      : {};
  } catch {
    return {};
  }
}

/** sends one kept report; a network failure leaves it waiting for the next try */
async function send(report: KeptReport): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(`/api/events/${encodeURIComponent(report.event)}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey() },
      body: JSON.stringify({ report: report.payload, ...(await notifyOf()) }),
    });
  } catch {
    return 'offline';
  }
  const body = (await res.json().catch(() => null)) as (MyReport & { error?: string }) | null;
  if (res.ok && body?.id) {
    update(report.localId, { id: body.id, state: body.state });
    return 'sent';
  }
  // over the hour's limit: tried again later; anything else the server will not take
  if (res.status === 429 || res.status >= 500) return 'offline';
  update(report.localId, { refused: (body?.error ?? String(res.status)).replace(/^\d{3}: /, '') });
  return 'refused';
}

let flushing: Promise<void> | null = null;

/** sends every report that waits, one after another */
export function flushReports(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const report of keptReports().filter((r) => r.id === null && !r.refused)) {
        if ((await send(report)) === 'offline') break;
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** makes a report: kept first (nothing typed is lost), then sent when it can be */
export async function makeReport(event: string, payload: ReportPayload): Promise<SendOutcome> {
  const kept = keepReport(event, payload);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const outcome = await send(kept);
  if (outcome === 'sent') void flushReports();
  return outcome;
}

/** the server's states of this device's sent reports of the event */
export async function refreshStates(event: string): Promise<void> {
  if (!keptReports().some((r) => r.event === event && r.id !== null)) return;
  try {
    const res = await fetch(`/api/events/${encodeURIComponent(event)}/reports/mine`, {
      headers: { 'x-device-key': deviceKey() },
      cache: 'no-store',
    });
    if (!res.ok) return;
    const { reports } = (await res.json()) as { reports: MyReport[] };
    const byId = new Map(reports.map((r) => [r.id, r]));
    let changed = false;
    const next = keptReports().map((r) => {
      const known = r.id ? byId.get(r.id) : undefined;
      if (!known || (known.state === r.state && known.decidedBy === r.decidedBy)) return r;
      changed = true;
      return { ...r, state: known.state, decidedBy: known.decidedBy };
    });
    if (changed) save(next);
  } catch {
    // offline: the states shown stay as they were
  }
}
