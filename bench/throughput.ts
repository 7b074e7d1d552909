// GET /api/lineup/{event} under load (32 connections): our server against nginx serving the
// same body as a static precompressed file with the same headers, in the same run, one core
// each: the server (then nginx) on core 0, wrk on core 1. A bare node:http server sending the
// same bytes is measured beside them: the floor of any Node server. And the deployment's nginx
// (docs/nginx/lineup.conf) in front of the server: what fans get behind the front door, from
// the files the server keeps (LINEUP_FILES_DIR), and, beside it, from its one-second cache
// alone (instances elsewhere or without the setting). Loopback only, seconds.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cpuSeconds } from './support/cpu.ts';
import { fetchRaw } from './support/fetchRaw.ts';
import { type Check, table } from './support/format.ts';
import { nginxAvailable, startProxyNginx, startStaticNginx } from './support/nginx.ts';
import { startRawNode } from './support/rawNode.ts';
import { startBenchServer } from './support/server.ts';
import { type WrkResult, wrk } from './support/wrk.ts';

const CONNECTIONS = 32;
const SECONDS = 3;
const ROUNDS = 3;
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const KINDS = [
  { kind: 'full', label: 'full response (gzip, 200)', goal: 0.8 },
  { kind: 'revalidate', label: 'revalidation (304)', goal: 0.6 },
] as const;
const TARGETS = ['server', 'node:http', 'via nginx', 'cache only', 'nginx'] as const;
/** the deployment's nginx (docs/nginx/lineup.conf, its files) against nginx's static file */
const VIA_NGINX_GOAL = 0.9;
type Target = (typeof TARGETS)[number];

interface Run extends WrkResult {
  /** CPU seconds the serving process used during the run */
  cpu: number;
}

interface Side {
  /** the round with the most requests per second */
  best: Run;
  /** requests per CPU second over all rounds */
  perCpu: number;
}

async function measure(url: string, headers: Record<string, string>, pid: number): Promise<Run> {
  // a short warm-up (JIT, connections), then the measured run
  await wrk({ url, headers, connections: CONNECTIONS, seconds: 1, core: LOAD_CORE });
  const before = cpuSeconds(pid);
  const result = await wrk({
    url,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    core: LOAD_CORE,
  });
  return { ...result, cpu: cpuSeconds(pid) - before };
}

/** what node:http adds by itself or what describes one connection */
const PER_CONNECTION = /^(date|connection|keep-alive|content-length|transfer-encoding)$/i;

