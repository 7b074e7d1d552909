// Web Push under load (issue 13): the real server (its own process, SQLite as deployed by
// default) sends to the stand-in push service, which checks each VAPID signature and decrypts
// each message as a phone would.
// - a reminder: when it leaves after its due time (the sender ticks every 5 s by default);
// - a fan-out: one edit of the event file changes 100 sets liked across 10,000 subscriptions;
//   the time from saving the file to the last alert arriving, while a few other fans keep
//   loading the lineup (their p99 is the figure, beside the same figure without the fan-out).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PushStandIn, startPushStandIn } from '../packages/server/test/helpers/pushStandIn.ts';
import { type Check, percentile, table } from './support/format.ts';
import { probe, until } from './support/probe.ts';
import { startBenchServer } from './support/server.ts';

/** PUSH_BENCH_SUBSCRIPTIONS: fewer for a quick look */
const SUBSCRIPTIONS = Number(process.env.PUSH_BENCH_SUBSCRIPTIONS) || 10_000;
const LIKES_EACH = 10;
const ROOMS = 4;
const SETS = 200;
const CHANGED = 100;
const SUBSCRIBE_CONCURRENCY = 16;
const EVENT = 'pushbench-2026';
const HOUR = 3600_000;

interface BenchSet {
  dj: string;
  room: number;
  start: string;
  end: string;
}

function eventFile(sets: BenchSet[]) {
  return JSON.stringify({
    id: EVENT,
    meta: { partyName: 'Push Bench', timeZone: 'Europe/Berlin', rooms: ['A', 'B', 'C', 'D'] },
    sets,
  });
}

