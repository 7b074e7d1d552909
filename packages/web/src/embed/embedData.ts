// The embed's copy of the lineup (DESIGN §11): fetched from the app's origin with CORS, kept
// as one copy in the host page's storage so the widget still shows it, marked with its time,
// when the network is gone. Nothing else is stored and no cookie is ever sent.
// Revalidation: the lineup is served with `no-cache` and an ETag, so the browser's own cache
// asks with If-None-Match and a 304 costs no body; no header of ours needs a preflight.
import type { LineupResponse } from '@lineup/core';

export interface LineupCopy {
  lineup: LineupResponse;
  /** when this copy was last confirmed by the server (ms) */
  savedAt: number;
}

const KEY_PREFIX = 'lineup-embed:v1:';

function storageKey(origin: string, event: string): string {
  return `${KEY_PREFIX}${origin}/${event}`;
}

/** the stored copy, or null (none, unreadable, or storage refused as in a sandboxed frame) */
export function readCopy(origin: string, event: string): LineupCopy | null {
  try {
    const text = localStorage.getItem(storageKey(origin, event));
    if (!text) return null;
    const copy = JSON.parse(text) as LineupCopy;
    return copy?.lineup?.meta && Array.isArray(copy.lineup.sets) ? copy : null;
  } catch {
    return null;
  }
}

export function writeCopy(origin: string, event: string, copy: LineupCopy): void {
  try {
    localStorage.setItem(storageKey(origin, event), JSON.stringify(copy));
  } catch {
    // full or refused: the widget works on without a copy
  }
}

export class LineupRequestError extends Error {}

export function lineupUrl(origin: string, event: string): string {
  return `${origin}/api/lineup/${encodeURIComponent(event)}`;
}

/** the lineup from the server; an alias is followed by fetch itself (308) */
export async function fetchLineup(origin: string, event: string): Promise<LineupResponse> {
  // the default credentials mode: no cookie goes to another origin (and the server sets none);
  // it is also the mode of the snippet's <link rel="preload" crossorigin>, so that copy is used
  const response = await fetch(lineupUrl(origin, event));
  if (!response.ok) throw new LineupRequestError(`HTTP ${response.status}`);
  return (await response.json()) as LineupResponse;
}
