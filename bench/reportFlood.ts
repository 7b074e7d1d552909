// `npm run bench -- reports` (issue 34): 1,000 fans' reports arrive within a minute (a
// thousand phones, different acts on different stages, so the queue fills past its cap and
// the oldest are refused as they come) while fans read a big festival's lineup (3,000 sets on
// 20 stages), 300 reads a second on a fixed schedule whatever the server's answers take. The flood runs twice: with the event's trust rule off (the default) and on (each
// "now playing" report counts the phones naming its act, where the report is stored). The
// figures: the fans' p99 without reports and during each flood, and the reports taken.
import { rmSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { largeFestivalData } from '../e2e/support/largeFestival.ts';
import { type Check, percentile } from './support/format.ts';
import { openTimes, p99Check } from './support/readers.ts';
import type { ReportSenderInput, ReportSenderOutput } from './support/reportSender.ts';
import { startBenchServer } from './support/server.ts';

const FESTIVAL = 'big-fest';
const SETS = 3000;
const ROOMS = 20;
// fans' reads on a fixed schedule, each timed from when it was due (support/readers.ts
// openTimes): a stall of the server shows in every read due during it
const READS_PER_SECOND = 300;
const CONNECTIONS = 64;
const BASELINE_MS = 15_000;
const REPORTS = 1000;
const FLOOD_MS = 60_000;
const GOAL_MS = 50;
const ORGANISER = 'bench-organiser-token-0123456789abcdef';

/** the reads' times; `resent` counts reads sent again on a connection the server had closed */
async function read(url: string, ms: number, resent: { count: number }): Promise<number[]> {
  const { times, resent: again } = await openTimes(
    `${url}/api/lineup/${FESTIVAL}`,
    READS_PER_SECOND,
    ms,
    { connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip' } },
  );
  resent.count += again;
  return times;
}

/**
 * The garbage collections of this thread, the one that times the fans' reads: a pause here
 * delays the reads' timing as a pause of the server would, so the bench says how much of it
 * there was (node:http's client once made it a major collection every 0.4 s).
 */
const benchPauses = (() => {
  let count = 0;
  let ms = 0;
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      count++;
      ms += entry.duration;
      longest = Math.max(longest, entry.duration);
    }
  });
  return {
    start: () => observer.observe({ entryTypes: ['gc'] }),
    stop: () => observer.disconnect(),
    /** what was collected since the last take */
    take() {
      const taken = { count, ms, longest };
      count = 0;
      ms = 0;
      longest = 0;
      return taken;
    },
  };
})();

export async function reportFlood(): Promise<{ checks: Check[]; [key: string]: unknown }> {
  benchPauses.start();
  try {
    const off = await floodOnce(false);
    const on = await floodOnce(true);
    return { checks: [...off.checks, ...on.checks], trustOff: off, trustOn: on };
  } finally {
    benchPauses.stop();
  }
}

async function floodOnce(trust: boolean): Promise<{ checks: Check[]; [key: string]: unknown }> {
  const hour = 3600_000;
  const start = Math.floor(Date.now() / hour) * hour - (SETS / ROOMS / 2) * hour;
  const data = largeFestivalData({ id: FESTIVAL, sets: SETS, rooms: ROOMS, start });
  const server = await startBenchServer({
    data,
    env: {
      REPORTS_PER_ADDRESS_HOUR: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ORGANISER_TOKEN: ORGANISER,
    },
  });
  try {
    // published from the database, as an event taking fans' reports is (a file-served one
    // takes reports but no accept): the trust rule reads the live version, as it would live
    const adopt = await fetch(`${server.url}/api/organiser/events/${FESTIVAL}/adopt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ORGANISER}` },
    });
    if (adopt.status !== 201) throw new Error(`not adopted: ${adopt.status} ${await adopt.text()}`);
    if (trust) {
      const set = await fetch(`${server.url}/api/organiser/events/${FESTIVAL}/reports/settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ORGANISER}`, 'content-type': 'application/json' },
        body: JSON.stringify({ on: true }),
      });
      if (!set.ok) throw new Error(`trust rule not switched on: ${set.status} ${await set.text()}`);
    }
    // the published version's lineup built and compressed before anything is timed
    const resent = { count: 0 };
    await read(server.url, 2000, resent);
    // the warm-up and the start are not counted
    benchPauses.take();
    const baseline = await read(server.url, BASELINE_MS, resent);
    const ownBaseline = benchPauses.take();
    // the reports are sent from a worker thread (support/reportSender.ts): the fans' reads are
    // timed on this thread, which does nothing else meanwhile
    const sender = new Worker(new URL('./support/reportSender.ts', import.meta.url), {
      workerData: {
        url: server.url,
        event: FESTIVAL,
        rooms: ROOMS,
        reports: REPORTS,
        ms: FLOOD_MS,
      } satisfies ReportSenderInput,
    });
    const flood = new Promise<ReportSenderOutput>((done, fail) => {
      sender.once('message', done);
      sender.once('error', fail);
    });
    const during = await read(server.url, FLOOD_MS, resent);
    const ownFlood = benchPauses.take();
    const { statuses, answered } = await flood;
    await sender.terminate();
    const p99 = percentile(during, 99);
    const result = {
      trustRule: trust,
      readsPerSecond: READS_PER_SECOND,
      readsResent: resent.count,
      baseline: {
        reads: baseline.length,
        p50: percentile(baseline, 50),
        p99: percentile(baseline, 99),
        benchGc: ownBaseline,
      },
      flood: {
        reads: during.length,
        p50: percentile(during, 50),
        p99,
        reports: statuses,
        reportAnswer: { p50: percentile(answered, 50), p99: percentile(answered, 99) },
        benchGc: ownFlood,
      },
    };
    console.log(
      `\n1,000 fans’ reports in a minute vs fans reading a 3,000-set lineup (trust rule ${trust ? 'on' : 'off'})`,
    );
    console.log(
      `  lineup reads, no reports: ${baseline.length}, p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms`,
    );
    console.log(
      `  lineup reads, reports:    ${during.length}, p50 ${result.flood.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (answers: ${JSON.stringify(result.flood.reports)})`,
    );
    console.log(
      `  answers to reports: p50 ${result.flood.reportAnswer.p50.toFixed(1)} ms, p99 ${result.flood.reportAnswer.p99.toFixed(1)} ms; reads sent again: ${resent.count}`,
    );
    console.log(
      `  the bench's own garbage collections while it timed the reads: ${ownBaseline.count} (${ownBaseline.ms.toFixed(0)} ms, longest ${ownBaseline.longest.toFixed(1)} ms) without reports, ${ownFlood.count} (${ownFlood.ms.toFixed(0)} ms, longest ${ownFlood.longest.toFixed(1)} ms) during them`,
    );
    return {
      checks: [
        p99Check(
          `fans’ lineup p99 while 1,000 reports arrive in a minute, trust rule ${trust ? 'on' : 'off'}`,
          p99,
          GOAL_MS,
        ),
      ],
      ...result,
    };
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
