// The floor of any Node server: a bare node:http server answering the same bytes with the
// same headers (no routing, no lookup), pinned to a core. It shows how much of the gap to
// nginx is Node's HTTP stack itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort, waitForHttp } from './server.ts';

const SCRIPT = `
import { createServer } from 'node:http';
const { body, headers, etag, port } = JSON.parse(process.env.RAW_NODE);
const payload = Buffer.from(body, 'base64');
const full = [...headers, 'content-length', String(payload.length)];
const notModified = headers.filter((_, i, all) => {
  const name = all[i - (i % 2)].toLowerCase();
  return !['content-type', 'content-encoding'].includes(name);
});
const server = createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  res.writeHead(200, full);
  res.end(payload);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
`;

export interface RawNode {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `headers`: flat name, value list as the server sends them (without content-length) */
export async function startRawNode(opts: {
  body: Buffer;
  headers: string[];
  etag: string;
  core: number;
}): Promise<RawNode> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', String(opts.core), process.execPath, '--input-type=module', '-e', SCRIPT],
    {
      env: {
        ...process.env,
        RAW_NODE: JSON.stringify({
          body: opts.body.toString('base64'),
          headers: opts.headers,
          etag: opts.etag,
          port,
        }),
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}