export async function throughput(path: string) {
  if (!nginxAvailable()) {
    console.log(
      '\nLineup throughput: skipped, nginx is not installed (apt-get install nginx-light)',
    );
    return { checks: [] as Check[] };
  }
  const stops: (() => Promise<void>)[] = [];
  try {
    const filesDir = mkdtempSync(join(tmpdir(), 'lineup-files-'));
    // nginx's worker drops root for an unprivileged user: it must be able to read the files
    chmodSync(filesDir, 0o755);
    stops.push(async () => rmSync(filesDir, { recursive: true, force: true }));
    const server = await startBenchServer({
      core: SERVER_CORE,
      env: { LINEUP_FILES_DIR: filesDir },
    });
    stops.push(() => server.stop());
    // the server writes its lineup files once running
    const file = join(filesDir, 'identity', path);
    for (let waited = 0; !existsSync(file); waited += 20) {
      if (waited > 10_000) throw new Error(`the server wrote no ${file}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const sent = await fetchRaw(server.url + path, { 'accept-encoding': 'gzip' });
    const etag = sent.headers.get('etag') ?? '';
    const identity = gunzipSync(sent.body);

    const proxy = await startProxyNginx({
      upstreamPort: server.port,
      path,
      core: SERVER_CORE,
      filesDir,
    });
    stops.push(() => proxy.stop());
    const cacheOnly = await startProxyNginx({ upstreamPort: server.port, path, core: SERVER_CORE });
    stops.push(() => cacheOnly.stop());
    const viaProxy = await fetchRaw(proxy.url + path, { 'accept-encoding': 'gzip' });
    if (!viaProxy.body.equals(sent.body)) throw new Error('the files do not hold the same body');
    if (!viaProxy.headers.has('last-modified')) throw new Error('nginx did not serve the file');
    const viaCache = await fetchRaw(cacheOnly.url + path, { 'accept-encoding': 'gzip' });
    if (!viaCache.body.equals(sent.body)) throw new Error('the proxy does not pass the same body');
    const nginx = await startStaticNginx({
      path,
      identity,
      gzip: sent.body,
      // the headers fans get through the front door (HSTS included)
      headers: viaProxy.headers,
      core: SERVER_CORE,
    });
    stops.push(() => nginx.stop());
    const probe = await fetchRaw(nginx.url + path, { 'accept-encoding': 'gzip' });
    if (!probe.body.equals(sent.body)) throw new Error('nginx does not serve the same body');
    const headerList = sent.raw.filter((_, i, all) => !PER_CONNECTION.test(all[i - (i % 2)]!));
    const raw = await startRawNode({
      body: sent.body,
      headers: headerList,
      etag,
      core: SERVER_CORE,
    });
    stops.push(() => raw.stop());

    const targets: Record<Target, { url: string; etag: string; pid: number }> = {
      server: { url: server.url + path, etag, pid: server.pid },
      'node:http': { url: `${raw.url}/`, etag, pid: raw.pid },
      'via nginx': {
        url: proxy.url + path,
        etag: viaProxy.headers.get('etag') ?? '',
        pid: proxy.pid,
      },
      'cache only': { url: cacheOnly.url + path, etag, pid: cacheOnly.pid },
      nginx: { url: nginx.url + path, etag: probe.headers.get('etag') ?? '', pid: nginx.pid },
    };
    const runs = new Map<string, Run[]>();
    // The machine is shared: the servers take turns, round after round.
    for (let round = 0; round < ROUNDS; round++) {
      for (const { kind } of KINDS) {
        for (const name of TARGETS) {
          const t = targets[name];
          const headers: Record<string, string> = { 'Accept-Encoding': 'gzip' };
          if (kind === 'revalidate') headers['If-None-Match'] = t.etag;
          const key = `${name}:${kind}`;
          const list = runs.get(key) ?? [];
          list.push(await measure(t.url, headers, t.pid));
          runs.set(key, list);
        }
      }
    }
    const side = (name: Target, kind: string): Side => {
      const all = runs.get(`${name}:${kind}`)!;
      const requests = all.reduce((sum, r) => sum + r.requests, 0);
      const cpu = all.reduce((sum, r) => sum + r.cpu, 0);
      return { best: all.reduce((a, b) => (b.rps > a.rps ? b : a)), perCpu: requests / cpu };
    };

    console.log(
      `\nGET ${path}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server and kind, taking turns; servers on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}; body ${identity.length} B, gzip ${sent.body.length} B, ${headerList.length / 2} headers`,
    );
    const rows: string[][] = [];
    const checks: Check[] = [];
    for (const { kind, label, goal } of KINDS) {
      const nginxSide = side('nginx', kind);
      for (const name of TARGETS) {
        const s = side(name, kind);
        rows.push([
          name === 'server' ? label : '',
          name,
          s.best.rps.toFixed(0),
          `${s.best.p99ms.toFixed(2)} ms`,
          s.perCpu.toFixed(0),
          name === 'nginx' ? '1.00' : (s.perCpu / nginxSide.perCpu).toFixed(2),
          name === 'server' ? `>= ${goal}` : name === 'via nginx' ? `>= ${VIA_NGINX_GOAL}` : '',
        ]);
        if (s.best.non2xx3xx + s.best.errors > 0) {
          console.log(`  warning: ${name} answered errors or dropped sockets (${kind})`);
        }
      }
      const server = side('server', kind);
      const ratio = server.perCpu / nginxSide.perCpu;
      checks.push({
        name: `lineup ${label} vs nginx`,
        value: Math.round(ratio * 100) / 100,
        unit: `x (node:http floor ${(side('node:http', kind).perCpu / nginxSide.perCpu).toFixed(2)}x; p99 ${server.best.p99ms.toFixed(1)} ms)`,
        goal: `>= ${goal}x`,
        ok: ratio >= goal,
      });
    }
    for (const { kind, label } of KINDS) {
      const ratio = side('via nginx', kind).perCpu / side('nginx', kind).perCpu;
      checks.push({
        name: `lineup ${label} through docs/nginx/lineup.conf vs nginx static`,
        value: Math.round(ratio * 100) / 100,
        unit: `x (its cache alone ${(side('cache only', kind).perCpu / side('nginx', kind).perCpu).toFixed(2)}x; p99 ${side('via nginx', kind).best.p99ms.toFixed(1)} ms)`,
        goal: `>= ${VIA_NGINX_GOAL}x`,
        ok: ratio >= VIA_NGINX_GOAL,
      });
    }
    console.log(table(['', 'server', 'req/s', 'p99', 'req/CPU s', 'vs nginx', 'goal'], rows));
    console.log(
      '  req/s and p99: the best round. req/CPU s: requests per second of CPU the serving process used over all rounds; the cores are shared with other work here, so the ratio is taken on it.',
    );
    return { checks, runs: Object.fromEntries(runs) };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
