// The answers of events on now are built as the server starts: the first fan after a start or
// a deploy gets a built answer instead of waiting for a big festival's first build.
import { afterEach, describe, expect, it } from 'vitest';
import { lineupBuilds } from '../../src/events/lineupCache.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/waiting.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.dispose();
  server = null;
});

const builds = (id: string) => lineupBuilds.get(id) ?? 0;

describe('lineups built at start', () => {
  it('builds the answer of the event on now before anyone asks, and not last year’s', async () => {
    const now = builds('sunrise-2026');
    const lastYear = builds('sunrise-2025');
    server = await startServer({ env: { WARM_START: 'on' } });
    await until(() => builds('sunrise-2026') > now, 'the answer built at start');
    expect(builds('sunrise-2025')).toBe(lastYear);
    // the first read is answered from that build, not a new one
    const built = builds('sunrise-2026');
    const res = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    expect(res.status).toBe(200);
    expect(builds('sunrise-2026')).toBe(built);
  });

  it('builds nothing at start when turned off', async () => {
    const now = builds('sunrise-2026');
    server = await startServer({ env: { WARM_START: 'off' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(builds('sunrise-2026')).toBe(now);
  });
});
