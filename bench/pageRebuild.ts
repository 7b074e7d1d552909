// A big festival's pages rebuilt at a minute's turn (issue 37): the grid's and the now page's
// first screens of Glastonbury 2023 (2,993 sets, 85 stages) are drawn once a minute per
// language. The server runs in this process so its thread's event-loop delay
// (monitorEventLoopDelay) is read while the eight pages (grid and now page, four languages)
// are asked for at once; a worker thread asks for them and for /health meanwhile, every 10 ms
// (what another fan waits). Then one page alone at a new minute: its build's wall time; then
// the grid asked for 15 s before a minute and again as the minute starts (REBUILD_AHEAD_WAIT_MS
// later, default 8 s): what the first fan of a minute waits when the pages were asked lately.
//
// REBUILD_BEFORE=<a checkout's root> runs that checkout's server beside this one, round by
// round in turn (before/after in the same period).
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { buildApp as BuildApp } from '../packages/server/src/app.ts';
import type { loadConfig as LoadConfig } from '../packages/server/src/config.ts';
import { type Check, median } from './support/format.ts';
import { GLASTONBURY, glastonburyData } from './support/glastonbury.ts';
import type { PageRequest, PageTimes } from './support/pageClient.ts';
import { ROOT } from './support/server.ts';

const ROUNDS = Number(process.env.REBUILD_ROUNDS ?? 5);
/** REBUILD_HEALTH=off: the server's thread does the pages' work only */
const HEALTH = process.env.REBUILD_HEALTH !== 'off';
/** Saturday 21:00 in Pilton */
const START = Date.parse('2023-06-24T20:00:00.000Z');
const LOCALES = ['', '/de', '/fr', '/pl'];
/** the time given to a server between the fan 15 s before a minute and the first of it */
const AHEAD_WAIT_MS = Number(process.env.REBUILD_AHEAD_WAIT_MS ?? 8000);
const PAGES = LOCALES.flatMap((l) => [`${l}/grid/${GLASTONBURY}`, `${l}/event/${GLASTONBURY}`]);

interface Server {
  name: string;
  app: FastifyInstance;
  base: string;
  now: number;
}

interface Round {
  /** the server thread's event-loop delay while the eight pages were rebuilt */
  delayMaxMs: number;
  delayP99Ms: number;
  /** CPU on the server's thread meanwhile (the /health answers' included) */
  cpuMs: number;
  /** the longest /health answer meanwhile, and the last page's */
  healthMaxMs: number;
  pagesMs: number;
  /** one page alone at a new minute */
  gridMs: number;
  nowPageMs: number;
  /** the grid at a new minute, when the pages were asked for 15 s before it */
  gridAheadMs: number;
  /** CPU of the server's thread from that ask to the minute (the builds ahead, if any) */
  aheadCpuMs: number;
}

