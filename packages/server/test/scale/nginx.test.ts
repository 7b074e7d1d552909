// The deployment of docs/deploy.md, for real: its nginx site configuration (docs/nginx/lineup.conf,
// ports, certificate and cache paths replaced) with TLS in front of two instances on one
// PostgreSQL, its one-second public cache included.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { shortCode } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { freePort } from '../helpers/process.ts';
import { eventually, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN } from '../helpers/signIn.ts';
import { tempDir } from '../helpers/tmp.ts';

const SITE = path.resolve(import.meta.dirname, '../../../../docs/nginx/lineup.conf');
const available = (tool: string, ...args: string[]) =>
  spawnSync(tool, args, { stdio: 'ignore' }).status === 0;
const ready = Boolean(PG_TEST_URL) && available('nginx', '-v') && available('openssl', 'version');
const LIMIT = 10;

/** the documented site configuration with local ports, paths and a throwaway certificate */
function siteConfig(
  ports: { a: number; b: number; http: number; https: number },
  dir: string,
  filesDir: string,
) {
  let site = readFileSync(SITE, 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`docs/nginx/lineup.conf changed: ${from} not found`);
    site = next;
  };
  replace('/var/cache/nginx/lineup', `${dir}/cache`);
  replace(/\/var\/lib\/lineup\/files/g, filesDir);
  // the configuration's own suggestion for a look at the cache: HIT, MISS…
  replace(
    'client_max_body_size 1m;',
    'client_max_body_size 1m;\n    add_header X-Cache $upstream_cache_status always;',
  );
  replace('server 127.0.0.1:8081', `server 127.0.0.1:${ports.a}`);
  replace('server 127.0.0.1:8082', `server 127.0.0.1:${ports.b}`);
  replace('listen 80;', `listen 127.0.0.1:${ports.http};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`);
  replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`);
  return site;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  raw: Buffer;
}

/** the promise of docs/organisers.md: the server sees a saved file within its 2 s poll */
const SERVER_RELOAD_MS = 2000;
/** nginx's public cache holds an answer this long (docs/nginx/lineup.conf) */
const NGINX_CACHE_MS = 1000;

describe.skipIf(!ready)('nginx in front of two instances (docs/deploy.md)', () => {
  let db: TestDatabase;
  let provider: FakeProvider;
  let one: TestServer;
  let two: TestServer;
  let tmp: ReturnType<typeof tempDir>;
  let filesDir: string;
  let nginx: ReturnType<typeof spawn>;
  let ports: { a: number; b: number; http: number; https: number };
  const agent = new Agent({ rejectUnauthorized: false });

  const call = (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port: ports.https,
          method,
          path: url,
          agent,
          servername: 'lineup.example',
          headers: {
            host: 'lineup.example',
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('latin1'),
              raw: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  beforeAll(async () => {
    db = await freshDatabase();
    provider = await startFakeProvider();
    tmp = tempDir('lineup-nginx-');
    const dir = tmp.dir;
    chmodSync(dir, 0o755);
    filesDir = path.join(dir, 'files');
    const env = {
      ...provider.env(),
      DATABASE_URL: db.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // one folder for both instances, as on one machine
      LINEUP_FILES_DIR: filesDir,
    };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
    ports = {
      a: Number(new URL(one.url).port),
      b: Number(new URL(two.url).port),
      http: await freePort(),
      https: await freePort(),
    };
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=lineup.example',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(path.join(dir, 'site.conf'), siteConfig(ports, dir, filesDir));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await eventually(async () => {
      try {
        return (await call('GET', '/health')).status === 200 ? true : undefined;
      } catch {
        return undefined;
      }
    }, 10_000);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    agent.destroy();
    await Promise.all([one?.dispose(), two?.dispose()]);
    await provider?.close();
    await db?.drop();
    tmp?.remove();
  });

  it('sends plain HTTP to HTTPS on its own name, whatever Host the request names', async () => {
    const response = await fetch(`http://127.0.0.1:${ports.http}/lineup/sunrise-2026`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://lineup.example/lineup/sunrise-2026');
  });

  it('serves one lineup hash from both instances, 304 on its ETag, and the brotli body', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('GET', '/api/lineup/sunrise-2026')),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const etag = String(answers[0]!.headers.etag);
    expect(
      (await call('GET', '/api/lineup/sunrise-2026', undefined, { 'if-none-match': etag })).status,
    ).toBe(304);
    const br = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
    });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('signs in, stores a like and reads it back through the proxy, whichever instance answers', async () => {
    const { code, codeVerifier } = provider.authorize(ADA_FAN);
    const login = await call('POST', '/api/callback', { code, codeVerifier });
    expect(login.status).toBe(200);
    const token = String(JSON.parse(login.body).bunny_token);
    const lineup = JSON.parse((await call('GET', '/api/lineup/sunrise-2026')).body);
    const set = lineup.sets[0][0];
    const like = {
      dj: set.dj,
      room: set.room,
      partyName: set.partyName,
      title: set.title,
      beginningSchedule: set.beginningSchedule,
      started: set.start,
      meta: [],
      likedAt: '2026-07-30T20:00:00.000Z',
    };
    expect((await call('POST', '/api/likes', { token, likes: [like] })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const read = await call('POST', '/api/likes', { token, likes: [] });
      expect(JSON.parse(read.body).likes.map((l: { dj: string }) => l.dj)).toEqual([set.dj]);
    }
  });

  it('keeps a client that forges X-Forwarded-For within the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await call('POST', '/api/deleteUser', { bunny_token: 'x' }, forged)).status);
    }
    // two instances, each counting the one real client address nginx passes on
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2 * LIMIT);
    expect(statuses).toContain(429);
  });

  /** asks until nginx answers from its cache (the first ask may be the one that fills it) */
  const cached = (url: string, headers: Record<string, string> = {}) =>
    eventually(
      async () => {
        const answer = await call('GET', url, undefined, headers);
        return answer.headers['x-cache'] === 'HIT' ? answer : undefined;
      },
      5000,
      20,
    );

  /** the headers a fan sees, without those that describe the connection or one copy */
  const fanHeaders = (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          !/^(date|connection|keep-alive|server|content-length|etag|last-modified|accept-ranges|x-cache)$/.test(
            name,
          ),
      ),
    );

  it('serves the lineup from the files the instances keep, in each coding, with their headers', async () => {
    const br = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    const gzip = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'gzip',
    });
    const plain = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'identity',
    });
    for (const answer of [br, gzip, plain]) {
      // a file: nginx's own validators, no cache status
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['last-modified']).toBeDefined();
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const direct = await fetch(`${one.url}/api/lineup/sunrise-2026`, {
      headers: { 'x-forwarded-proto': 'https', 'accept-encoding': 'identity' },
    });
    const json = await direct.json();
    expect(JSON.parse(plain.raw.toString())).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.raw).toString())).toEqual(json);
    // what the instance itself sends, security headers and no-cache for browsers included
    expect(fanHeaders(plain.headers)).toEqual(fanHeaders(Object.fromEntries(direct.headers)));
  });

  it('answers If-None-Match on the lineup file with a 304', async () => {
    const full = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
    });
    const revalidated = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
      'if-none-match': String(full.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBe(
      full.headers['content-security-policy'],
    );
    // what the app sends: the hash in quotes (spec §7), then the ETag it was given
    const hash = JSON.parse(brotliDecompressSync(full.raw).toString()).hash;
    const fromApp = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
      'if-none-match': `"${hash}", ${full.headers.etag}`,
    });
    expect(fromApp.status).toBe(304);
  });

  it('asks an instance, through its cache, for a lineup that has no file', async () => {
    // the instances put missing files back when the minute turns: stay clear of it
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    const expected = JSON.parse((await call('GET', '/api/lineup/sunrise-2026')).body).hash;
    for (const coding of ['br', 'gzip', 'identity']) {
      rmSync(path.join(filesDir, coding, 'api/lineup/sunrise-2026'));
    }
    const answer = await eventually(
      async () => {
        const got = await call('GET', '/api/lineup/sunrise-2026');
        return got.headers['x-cache'] ? got : undefined;
      },
      3000,
      20,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).hash).toBe(expected);
    // an alias and an unknown event have no file either: the instance's redirect and 404
    const alias = await call('GET', '/api/lineup/sunrise');
    expect(alias.status).toBe(308);
    expect(alias.headers.location).toBe('/api/lineup/sunrise-2026');
    expect((await call('GET', '/api/lineup/no-such-party')).status).toBe(404);
    expect((await call('POST', '/api/lineup/sunrise-2025', {})).status).toBe(404);
  }, 15_000);

  it('serves /api/current from its file too: the lineup of the event on now', async () => {
    const current = await call('GET', '/api/current', undefined, { 'accept-encoding': 'br' });
    expect(current.status).toBe(200);
    expect(current.headers['x-cache']).toBeUndefined();
    expect(current.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(current.raw).toString()).meta.id).toBe('sunrise-2026');
  });

  const SCHEMA = '/api/schemaParty/en/sunrise-2026';

  it('answers the JSON-LD from its one-second cache, one entry per content coding', async () => {
    const br = await cached(SCHEMA, { 'accept-encoding': 'gzip, br' });
    const gzip = await cached(SCHEMA, { 'accept-encoding': 'gzip' });
    const plain = await cached(SCHEMA, { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.raw.toString());
    expect(json['@type']).toBeDefined();
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.raw).toString())).toEqual(json);
  });

  it('answers If-None-Match from its cache with a 304', async () => {
    const full = await cached(SCHEMA, { 'accept-encoding': 'br' });
    const etag = String(full.headers.etag);
    const revalidated = await eventually(
      async () => {
        const answer = await call('GET', SCHEMA, undefined, {
          'accept-encoding': 'br',
          'if-none-match': etag,
        });
        return answer.headers['x-cache'] === 'HIT' ? answer : undefined;
      },
      5000,
      20,
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps short links apart for preview bots, browsers and the app', async () => {
    const url = `/s/${shortCode('sunrise-2026', 'Ada Lovelace')}`;
    const bot = await cached(url, { 'user-agent': 'WhatsApp/2.23', accept: 'text/html' });
    const browser = await cached(url, { 'user-agent': 'Mozilla/5.0', accept: 'text/html' });
    const app = await cached(url, { 'user-agent': 'Mozilla/5.0', accept: 'application/json' });
    expect(bot.status).toBe(200);
    expect(browser.status).toBe(302);
    expect(app.status).toBe(200);
    expect(JSON.parse(app.body).url).toMatch(/^\/lineup\/sunrise-2026/);
  });

  it.each([
    ['GET', '/ical/0123456789abcdef0123456789abcdef.ics', {}],
    ['GET', '/api/organiser/report', { authorization: 'Bearer not-the-token' }],
    ['GET', SCHEMA, { authorization: 'Bearer someone' }],
    ['POST', '/api/likes', {}],
    ['GET', '/health', {}],
    ['GET', '/event/sunrise-2026', {}],
  ])('never answers %s %s from its cache', async (method, url, headers) => {
    for (let i = 0; i < 3; i++) {
      const body = method === 'POST' ? { token: '', likes: [] } : undefined;
      const answer = await call(method, url, body, headers as Record<string, string>);
      expect(['MISS', 'HIT', 'STALE', 'UPDATING', 'EXPIRED']).not.toContain(
        answer.headers['x-cache'],
      );
    }
  });

  it('brings an edited event file to fans within the promised seconds', async () => {
    const before = JSON.parse((await call('GET', '/api/lineup/sunrise-2026')).body).hash;
    for (const instance of [one, two]) {
      const file = path.join(instance.eventsDir, 'sunrise-2026.yaml');
      const yaml = readFileSync(file, 'utf8');
      writeFileSync(file, yaml.replace('dj: Ada Lovelace', 'dj: Ada Byron'));
    }
    // the server's reload, nginx's second, and one more for the request in flight
    const seen = await eventually(
      async () => {
        const answer = await call('GET', '/api/lineup/sunrise-2026');
        const data = JSON.parse(answer.body);
        return data.hash !== before ? data : undefined;
      },
      SERVER_RELOAD_MS + NGINX_CACHE_MS + 1000,
      50,
    );
    expect(JSON.stringify(seen.sets)).toContain('Ada Byron');
  });

  it('keeps serving and storing when one instance stops', async () => {
    await one.close();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/api/lineup/sunrise-2026')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const anonymous = await call('POST', '/api/likes', { token: '', likes: [] });
    expect(anonymous.status).toBe(200);
  });
});
