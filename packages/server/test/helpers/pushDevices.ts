// Many devices at once, written straight into the database through the storage layer (the way
// the HTTP subscribe call stores them, without 50,000 requests): each likes one act of the event
// and has that set's reminder queued (scale tests, the festival bench), or follows acts (the
// follows bench).
import { buildLineup, parseEventFile } from '@lineup/core';
import { subscriptionId } from '../../src/push/pushService.ts';
import { replacementsFor } from '../../src/push/reminders.ts';
import type { PushSubscriptionRecord, SubscriptionSave } from '../../src/storage/pushStorage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import type { Device, PushStandIn } from './pushStandIn.ts';

const BATCH = 500;

export async function saveLikingDevices(opts: {
  storage: Storage;
  push: PushStandIn;
  /** the server's VAPID public key the devices subscribed with */
  key: string;
  /** the event file's text and name */
  event: { text: string; file: string };
  dj: string;
  count: number;
  now: Date;
  minutesBefore?: number;
}): Promise<Device[]> {
  const loaded = parseEventFile(opts.event.text, opts.event.file, { now: opts.now }).event;
  if (!loaded) throw new Error(`${opts.event.file} does not load`);
  const lineup = buildLineup(loaded, [loaded], opts.now);
  const set = lineup.sets.flat().find((s) => s.dj === opts.dj);
  if (!set) throw new Error(`no set of ${opts.dj}`);
  const liked = [{ event: loaded.id, dj: set.dj, room: set.room, start: set.start }];
  return saveDevices(opts, opts.count, opts.minutesBefore ?? 10, (sub) => ({
    liked,
    reminders: replacementsFor(sub, [lineup], liked, opts.now),
  }));
}

/** devices with reminders on and no liked set, device `i` following `actsOf(i)` (act keys) */
export function saveFollowingDevices(opts: {
  storage: Storage;
  push: PushStandIn;
  key: string;
  count: number;
  actsOf: (i: number) => string[];
  now: Date;
}): Promise<Device[]> {
  return saveDevices(opts, opts.count, 0, (_sub, i) => ({
    liked: [],
    reminders: [],
    follows: opts.actsOf(i),
  }));
}

async function saveDevices(
  opts: { storage: Storage; push: PushStandIn; key: string; now: Date },
  count: number,
  minutesBefore: number,
  extra: (sub: PushSubscriptionRecord, i: number) => Omit<SubscriptionSave, 'sub'>,
): Promise<Device[]> {
  const devices: Device[] = [];
  for (let done = 0; done < count; done += BATCH) {
    const items = Array.from({ length: Math.min(BATCH, count - done) }, (_, j) => {
      const device = opts.push.device(opts.key);
      devices.push(device);
      const sub: PushSubscriptionRecord = {
        id: subscriptionId(device.subscription.endpoint),
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        locale: 'en',
        minutesBefore,
        userId: null,
      };
      return { sub, ...extra(sub, done + j) };
    });
    await opts.storage.push.saveSubscriptions(items, opts.now);
  }
  return devices;
}
