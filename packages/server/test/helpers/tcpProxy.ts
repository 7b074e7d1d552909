// A TCP proxy in front of PostgreSQL that a test can cut and restore: `stop` closes the port
// and drops every open connection (what a database restart or a network cut looks like to the
// server), `start` listens on the same port again (the database is back).
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** the PostgreSQL URL `url` with host and port pointing at this proxy */
  via(url: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** drops open connections and from now on accepts new ones but never answers (a hung host) */
  hang(): void;
  /** forwards again after hang() */
  resume(): void;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let hanging = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        if (hanging) {
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => client.destroy());
          return;
        }
        const upstream = createConnection({ host: targetHost, port: targetPort });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    via(url: string) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async stop() {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
    hang() {
      hanging = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      hanging = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}
