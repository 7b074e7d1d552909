// A TCP relay between the browser and the server that counts what crosses the wire, per
// HTTP request: it sees the page's requests and the service worker's alike.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface WireRequest {
  method: string;
  path: string;
  status: number | null;
  /** bytes from the server: status line, headers and body */
  bytesDown: number;
}

export interface CountingProxy {
  url: string;
  requests: WireRequest[];
  reset(): void;
  close(): Promise<void>;
}

const REQUEST_LINE = /(GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) (\S+) HTTP\/1\.[01]\r\n/g;
const STATUS_LINE = /HTTP\/1\.[01] (\d{3}) /g;

export async function startCountingProxy(upstreamPort: number): Promise<CountingProxy> {
  const requests: WireRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    // requests on one keep-alive connection are answered in order
    const open: WireRequest[] = [];
    client.on('data', (chunk: Buffer) => {
      for (const m of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        const req = { method: m[1]!, path: m[2]!, status: null, bytesDown: 0 };
        requests.push(req);
        open.push(req);
      }
      upstream.write(chunk);
    });
    let receiving: WireRequest | undefined;
    upstream.on('data', (chunk: Buffer) => {
      let last = 0;
      for (const m of chunk.toString('latin1').matchAll(STATUS_LINE)) {
        if (receiving) receiving.bytesDown += m.index - last;
        receiving = open.shift();
        if (receiving) receiving.status = Number(m[1]);
        last = m.index;
      }
      if (receiving) receiving.bytesDown += chunk.length - last;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reset() {
      requests.length = 0;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}
