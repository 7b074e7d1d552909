// nginx (Debian's nginx-light) serving one precompressed file at the lineup's URL with the
// same headers as our server, one worker pinned to a core: the yardstick of the lineup route.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, waitForHttp } from './server.ts';

export const NGINX = '/usr/sbin/nginx';

export interface StaticNginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** headers nginx sets itself, or that describe the connection */
const OWN = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'vary',
  'last-modified',
  'transfer-encoding',
  'server',
  'accept-ranges',
]);

export function nginxAvailable(): boolean {
  if (!existsSync(NGINX)) return false;
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export async function startStaticNginx(opts: {
  path: string;
  identity: Buffer;
  gzip: Buffer;
  headers: Headers;
  core: number;
}): Promise<StaticNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-nginx-'));
  // nginx's worker drops root for an unprivileged user: it must be able to read the files
  chmodSync(dir, 0o755);
  const root = join(dir, 'root');
  const file = opts.path.replace(/^\/+/, '');
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), opts.identity);
  writeFileSync(join(root, `${file}.gz`), opts.gzip);
  const port = await freePort();
  const extra = [...opts.headers.entries()]
    .filter(([name]) => !OWN.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${quote(value)};`)
    .join('\n');
  const site = `
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = ${opts.path} {
      default_type ${quote(opts.headers.get('content-type') ?? 'application/json')};
      gzip_static on;
      gzip_vary on;
      etag on;
${extra}
    }
  }
`;
  return run(dir, site, port, opts.path, opts.core);
}

/**
 * The deployment's site configuration (docs/nginx/lineup.conf) in front of one server, its
 * cache included, on plain HTTP (TLS is the same cost for both sides of the comparison).
 */
export async function startProxyNginx(opts: {
  upstreamPort: number;
  path: string;
  core: number;
  /** the instances' LINEUP_FILES_DIR (default: an empty folder, so every lineup is proxied) */
  filesDir?: string;
}): Promise<StaticNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const redirectPort = await freePort();
  let site = readFileSync(join(ROOT, 'docs/nginx/lineup.conf'), 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`docs/nginx/lineup.conf changed: ${from} not found`);
    site = next;
  };
  replace('server 127.0.0.1:8081', `server 127.0.0.1:${opts.upstreamPort}`);
  replace('server 127.0.0.1:8082', `server 127.0.0.1:${opts.upstreamPort}`);
  replace('listen 80;', `listen 127.0.0.1:${redirectPort};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`);
  replace(/ssl_certificate .*;/, '');
  replace(/ssl_certificate_key .*;/, '');
  replace('/var/cache/nginx/lineup', join(dir, 'cache'));
  replace(/\/var\/lib\/lineup\/files/g, opts.filesDir ?? join(dir, 'no-files'));
  return run(dir, site, port, opts.path, opts.core);
}

async function run(
  dir: string,
  site: string,
  port: number,
  path: string,
  core: number,
): Promise<StaticNginx> {
  const conf = `
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  open_file_cache max=64 inactive=60s;
  open_file_cache_valid 60s;
  keepalive_timeout 75s;
  client_body_temp_path ${join(dir, 'tmp')};
  proxy_temp_path ${join(dir, 'tmp')};
  fastcgi_temp_path ${join(dir, 'tmp')};
  uwsgi_temp_path ${join(dir, 'tmp')};
  scgi_temp_path ${join(dir, 'tmp')};
${site}
}
`;
  mkdirSync(join(dir, 'tmp'));
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  let out = '';
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', String(core), NGINX, '-p', dir, '-c', confFile],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url + path, child, () => out);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
