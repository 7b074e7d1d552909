// Web Push from the page (issue 13): subscribe this device at the server's push service with
// the server's VAPID key, tell the server what to remind of, and switch it off again. Loaded
// only with the reminder settings and scheduler, never on the first load of the now page.
import { type LikeEntry, type Locale, PUSH_MINUTES } from '@lineup/core';
import { getToken } from '../auth/session.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString } from '../storage/safeStorage.ts';
import { pushSupported } from './pushSupport.ts';

export { pushSupported };

export interface PushSettings {
  locale: Locale;
  minutes: number;
  likes: readonly LikeEntry[];
}

/** an iPhone or iPad browsing in Safari, not the app added to the home screen */
export function iosWithoutHomeScreen(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && !standalone;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

/** how long a tap on "Turn on reminders" waits for a first visit's worker to finish installing */
const ACTIVATION_WAIT_MS = 15_000;

/**
 * the registration once its worker is active: the browser refuses to subscribe without one,
 * and on a first visit a fan's first like (and the offer of reminders) can come before the
 * worker has finished installing
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const reg = await registration();
  if (!reg || reg.active) return reg;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ACTIVATION_WAIT_MS);
  });
  try {
    return (await Promise.race([navigator.serviceWorker.ready, late])) ?? reg;
  } catch {
    return reg;
  } finally {
    clearTimeout(timer);
  }
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  if (!reg?.pushManager) return null;
  try {
    return await reg.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** the server takes 0 (changes only), 5, 10, 15 or 30 minutes: the nearest one not later */
export function pushMinutes(minutes: number): number {
  return [...PUSH_MINUTES].reverse().find((n) => n <= minutes) ?? 0;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** tells the server this device's subscription, language, minutes and liked sets */
export async function syncPush(sub: PushSubscription, settings: PushSettings): Promise<void> {
  const json = sub.toJSON();
  const token = getToken();
  await post('/api/push/subscribe', {
    subscription: { endpoint: json.endpoint, keys: json.keys },
    locale: settings.locale,
    minutesBefore: pushMinutes(settings.minutes),
    likes: settings.likes.map(({ dj, room, beginningSchedule, started, partyName, eventId }) => ({
      dj,
      room,
      beginningSchedule,
      started,
      partyName,
      // the event the set was liked in: two events starting at the same minute stay apart
      ...(eventId ? { eventId } : {}),
    })),
    ...(token ? { token } : {}),
  });
}

/** This browser cannot receive pushes: the page's reminders still work while it is open. */
export class PushUnavailableError extends Error {
  constructor(cause: unknown) {
    super('push is not available in this browser', { cause });
    this.name = 'PushUnavailableError';
  }
}

/** Why reminders with the app closed could not be set up. */
export type PushFailure = 'unavailable' | 'unreachable' | 'server';

export function pushFailure(err: unknown): PushFailure {
  if (err instanceof PushUnavailableError) return 'unavailable';
  // fetch rejects with a TypeError when the network fails; an answer with an error status is
  // the server's
  return err instanceof TypeError ? 'unreachable' : 'server';
}

/** subscribes this device (permission must be granted already); null where push cannot work */
export async function subscribePush(settings: PushSettings): Promise<PushSubscription | null> {
  const reg = await activeRegistration();
  if (!reg?.pushManager) return null;
  const answer = await fetch('/api/push/key');
  if (!answer.ok) throw new Error(`/api/push/key: ${answer.status}`);
  const { publicKey } = (await answer.json()) as { publicKey: string };
  let sub = await reg.pushManager.getSubscription();
  const key = sub?.options.applicationServerKey;
  // a subscription made for another server key cannot be used: make a new one
  if (
    sub &&
    key &&
    btoa(String.fromCharCode(...new Uint8Array(key))) !==
      btoa(String.fromCharCode(...keyBytes(publicKey)))
  ) {
    await sub.unsubscribe();
    sub = null;
  }
  try {
    sub ??= await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch (err) {
    // the browser itself refused ("push service not available", a browser without one, or
    // push switched off in its settings): no connection would change that
    throw new PushUnavailableError(err);
  }
  await syncPush(sub, settings);
  // the acts this device follows go with its new subscription, so their bookings reach it
  if (readString('local', LOCAL_KEYS.followedActs)) {
    void import('../follows/useFollows.ts').then(({ followsStore }) => followsStore().sync());
  }
  return sub;
}

export async function unsubscribePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await post('/api/push/unsubscribe', { endpoint: sub.endpoint }).catch(() => {});
  await sub.unsubscribe().catch(() => false);
}

/** asks the server to push a test message to this device; false when it could not */
export async function sendTestPush(): Promise<boolean> {
  const sub = await currentSubscription();
  if (!sub) return false;
  try {
    await post('/api/push/test', { endpoint: sub.endpoint });
    return true;
  } catch {
    return false;
  }
}
