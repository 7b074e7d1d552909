// The terminal of `npm start` and an operator's journal: every request was a JSON line at info.
// Requests are logged at debug now; warnings and errors stay; people on a terminal read
// pretty lines.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logFormat } from '../../src/http/requestLog.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { LogCapture, until } from '../helpers/waiting.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

async function browse(url: string) {
  // the lineup's fast path below Fastify never logged; these go through it
  for (const page of ['/health', '/api/short-links/none', '/api/nothing-here']) {
    await (await fetch(`${url}${page}`)).arrayBuffer();
  }
}

describe('the log', () => {
  it('by default leaves requests out and keeps warnings', async () => {
    const log = new LogCapture();
    server = await startServer({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, logStream: log });
    await browse(server.url);
    writeFileSync(path.join(server.eventsDir, 'broken.yaml'), 'id: broken\nmeta: [\n');
    await until(() => log.text.includes('broken.yaml'));
    const lines = log.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some((line) => Number(line.level) >= 40 && String(line.file).includes('broken')),
    ).toBe(true);
    expect(log.text).not.toContain('/health');
    expect(log.text).not.toContain('/api/nothing-here');
    expect(log.text).not.toContain('request completed');
    expect(log.text).not.toContain('incoming request');
  });

  it('shows requests at LOG_LEVEL=debug', async () => {
    const log = new LogCapture();
    server = await startServer({ env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, logStream: log });
    await browse(server.url);
    await until(() => log.text.includes('/api/nothing-here'));
    expect(log.text).toContain('"url":"/health"');
    expect(log.text).toContain('request completed');
  });

  it('reads as lines for people on a terminal', async () => {
    expect(logFormat(undefined, { isTTY: true })).toBe('pretty');
    expect(logFormat(undefined, { isTTY: false })).toBe('json');
    expect(logFormat('json', { isTTY: true })).toBe('json');
    const log = new LogCapture();
    server = await startServer({
      env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' },
      logStream: log,
    });
    await browse(server.url);
    await until(() => log.text.includes('request completed'));
    const line = log.text.split('\n').find((l) => l.includes('request completed')) ?? '';
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] DEBUG/);
    expect(log.text).not.toMatch(/^\{"level"/m);
  });
});
