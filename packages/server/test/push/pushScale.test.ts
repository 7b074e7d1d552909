// Push at a festival's scale (issue 29): many reminders due at once, shared by two instances and
// each sent exactly once; a push service that asks for a pause slows itself only; HTTP/2 over a
// few kept-alive connections where the push service speaks it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/postgres.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { freshDatabase, PG_TEST_URL } from '../helpers/pg.ts';
import { saveLikingDevices } from '../helpers/pushDevices.ts';
import { startPushStandIn, throwawayCertificate } from '../helpers/pushStandIn.ts';
import { FIXTURES, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { until } from '../helpers/waiting.ts';
import {
  GRACE,
  MARGARET,
  movableClock,
  newDevice,
  pause,
  serverKey,
  startPushServer,
  subscribe,
} from './pushHelpers.ts';

const SUNRISE = {
  text: readFileSync(path.join(FIXTURES, 'events', 'sunrise-2026.yaml'), 'utf8'),
  file: 'sunrise-2026.yaml',
};
/** Grace Hopper starts at 22:00Z: her 10-minute reminders are due at 21:50 */
const GRACE_DUE = new Date('2026-07-30T21:50:00.000Z');

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.skipIf(!PG_TEST_URL)('two instances on one PostgreSQL', () => {
  it('share 2,000 reminders due at once and send each exactly once', async () => {
    const db = await freshDatabase();
    cleanup.push(() => db.drop());
    const push = await startPushStandIn();
    cleanup.push(() => push.close());
    const clock = movableClock();
    const options = { env: { DATABASE_URL: db.url, PUSH_TICK_MS: '20' } };
    const servers: TestServer[] = await Promise.all([
      startPushServer(clock, options),
      startPushServer(clock, options),
    ]);
    cleanup.push(() => Promise.all(servers.map((s) => s.dispose())).then(() => {}));
    const storage = await openPostgres(db.url);
    cleanup.push(() => storage.close());
    const devices = await saveLikingDevices({
      storage,
      push,
      key: await serverKey(servers[0]!.url),
      event: SUNRISE,
      dj: 'Grace Hopper',
      count: 2000,
      now: clock.now(),
    });

    clock.set(GRACE_DUE);
    await until(() => push.accepted >= 2000, '2,000 reminders');
    await pause(500);
    expect(push.accepted).toBe(2000);
    expect(devices.every((d) => push.acceptedBy.get(d.id) === 1)).toBe(true);
    expect(push.refusals).toEqual([]);
    // every checked message is the reminder the fan asked for
    expect(new Set(push.deliveries.map((d) => d.json.dj))).toEqual(new Set(['Grace Hopper']));
  }, 120_000);
});

describe('a push service asking for a pause (429 with Retry-After)', () => {
  it('waits for that service only, then sends its messages before their sets start', async () => {
    const slow = await startPushStandIn();
    const fast = await startPushStandIn();
    cleanup.push(
      () => slow.close(),
      () => fast.close(),
    );
    const clock = movableClock();
    const server = await startPushServer(clock);
    cleanup.push(() => server.dispose());
    const slowDevices = [await newDevice(server.url, slow), await newDevice(server.url, slow)];
    const fastDevices = [await newDevice(server.url, fast), await newDevice(server.url, fast)];
    for (const device of [...slowDevices, ...fastDevices]) {
      await subscribe(server.url, device, [GRACE]);
    }
    // both may be under way together: each is answered 429
    slow.throttle(2, 120);

    clock.set(GRACE_DUE);
    await fast.waitFor(2);
    await until(() => slow.requests >= 1, 'the slow service asked');
    await pause(500);
    const asked = slow.requests;
    expect(asked).toBeLessThanOrEqual(2);
    // nothing more for the slow service until its two minutes are over
    clock.set(new Date(GRACE_DUE.getTime() + 119_000));
    await pause(500);
    expect(slow.requests).toBe(asked);
    expect(slow.accepted).toBe(0);
    clock.set(new Date(GRACE_DUE.getTime() + 121_000));
    await slow.waitFor(2);
    expect(slow.deliveries.map((d) => d.json.dj)).toEqual(['Grace Hopper', 'Grace Hopper']);
    expect(fast.accepted).toBe(2);
  });

  it('drops a message whose pause would end after its set started', async () => {
    const slow = await startPushStandIn();
    cleanup.push(() => slow.close());
    const clock = movableClock();
    const server = await startPushServer(clock);
    cleanup.push(() => server.dispose());
    const device = await newDevice(server.url, slow);
    await subscribe(server.url, device, [GRACE, MARGARET]);
    // 15 minutes: Grace starts in 10
    slow.throttle(1, 900);
    clock.set(GRACE_DUE);
    await until(() => slow.requests >= 1, 'the reminder was tried');
    clock.set(new Date(GRACE_DUE.getTime() + 16 * 60_000));
    await pause(800);
    expect(slow.accepted).toBe(0);
    expect(slow.requests).toBe(1);
    // Margaret (23:00) is still ahead: her reminder at 22:50 goes out as usual
    clock.set(new Date('2026-07-30T22:50:00.000Z'));
    const [delivery] = await slow.waitFor(1);
    expect(delivery?.json.dj).toBe('Margaret');
  });
});

describe('HTTP/2 where the push service speaks it', () => {
  it('sends 300 messages as streams over at most two connections', async () => {
    const tmp = tempDir();
    cleanup.push(() => tmp.remove());
    const tls = throwawayCertificate(tmp.dir);
    if (!tls) return; // no openssl on this machine: nothing to stand in for FCM with
    const push = await startPushStandIn({ tls });
    cleanup.push(() => push.close());
    const clock = movableClock();
    const server = await startPushServer(clock, { env: { PUSH_TLS_CA: tls.certFile } });
    cleanup.push(() => server.dispose());
    const storage = openSqlite(path.join(server.dir, 'var', 'lineup.db'));
    cleanup.push(() => storage.close());
    await saveLikingDevices({
      storage,
      push,
      key: await serverKey(server.url),
      event: SUNRISE,
      dj: 'Grace Hopper',
      count: 300,
      now: clock.now(),
    });
    clock.set(GRACE_DUE);
    await until(() => push.accepted >= 300, '300 reminders');
    expect(push.httpVersions).toEqual(new Set(['2.0']));
    expect(push.connections).toBeLessThanOrEqual(2);
    expect(push.refusals).toEqual([]);
  });
});
