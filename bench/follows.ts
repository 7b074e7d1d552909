// Followed acts booked at scale (issue 35): a new event file with 5,000 acts lands on a server
// whose 50,000 push devices follow two of those acts each. The server compares the versions
// once, queues one message per device and sends them; the figure runs from the file's write to
// the last message the stand-in push service took, while other fans keep loading a lineup.
// The devices and their follows are written straight into the database through the storage
// layer (the way POST /api/push/subscribe and /api/follows store them).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { actKey } from '@lineup/core';
import { saveFollowingDevices } from '../packages/server/test/helpers/pushDevices.ts';
import { type Check, percentile, table } from './support/format.ts';
import { probe, until } from './support/probe.ts';
import { duplicatesOf, pushScaleRun } from './support/pushScale.ts';

const DEVICES = Number(process.env.FOLLOWS_BENCH_DEVICES) || 50_000;
const ACTS = Number(process.env.FOLLOWS_BENCH_ACTS) || 5_000;
const EVENT = 'booked-2027';
const STAGES = 20;

const actName = (i: number) => `Booked Act ${String(i).padStart(4, '0')}`;

/** 5,000 sets over STAGES stages and nights a year ahead */
function eventText(now: number): string {
  const first = now + 365 * 86_400_000;
  const perStage = Math.ceil(ACTS / STAGES);
  return JSON.stringify({
    id: EVENT,
    meta: {
      partyName: 'Booked Festival 2027',
      timeZone: 'Europe/Berlin',
      rooms: Array.from({ length: STAGES }, (_, i) => `Stage ${i + 1}`),
    },
    sets: Array.from({ length: ACTS }, (_, i) => {
      const start = first + Math.floor(i / STAGES) * 3600_000 * (24 / perStage);
      return {
        dj: actName(i),
        room: i % STAGES,
        start: new Date(start).toISOString(),
        end: new Date(start + 3600_000).toISOString(),
      };
    }),
  });
}

/** device d follows act d and act d + ACTS / 2 (so every act has 2 × DEVICES / ACTS followers) */
function actsOf(d: number): string[] {
  const pair = d % (ACTS / 2);
  return [actKey(actName(pair)), actKey(actName(pair + ACTS / 2))].filter(
    (a): a is string => a !== null,
  );
}

interface Run {
  instances: number;
  setupS: number;
  queuedS: number;
  lastS: number;
  accepted: number;
  duplicates: number;
  p99: number;
  /** the same fans just before, without the booking: this run's baseline at the machine's load */
  quietP99: number;
  /** the machine's 1-minute load average when the last message was taken */
  load: number;
}

async function runOnce(database: 'sqlite' | 'postgres', instances: number): Promise<Run> {
  return pushScaleRun({
    name: 'follows',
    database,
    instances,
    prepare: async ({ storage, push, key, eventsDir }) => {
      const now = Date.now();
      // a small event the probing fans load meanwhile
      writeFileSync(
        join(eventsDir, 'club.json'),
        JSON.stringify({
          id: 'club-2027',
          meta: { partyName: 'Club', timeZone: 'Europe/Berlin', rooms: ['Floor'] },
          sets: [
            {
              dj: 'Resident',
              room: 0,
              start: new Date(now + 86_400_000).toISOString(),
              end: new Date(now + 90_000_000).toISOString(),
            },
          ],
        }),
      );
      await saveFollowingDevices({
        storage,
        push,
        key,
        count: DEVICES,
        actsOf,
        now: new Date(now),
      });
    },
    run: async ({ servers, push, setupS }) => {
      console.log(`  ${DEVICES} devices following ${ACTS} acts saved in ${setupS.toFixed(1)} s`);
      const text = eventText(Date.now());
      const lineup = `${servers[0]?.url}/api/lineup/club-2027`;
      const quiet = await probe(lineup, () => new Promise((ok) => setTimeout(ok, 5000)));
      let from = 0;
      let firstAt = 0;
      const times = await probe(lineup, async () => {
        // a few seconds of fans before the booking, then the new event reaches every instance
        await new Promise((ok) => setTimeout(ok, 2000));
        from = Date.now();
        for (const server of servers) {
          writeFileSync(join(server.dataDir, 'events', `${EVENT}.json`), text);
        }
        await until(() => push.accepted > 0, 120_000, 20);
        firstAt = Date.now();
        await until(() => push.accepted >= DEVICES, 300_000);
        // time for a second claim or instance to send anything twice
        await new Promise((ok) => setTimeout(ok, 3000));
      });
      return {
        instances,
        setupS,
        queuedS: (firstAt - from) / 1000,
        lastS: push.accepted >= DEVICES ? (push.lastAcceptedAt - from) / 1000 : Number.NaN,
        accepted: push.accepted,
        duplicates: duplicatesOf(push),
        p99: percentile(times, 99),
        quietP99: percentile(quiet, 99),
        load: loadavg()[0] ?? 0,
      };
    },
  });
}

export async function followsBench(): Promise<{ checks: Check[]; details: object }> {
  const runs = [await runOnce('sqlite', 1)];
  if (process.env.PG_TEST_URL) runs.push(await runOnce('postgres', 2));
  console.log(
    table(
      ['followed acts booked', 'value'],
      runs.flatMap((r) => [
        [
          `${r.instances} instance(s): file written → first / last of ${DEVICES} accepted`,
          `${r.queuedS.toFixed(1)} / ${r.lastS.toFixed(1)} s (${r.accepted} accepted, ${r.duplicates} twice; load average ${r.load.toFixed(1)})`,
        ],
        [
          `${r.instances} instance(s): lineup p99 meanwhile (just before, without the booking)`,
          `${r.p99.toFixed(1)} ms (${r.quietP99.toFixed(1)} ms)`,
        ],
      ]),
    ),
  );
  const one = runs[0] as Run;
  return {
    checks: runs.flatMap((r) => [
      {
        name: `follows: ${ACTS} acts booked for ${DEVICES} devices, ${r.instances} instance(s), last push`,
        value: Number(r.lastS.toFixed(1)),
        unit: 's',
        goal: '≤ 60 s',
        ok: r.lastS <= 60 && r.accepted === DEVICES && r.duplicates === 0,
      },
      {
        name: `follows: lineup p99 for other fans meanwhile, ${r.instances} instance(s)`,
        value: Number(r.p99.toFixed(1)),
        unit: 'ms',
        goal: '< 50 ms',
        ok: r.p99 < 50,
      },
    ]),
    details: { runs, one },
  };
}
