import { decodeLivePlan, type Locale } from '@lineup/core';
import { useSyncExternalStore } from 'react';
import { getToken, setToken } from '../auth/session.ts';
import { syncLikesNow } from '../likes/useLikes.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';
import { sharedPlanPath } from './sharePlanLink.ts';

// The plans this fan shares live (issue 33): the server keeps a record per event that shows
// the fan's current likes; this browser remembers each event's link text to show and stop it.
// Sharing needs the likes on the server: without sign-in a device account is made (as for a
// device link) and every heart goes to it from then on.

type Shared = Record<string, string>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; shared: Shared } = { raw: null, shared: {} };

function read(): Shared {
  const raw = readString('local', SCREEN_LOCAL_KEYS.sharedPlans);
  if (raw === cache.raw) return cache.shared;
  const shared: Shared = {};
  try {
    const o = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    for (const [eventId, link] of Object.entries(o ?? {})) {
      if (typeof link === 'string' && decodeLivePlan(link)?.eventId === eventId) {
        shared[eventId] = link;
      }
    }
  } catch {
    // unreadable: nothing shared as far as this browser knows
  }
  cache = { raw, shared };
  return shared;
}

function write(shared: Shared): void {
  if (Object.keys(shared).length === 0) writeString('local', SCREEN_LOCAL_KEYS.sharedPlans, null);
  else writeJson('local', SCREEN_LOCAL_KEYS.sharedPlans, shared);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SCREEN_LOCAL_KEYS.sharedPlans) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** this browser's live link text for the event, while it shares it */
export function useSharedPlan(eventId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read()[eventId] ?? null,
    () => null,
  );
}

export function livePlanUrl(origin: string, locale: Locale, link: string): string {
  return `${origin}${sharedPlanPath(locale, link)}`;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Server responded with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Shares the event's plan live: its link text (the same one when shared before). */
export async function shareLivePlan(eventId: string): Promise<string> {
  const answer = await post('/api/plans/share', { token: getToken() ?? '', event: eventId });
  if (typeof answer.token !== 'string' || typeof answer.link !== 'string') {
    throw new Error('unexpected answer');
  }
  if (answer.token !== getToken()) setToken(answer.token);
  write({ ...read(), [eventId]: answer.link });
  // the likes of this device go to the account at once, for the link to show them
  await syncLikesNow();
  return answer.link;
}

/** Stops sharing the event's plan: the link stops working for everyone. */
export async function stopSharingPlan(eventId: string): Promise<void> {
  const token = getToken();
  if (token) await post('/api/plans/stop', { token, event: eventId });
  const { [eventId]: _gone, ...rest } = read();
  write(rest);
}