function lineupSets(now: number): { sets: BenchSet[]; early: BenchSet } {
  // the early set starts 10 min 20 s from now: its 10-minute reminder is due in 20 s
  const early = {
    dj: 'Early Act',
    room: 0,
    start: new Date(now + 10 * 60_000 + 20_000).toISOString(),
    end: new Date(now + 50 * 60_000).toISOString(),
  };
  const base = Math.ceil((now + 2 * HOUR) / HOUR) * HOUR;
  const sets = Array.from({ length: SETS }, (_, i) => ({
    dj: `Act ${String(i + 1).padStart(3, '0')}`,
    room: i % ROOMS,
    start: new Date(base + Math.floor(i / ROOMS) * HOUR).toISOString(),
    end: new Date(base + (Math.floor(i / ROOMS) + 1) * HOUR).toISOString(),
  }));
  return { sets, early };
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

async function subscribeAll(url: string, push: PushStandIn, key: string, sets: BenchSet[]) {
  let state = 7;
  const rnd = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const plans = Array.from({ length: SUBSCRIPTIONS }, () => {
    const picked = new Set<BenchSet>();
    while (picked.size < LIKES_EACH) picked.add(sets[Math.floor(rnd() * sets.length)] as BenchSet);
    return [...picked];
  });
  const beginning = sets.map((s) => s.start).sort()[0] ?? '';
  await inParallel(plans, SUBSCRIBE_CONCURRENCY, async (liked) => {
    const device = push.device(key);
    const response = await fetch(`${url}/api/push/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: device.subscription,
        locale: 'en',
        minutesBefore: 10,
        likes: liked.map((s) => ({
          dj: s.dj,
          room: s.room,
          started: s.start,
          beginningSchedule: beginning,
          partyName: 'Push Bench',
        })),
      }),
    });
    if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
  });
}

export async function pushBench(): Promise<{ checks: Check[]; details: object }> {
  const push = await startPushStandIn();
  const now = Date.now();
  const { sets, early } = lineupSets(now);
  const source = mkdtempSync(join(tmpdir(), 'lineup-push-bench-'));
  mkdirSync(join(source, 'events'));
  writeFileSync(join(source, 'events', `${EVENT}.json`), eventFile([early, ...sets]));
  const server = await startBenchServer({
    data: source,
    env: {
      PUSH_ALLOW_HTTP: '1',
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: process.env.PUSH_BENCH_LOG ?? 'warn',
    },
  });
  const lineupUrl = `${server.url}/api/lineup/${EVENT}`;
  try {
    const key = (
      (await (await fetch(`${server.url}/api/push/key`)).json()) as { publicKey: string }
    ).publicKey;

    // the reminder: one fan liked the early set
    const probeDevice = push.device(key);
    const dueAt = Date.parse(early.start) - 10 * 60_000;
    await fetch(`${server.url}/api/push/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: probeDevice.subscription,
        locale: 'en',
        minutesBefore: 10,
        likes: [
          {
            dj: early.dj,
            room: early.room,
            started: early.start,
            beginningSchedule: early.start,
            partyName: 'Push Bench',
          },
        ],
      }),
    });

    const subscribeStarted = Date.now();
    console.log(`  subscribing ${SUBSCRIPTIONS} devices…`);
    await subscribeAll(server.url, push, key, sets);
    const subscribeS = (Date.now() - subscribeStarted) / 1000;

    const reminderArrived = await until(
      () => push.deliveries.some((d) => d.device === probeDevice.id),
      120_000,
      50,
    );
    const reminder = push.deliveries.find((d) => d.device === probeDevice.id);
    const reminderLateS = reminder ? (reminder.at - dueAt) / 1000 : Number.NaN;

    // quiet: the lineup's latency with nothing else going on
    const quiet = await probe(lineupUrl, () => new Promise((ok) => setTimeout(ok, 5000)));

    // the edit: 100 sets end 15 minutes earlier
    const changed = sets.map((s, i) =>
      i < CHANGED ? { ...s, end: new Date(Date.parse(s.end) - 15 * 60_000).toISOString() } : s,
    );
    const alerts = () => push.deliveries.filter((d) => d.json.kind === 'changes').length;
    const expected = SUBSCRIPTIONS; // nearly every fan likes one of the 100 (checked below)
    let fanOutS = Number.NaN;
    let alertCount = 0;
    const busy = await probe(lineupUrl, async () => {
      const saved = Date.now();
      writeFileSync(
        join(server.dataDir, 'events', `${EVENT}.json`),
        eventFile([early, ...changed]),
      );
      // done when no alert arrived for 5 s after the last one (or 180 s in all)
      let last = -1;
      let lastChange = Date.now();
      while ((last <= 0 || Date.now() - lastChange < 5000) && Date.now() - saved < 180_000) {
        const count = alerts();
        if (count !== last) {
          last = count;
          lastChange = Date.now();
        }
        await new Promise((ok) => setTimeout(ok, 100));
      }
      alertCount = alerts();
      const lastAt = Math.max(
        ...push.deliveries.filter((d) => d.json.kind === 'changes').map((d) => d.at),
      );
      fanOutS = (lastAt - saved) / 1000;
    });

    const quietP99 = percentile(quiet, 99);
    const busyP99 = percentile(busy, 99);
    console.log(
      table(
        ['push', 'value'],
        [
          [
            'subscriptions made (setup, HTTP)',
            `${SUBSCRIPTIONS + 1} in ${subscribeS.toFixed(0)} s`,
          ],
          ['reminder after its due time', `${reminderLateS.toFixed(1)} s`],
          [
            'alerts delivered for one edit',
            `${alertCount} (of ≤ ${expected} liking a changed set)`,
          ],
          ['edit saved → last alert delivered', `${fanOutS.toFixed(1)} s`],
          [
            'lineup p99 quiet / during fan-out',
            `${quietP99.toFixed(1)} / ${busyP99.toFixed(1)} ms (${busy.length} requests)`,
          ],
          ['refused by the push service', String(push.refusals.length)],
        ],
      ),
    );
    return {
      checks: [
        {
          name: 'push: reminder leaves after its due time',
          value: Number(reminderLateS.toFixed(1)),
          unit: 's',
          goal: '≤ 30 s',
          ok: reminderArrived && reminderLateS <= 30,
        },
        {
          name: `push: one edit fanned out to ${alertCount} devices`,
          value: Number(fanOutS.toFixed(1)),
          unit: 's',
          goal: '< 60 s',
          ok: fanOutS < 60 && alertCount > 0.99 * expected && push.refusals.length === 0,
        },
        {
          name: 'push: lineup p99 for other fans during the fan-out',
          value: Number(busyP99.toFixed(1)),
          unit: 'ms',
          goal: '< 50 ms',
          ok: busyP99 < 50,
        },
      ],
      details: {
        subscribeS,
        reminderLateS,
        alertCount,
        fanOutS,
        quietP99,
        busyP99,
        refusals: push.refusals.length,
      },
    };
  } finally {
    if (process.env.PUSH_BENCH_LOG) {
      console.log(
        server
          .logs()
          .split('\n')
          .filter((l) => /push|change alerts/.test(l))
          .slice(-20)
          .join('\n'),
      );
    }
    await server.stop();
    await push.close();
    rmSync(source, { recursive: true, force: true });
  }
}
