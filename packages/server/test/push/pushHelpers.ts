// What the push tests share: a server whose clock the test moves and whose sender ticks fast,
// and a device that subscribes the way the web app does.
import { type Clock, manualClock } from '../../src/clock.ts';
import type { Device, PushStandIn } from '../helpers/pushStandIn.ts';
import { getJson, postJson, type ServerOptions, startServer, TEST_NOW } from '../helpers/server.ts';

/** the sunrise-2026 fixture's sets (UTC): Grace Hopper 22:00–00:00 on stage 0, Margaret 23:00 on 1 */
export const GRACE = {
  dj: 'Grace Hopper',
  room: 0,
  beginningSchedule: '2026-07-30T20:00:00.000Z',
  started: '2026-07-30T22:00:00.000Z',
  partyName: 'Sunrise',
};
export const MARGARET = { ...GRACE, dj: 'Margaret', room: 1, started: '2026-07-30T23:00:00.000Z' };

export const PUSH_ENV = {
  PUSH_TICK_MS: '50',
  PUSH_ALLOW_HTTP: '1',
  PUSH_SERVICE_HOSTS: '127.0.0.1',
  EVENTS_POLL_MS: '200',
};

export type MovableClock = Clock & { set(next: Date): void };

export function movableClock(at = TEST_NOW): MovableClock {
  return manualClock(new Date(at));
}

export async function startPushServer(clock: MovableClock, options: ServerOptions = {}) {
  return startServer({ ...options, clock, env: { ...PUSH_ENV, ...options.env } });
}

export async function serverKey(url: string): Promise<string> {
  const { response, body } = await getJson(`${url}/api/push/key`);
  if (response.status !== 200) throw new Error(`key: ${response.status}`);
  return body.publicKey as string;
}

export async function subscribe(
  url: string,
  device: Device,
  likes: (typeof GRACE)[],
  extra: { locale?: string; minutesBefore?: number; token?: string } = {},
) {
  return postJson(`${url}/api/push/subscribe`, {
    subscription: device.subscription,
    locale: extra.locale ?? 'en',
    minutesBefore: extra.minutesBefore ?? 10,
    likes,
    ...(extra.token ? { token: extra.token } : {}),
  });
}

export async function newDevice(url: string, push: PushStandIn): Promise<Device> {
  return push.device(await serverKey(url));
}

export function pause(ms: number): Promise<void> {
  return new Promise((ok) => setTimeout(ok, ms));
}