async function startIn(root: string, name: string, data: string): Promise<Server> {
  const src = join(root, 'packages/server/src');
  const { buildApp } = (await import(join(src, 'app.ts'))) as { buildApp: typeof BuildApp };
  const { loadConfig } = (await import(join(src, 'config.ts'))) as {
    loadConfig: typeof LoadConfig;
  };
  const dir = join(data, name);
  mkdirSync(dir, { recursive: true });
  const server = { name, base: '', now: START } as Server;
  const env = {
    DATA_DIR: data,
    DATABASE_URL: `sqlite:${join(dir, 'lineup.db')}`,
    WEB_DIST: join(ROOT, 'packages/web/dist'),
    // the festival's import notes (long act names) are warnings of every start
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  server.app = await buildApp(loadConfig(env, ROOT), {
    clock: { now: () => new Date(server.now) },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  server.base = `http://127.0.0.1:${address.port}`;
  return server;
}

function ask(client: Worker, request: PageRequest): Promise<PageTimes> {
  return new Promise((resolve, reject) => {
    client.once('message', (m: PageTimes | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    client.postMessage(request);
  });
}

async function round(server: Server, client: Worker): Promise<Round> {
  server.now += 60_000;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.threadCpuUsage();
  const all = await ask(client, { base: server.base, paths: PAGES, health: HEALTH });
  const used = process.threadCpuUsage(cpu);
  delay.disable();
  server.now += 60_000;
  const grid = await ask(client, {
    base: server.base,
    paths: [`/grid/${GLASTONBURY}`],
    health: false,
  });
  server.now += 60_000;
  const nowPage = await ask(client, {
    base: server.base,
    paths: [`/event/${GLASTONBURY}`],
    health: false,
  });
  // a fan 15 s before the next minute, and what the server does meanwhile (the code since
  // issue 37 builds the next minute's pages of the last minutes ahead), then the first fan
  // of the minute
  server.now += 45_000;
  const aheadCpu = process.threadCpuUsage();
  await ask(client, { base: server.base, paths: [`/grid/${GLASTONBURY}`], health: false });
  await new Promise((resolve) => setTimeout(resolve, AHEAD_WAIT_MS));
  const aheadUsed = process.threadCpuUsage(aheadCpu);
  server.now += 15_000;
  const ahead = await ask(client, {
    base: server.base,
    paths: [`/grid/${GLASTONBURY}`],
    health: false,
  });
  return {
    gridAheadMs: ahead.pagesMs[0]!,
    aheadCpuMs: (aheadUsed.user + aheadUsed.system) / 1000,
    delayMaxMs: delay.max / 1e6,
    delayP99Ms: delay.percentile(99) / 1e6,
    cpuMs: (used.user + used.system) / 1000,
    healthMaxMs: Math.max(0, ...all.healthMs),
    pagesMs: Math.max(...all.pagesMs),
    gridMs: grid.pagesMs[0]!,
    nowPageMs: nowPage.pagesMs[0]!,
  };
}

export async function pageRebuildBench() {
  const data = glastonburyData();
  const client = new Worker(new URL('./support/pageClient.ts', import.meta.url));
  const servers: Server[] = [];
  const rounds = new Map<string, Round[]>();
  try {
    const before = process.env.REBUILD_BEFORE;
    if (before) servers.push(await startIn(before, 'before', data));
    servers.push(await startIn(ROOT, before ? 'after' : 'this', data));
    for (const s of servers) {
      // the lineup built, its nights split, the renderer loaded: what a running server holds
      await ask(client, { base: s.base, paths: PAGES, health: HEALTH });
      rounds.set(s.name, []);
    }
    for (let i = 0; i < ROUNDS; i++) {
      for (const s of servers) rounds.get(s.name)!.push(await round(s, client));
    }
  } finally {
    for (const s of servers) await s.app.close();
    await client.terminate();
    rmSync(data, { recursive: true, force: true });
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const list = (v: Round[], pick: (r: Round) => number) =>
    v.map((r) => pick(r).toFixed(0)).join(' / ');
  console.log(
    `\nGlastonbury 2023's grid and now page in four languages at a new minute (${ROUNDS} rounds, load average ${load})`,
  );
  const checks: Check[] = [];
  for (const [name, v] of rounds) {
    console.log(`  ${name}:`);
    console.log(`    event-loop delay, max: ${list(v, (r) => r.delayMaxMs)} ms`);
    console.log(`    event-loop delay, p99: ${list(v, (r) => r.delayP99Ms)} ms`);
    console.log(`    CPU of the server's thread meanwhile: ${list(v, (r) => r.cpuMs)} ms`);
    console.log(`    longest /health meanwhile: ${list(v, (r) => r.healthMaxMs)} ms`);
    console.log(`    the eight pages in: ${list(v, (r) => r.pagesMs)} ms`);
    console.log(`    one grid page's build: ${list(v, (r) => r.gridMs)} ms`);
    console.log(`    one now page's build: ${list(v, (r) => r.nowPageMs)} ms`);
    console.log(
      `    the grid at a new minute, asked for 15 s before it: ${list(v, (r) => r.gridAheadMs)} ms`,
    );
    console.log(
      `    CPU of the server's thread from that ask to the minute: ${list(v, (r) => r.aheadCpuMs)} ms`,
    );
    const delay = median(v.map((r) => r.delayMaxMs));
    checks.push({
      name: `minute's rebuild of a big festival's pages (${name}): longest event-loop delay`,
      value: Math.round(delay),
      unit: 'ms',
      goal: '<= 50 ms',
      ok: delay <= 50,
    });
  }
  return { checks, details: Object.fromEntries(rounds) };
}
