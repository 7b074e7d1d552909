// Two instances on one PostgreSQL both run the sender (issue 13): every reminder and every
// change alert reaches each device exactly once, whichever instance sends it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import type { TestServer } from '../helpers/server.ts';
import {
  GRACE,
  MARGARET,
  type MovableClock,
  movableClock,
  newDevice,
  pause,
  startPushServer,
  subscribe,
} from './pushHelpers.ts';

const DEVICES = 80;

describe.skipIf(!PG_TEST_URL)('push from two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let push: PushStandIn;
  let clock: MovableClock;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    db = await freshDatabase();
    push = await startPushStandIn();
    clock = movableClock();
    const options = { env: { DATABASE_URL: db.url, PUSH_TICK_MS: '20' } };
    // started together: both make a VAPID key pair, one is kept and both sign with it
    [one, two] = await Promise.all([
      startPushServer(clock, options),
      startPushServer(clock, options),
    ]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await push?.close();
    await db?.drop();
  });

  it('sends each reminder and each change alert exactly once', async () => {
    // subscribed through both instances, eight at a time
    for (let i = 0; i < DEVICES; i += 8) {
      await Promise.all(
        Array.from({ length: 8 }, async (_, j) => {
          const via = (i + j) % 2 === 0 ? one : two;
          const device = await newDevice(via.url, push);
          const { response } = await subscribe(via.url, device, [GRACE, MARGARET]);
          expect(response.status).toBe(200);
        }),
      );
    }

    clock.set(new Date('2026-07-30T21:55:00.000Z'));
    await push.waitFor(DEVICES);
    await pause(500);
    expect(push.deliveries).toHaveLength(DEVICES);
    expect(new Set(push.deliveries.map((d) => d.device)).size).toBe(DEVICES);
    expect(push.refusals).toEqual([]);

    // the same edit reaches both instances (each has its copy of the file): one alert each
    for (const server of [one, two]) {
      const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
      const text = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        text.replace('  - dj: Margaret\n    room: 1', '  - dj: Margaret\n    room: 0'),
      );
    }
    await push.waitFor(2 * DEVICES);
    await pause(800);
    const alerts = push.deliveries.filter((d) => d.json.kind === 'changes');
    expect(alerts).toHaveLength(DEVICES);
    expect(new Set(alerts.map((d) => d.device)).size).toBe(DEVICES);
    expect(push.deliveries).toHaveLength(2 * DEVICES);
  }, 120_000);
});
