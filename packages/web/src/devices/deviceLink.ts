import { useSyncExternalStore } from 'react';
import { getToken, setToken, useToken } from '../auth/session.ts';
import { syncLikesNow } from '../likes/useLikes.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';

// Own devices without an account (issue 27): this device's part in a device link, in local
// storage beside the token the link works with. 'owner': this device made the link (it can
// show it again); 'joined': it came in by one.

export interface DeviceLinkState {
  role: 'owner' | 'joined';
  /** the link to show another device (owner only) */
  url?: string;
  expiresAt?: string;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; state: DeviceLinkState | null } = { raw: null, state: null };

function read(): DeviceLinkState | null {
  const raw = readString('local', LOCAL_KEYS.deviceLink);
  if (raw === cache.raw) return cache.state;
  let state: DeviceLinkState | null = null;
  try {
    const o = JSON.parse(raw ?? 'null') as Partial<DeviceLinkState> | null;
    if (o && (o.role === 'owner' || o.role === 'joined')) {
      state = { role: o.role };
      if (typeof o.url === 'string' && o.url.startsWith(window.location.origin)) state.url = o.url;
      if (typeof o.expiresAt === 'string') state.expiresAt = o.expiresAt;
    }
  } catch {
    state = null;
  }
  cache = { raw, state };
  return state;
}

/** the device link, while this device holds a token for it (a revoke elsewhere ends it) */
export function getDeviceLink(): DeviceLinkState | null {
  return getToken() ? read() : null;
}

function write(state: DeviceLinkState | null): void {
  if (state) writeJson('local', LOCAL_KEYS.deviceLink, state);
  else writeString('local', LOCAL_KEYS.deviceLink, null);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.deviceLink || e.key === LOCAL_KEYS.bunnyToken)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDeviceLink(): DeviceLinkState | null {
  // the token too: a likes answer that finds the token revoked drops it in this very tab
  const token = useToken();
  const state = useSyncExternalStore(subscribe, read, () => null);
  return token ? state : null;
}

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new DeviceLinkError(response.status);
  return answer;
}

export class DeviceLinkError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Server responded with ${status}`);
    this.status = status;
  }
}

/** the page another device opens (`path`: /devices in the fan's language); the secret is in
 * the fragment, which the browser never sends to a server */
export function joinUrl(origin: string, path: string, secret: string): string {
  return `${origin}${path}#join=${secret}`;
}

/** Makes a link for another device (and, without sign-in, the account it works with). */
export async function makeDeviceLink(path: string): Promise<DeviceLinkState> {
  const answer = await postJson('/api/devices/link', { token: getToken() ?? '' });
  if (typeof answer.token !== 'string' || typeof answer.secret !== 'string')
    throw new DeviceLinkError(500);
  setToken(answer.token);
  const state: DeviceLinkState = {
    role: 'owner',
    url: joinUrl(window.location.origin, path, answer.secret),
  };
  if (typeof answer.expiresAt === 'string') state.expiresAt = answer.expiresAt;
  write(state);
  // the likes of this device go to the account at once, for the other device to find
  await syncLikesNow();
  return state;
}

/** Joins this device by a link's secret: its likes and the other device's become one list. */
export async function joinDeviceLink(secret: string): Promise<void> {
  const answer = await postJson('/api/devices/join', { secret });
  if (typeof answer.token !== 'string') throw new DeviceLinkError(500);
  setToken(answer.token);
  write({ role: 'joined' });
  await syncLikesNow();
}

/**
 * On the device that made the link: stops it, and the joined devices are signed out. On a
 * joined device: this device leaves (its token, calendar link and reminders end); only the
 * link's maker may stop it for all.
 */
export async function revokeDeviceLink(): Promise<void> {
  const state = read();
  const token = getToken();
  if (state?.role === 'joined') {
    if (token) await postJson('/api/logout', { bunny_token: token });
    setToken(null);
  } else if (token) {
    await postJson('/api/devices/revoke', { token });
  }
  write(null);
}
