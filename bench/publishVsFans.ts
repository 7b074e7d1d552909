// `npm run bench -- publish` (issue 25, item 4): one organiser publishes a tiny change to their
// own event once a second (a set moves by five minutes and back) while fans load another
// event's now page (a festival of 3,000 sets on 20 stages, playing now: the HTML with the
// first screen prerendered). The figures are the fans' p99 against the same fans without the
// publishing, and the server's CPU per publish. Before caches were invalidated per event,
// each publish rebuilt every event's lineup, pages and JSON-LD. A second round publishes a
// new name each time instead (the same sets): every event's answer lists the others by name.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { largeFestivalData } from '../e2e/support/largeFestival.ts';
import { cpuSeconds } from './support/cpu.ts';
import { type Check, percentile } from './support/format.ts';
import { loadTimes, p99Check } from './support/readers.ts';
import { ROOT, startBenchServer } from './support/server.ts';

const FESTIVAL = 'big-fest';
const SETS = 3000;
const ROOMS = 20;
const NOW_PAGE = `/event/${FESTIVAL}`;
const READERS = 4;
const BASELINE_MS = 15_000;
const PUBLISH_MS = 30_000;
const PUBLISH_EVERY_MS = 1000;
const GOAL_MS = 50;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function clubText(minutes: number, name = 'Club Bench'): string {
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return `id: club-bench
meta:
  partyName: ${name}
  timeZone: Europe/Berlin
  rooms: [Floor]
sets:
  - {dj: Opener, room: 0, start: ${day}T21:00, end: ${day}T22:00, meta: []}
  - {dj: Middle, room: 0, start: ${day}T22:${String(minutes).padStart(2, '0')}, end: ${day}T23:30, meta: []}
  - {dj: Closer, room: 0, start: ${day}T23:30, end: ${day}T23:59, meta: []}
`;
}

/** now-page loads by READERS fans for `ms`; returns each load's time in ms */
function read(url: string, ms: number): Promise<number[]> {
  return loadTimes(url + NOW_PAGE, READERS, ms, { 'accept-encoding': 'gzip', 'user-agent': PHONE });
}

export async function publishVsFans(): Promise<{ checks: Check[]; [key: string]: unknown }> {
  const hour = 3600_000;
  const start = Math.floor(Date.now() / hour) * hour - (SETS / ROOMS / 2) * hour;
  const data = largeFestivalData({ id: FESTIVAL, sets: SETS, rooms: ROOMS, start });
  const server = await startBenchServer({ data });
  try {
    const added = spawnSync(
      process.execPath,
      [join(ROOT, 'packages/server/bin/lineup.ts'), 'organiser', 'add', '--event', 'club-bench'],
      {
        env: { ...process.env, DATABASE_URL: `sqlite:${join(server.dataDir, '..', 'lineup.db')}` },
      },
    );
    const token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout.toString())?.[1];
    if (!token) throw new Error(`no organiser token: ${added.stderr.toString()}`);
    const publishOnce = async (minutes: number, name?: string) => {
      const response = await fetch(`${server.url}/api/organiser/events/club-bench/versions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: clubText(minutes, name), format: 'yaml', note: 'bench' }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    // the event exists before the baseline: what follows only moves a set inside its night
    if ((await publishOnce(0)) !== 201) throw new Error('the first publish was refused');

    const cpu0 = cpuSeconds(server.pid);
    const baseline = await read(server.url, BASELINE_MS);
    const cpu1 = cpuSeconds(server.pid);

    /** fans' loads while the organiser publishes once a second; `rename`: a new name each time */
    const publishing = async (rename: boolean) => {
      let published = 0;
      let going = true;
      const publisher = (async () => {
        for (let round = 1; going; round++) {
          const started = Date.now();
          const status = rename
            ? await publishOnce(0, round % 2 === 0 ? 'Club Bench' : 'Club Bench Renamed')
            : await publishOnce(round % 2 === 0 ? 0 : 5);
          if (status === 201) published++;
          await new Promise((r) =>
            setTimeout(r, Math.max(0, PUBLISH_EVERY_MS - (Date.now() - started))),
          );
        }
      })();
      const loads = await read(server.url, PUBLISH_MS);
      going = false;
      await publisher;
      return { loads, published };
    };
    const { loads: during, published } = await publishing(false);
    const cpu2 = cpuSeconds(server.pid);
    const renaming = await publishing(true);
    const cpu3 = cpuSeconds(server.pid);
    // the server's CPU a publish costs beyond the fans' loads (on a shared machine latency moves
    // with the neighbours' load; CPU per publish does not)
    const perLoad = (cpu1 - cpu0) / baseline.length;
    const perPublishMs = ((cpu2 - cpu1 - perLoad * during.length) / Math.max(1, published)) * 1000;
    const perRenameMs =
      ((cpu3 - cpu2 - perLoad * renaming.loads.length) / Math.max(1, renaming.published)) * 1000;

    const p99 = percentile(during, 99);
    const result = {
      readers: READERS,
      baseline: {
        loads: baseline.length,
        p50: percentile(baseline, 50),
        p99: percentile(baseline, 99),
      },
      publishing: { loads: during.length, p50: percentile(during, 50), p99, published },
      renaming: {
        loads: renaming.loads.length,
        p50: percentile(renaming.loads, 50),
        p99: percentile(renaming.loads, 99),
        published: renaming.published,
      },
      serverCpu: { perLoadMs: perLoad * 1000, perPublishMs, perRenameMs },
    };
    console.log('\nOne organiser publishing once a second vs fans of another event');
    console.log(
      `  now-page loads, no publishing: ${baseline.length}, p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms`,
    );
    console.log(
      `  now-page loads, publishing:    ${during.length}, p50 ${result.publishing.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${published} versions published)`,
    );
    console.log(
      `  now-page loads, renaming:      ${renaming.loads.length}, p50 ${result.renaming.p50.toFixed(1)} ms, p99 ${result.renaming.p99.toFixed(1)} ms (${renaming.published} versions published, each a new name)`,
    );
    console.log(
      `  server CPU: ${(perLoad * 1000).toFixed(2)} ms a now-page load, ${perPublishMs.toFixed(0)} ms a publish beyond that, ${perRenameMs.toFixed(0)} ms a renaming publish`,
    );
    const checks: Check[] = [
      p99Check(
        "another event's now page p99 while an organiser publishes once a second",
        p99,
        GOAL_MS,
      ),
      p99Check(
        "another event's now page p99 while an organiser renames their event once a second",
        result.renaming.p99,
        GOAL_MS,
      ),
    ];
    return { checks, ...result };
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
