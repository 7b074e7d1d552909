// The deployment of docs/deploy.md, for real, for one test file: its nginx site configuration
// (docs/nginx/lineup.conf; ports, certificate, cache and files paths replaced) with TLS in front
// of two instances on one PostgreSQL, which keep their lineup files in one folder, as on one
// machine.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type FakeProvider, startFakeProvider } from './fakeProvider.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from './pg.ts';
import { freePort } from './process.ts';
import { eventually, startServer, type TestServer } from './server.ts';
import { tempDir } from './tmp.ts';

const SITE = path.resolve(import.meta.dirname, '../../../../docs/nginx/lineup.conf');
const available = (tool: string, ...args: string[]) =>
  spawnSync(tool, args, { stdio: 'ignore' }).status === 0;
/** PostgreSQL, nginx and openssl are there */
export const NGINX_READY =
  Boolean(PG_TEST_URL) && available('nginx', '-v') && available('openssl', 'version');

interface Ports {
  a: number;
  b: number;
  http: number;
  https: number;
}

/** the documented site configuration with local ports, paths and a throwaway certificate */
function siteConfig(ports: Ports, dir: string, filesDir: string) {
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

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  raw: Buffer;
}

export interface Deployment {
  readonly one: TestServer;
  readonly two: TestServer;
  readonly provider: FakeProvider;
  readonly ports: Ports;
  /** the instances' LINEUP_FILES_DIR, which nginx serves */
  readonly filesDir: string;
  /** a request to nginx over TLS, as a fan's browser sends it */
  call(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** asks until nginx answers from its cache (the first ask may be the one that fills it) */
  cached(url: string, headers?: Record<string, string>): Promise<Answer>;
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('used before beforeAll ran');
  return value;
}

/** starts it before the file's tests (instances with `env` besides their own) and stops it after */
export function useNginxDeployment(extraEnv: Record<string, string> = {}): Deployment {
  let db: TestDatabase | undefined;
  let provider: FakeProvider | undefined;
  let one: TestServer | undefined;
  let two: TestServer | undefined;
  let tmp: ReturnType<typeof tempDir> | undefined;
  let filesDir: string | undefined;
  let nginx: ReturnType<typeof spawn> | undefined;
  let ports: Ports | undefined;
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
          port: started(ports).https,
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
      ...extraEnv,
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
    // the instances write their lineup files once running; /api/current's comes last
    const current = path.join(filesDir, 'identity', 'api', 'current');
    await eventually(async () => (existsSync(current) ? true : undefined), 10_000, 20);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    agent.destroy();
    await Promise.all([one?.dispose(), two?.dispose()]);
    await provider?.close();
    await db?.drop();
    tmp?.remove();
  });

  const cached = (url: string, headers: Record<string, string> = {}) =>
    eventually(
      async () => {
        const answer = await call('GET', url, undefined, headers);
        return answer.headers['x-cache'] === 'HIT' ? answer : undefined;
      },
      5000,
      20,
    );

  return {
    get one() {
      return started(one);
    },
    get two() {
      return started(two);
    },
    get provider() {
      return started(provider);
    },
    get ports() {
      return started(ports);
    },
    get filesDir() {
      return started(filesDir);
    },
    call,
    cached,
  };
}
