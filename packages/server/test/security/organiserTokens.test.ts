// The operator's token opens every event: a short one is refused at start, and token guessing
// is counted per client, an IPv6 client by its /64 (it can pick any address in it at will).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../helpers/server.ts';

const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');
const GOOD = 'k7YwV3pQ9sT1uX5zA8bC2dE6fG0hJ4mN';

describe('ORGANISER_TOKEN', () => {
  it('under 32 characters stops the server at start, saying why', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ORGANISER_TOKEN: 'abc', PORT: '0', DATABASE_URL: 'sqlite::memory:' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // a server that starts anyway must not outlive the test
    const stop = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(stop);
    expect(code).toBe(1);
    expect(stderr).toContain('ORGANISER_TOKEN has 3 characters');
    expect(stderr).toContain('at least 32');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('of 32 characters is taken; unset leaves the feature off', () => {
    expect(loadConfig({ ORGANISER_TOKEN: GOOD }, '/srv').organiserToken).toBe(GOOD);
    expect(loadConfig({}, '/srv').organiserToken).toBeUndefined();
    expect(() => loadConfig({ ORGANISER_TOKEN: GOOD.slice(1) }, '/srv')).toThrow(/at least 32/);
  });
});

describe('guessing tokens over IPv6', () => {
  it('blocks the whole /64 after 10 wrong tokens from addresses in it, not the next /64', async () => {
    const server = await startServer({
      events: [],
      env: { ORGANISER_TOKEN: GOOD, TRUST_PROXY: '1' },
    });
    try {
      const from = (address: string, token: string) =>
        fetch(`${server.url}/api/organiser/events`, {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
        });
      for (let i = 0; i < 10; i++) {
        const r = await from(`2001:db8:7:1::${(i + 1).toString(16)}`, `guess-${i}`);
        expect(r.status).toBe(401);
      }
      expect((await from('2001:db8:7:1:ffff:1:2:3', GOOD)).status).toBe(429);
      expect((await from('2001:db8:7:2::1', GOOD)).status).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});
