// One client, or a crowd of idle phones, must not hold every socket of an instance: open
// connections are capped (MAX_CONNECTIONS) and an idle keep-alive connection closes after 5 s.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startServer, type TestServer } from '../helpers/server.ts';

const REQUEST =
  'GET /api/lineup/sunrise-2026 HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';

/** opens a socket and sends one request; resolves with what came back before the first pause */
function ask(url: string): Promise<{ socket: Socket; answer: string; closed: boolean }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    let closed = false;
    const timer: NodeJS.Timeout | null = null;
    const done = () => resolve({ socket, answer, closed });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // the whole answer: headers and the declared body
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const head = answer.indexOf('\r\n\r\n');
      if (length && head >= 0 && answer.length - head - 4 >= Number(length)) done();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      if (timer) clearTimeout(timer);
      done();
    });
    socket.on('connect', () => socket.write(REQUEST));
  });
}

describe('connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ events: ['sunrise-2026.yaml'], env: { MAX_CONNECTIONS: '3' } });
  });
  afterAll(() => server.dispose());

  it('tells clients that idle keep-alive connections close after 5 s', async () => {
    const { socket, answer } = await ask(server.url);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nkeep-alive: timeout=5\r\n/i);
  });

  it('closes a connection beyond MAX_CONNECTIONS at once, and serves again when one is free', async () => {
    const held = await Promise.all([ask(server.url), ask(server.url), ask(server.url)]);
    for (const { answer } of held) expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const refused = await ask(server.url);
    expect(refused.closed).toBe(true);
    expect(refused.answer).toBe('');
    held[0]!.socket.destroy();
    await new Promise((resolve) => held[0]!.socket.once('close', resolve));
    // the server notices the close a moment later: ask until it has
    const again = await eventually(async () => {
      const attempt = await ask(server.url);
      return attempt.answer.startsWith('HTTP/1.1 200') ? attempt : undefined;
    }, 5000);
    for (const { socket } of [...held, again]) socket.destroy();
  });
});
