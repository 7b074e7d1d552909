// The calendar feed under load and in the logs (issue 12, item 9): one feed asked in a loop is
// answered from what was built (ETag, 304) and then rate-limited; its secret never reaches
// the log; the fan also gets an https link for calendars that take no webcal://.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_REQUESTS_PER_MINUTE } from '../../src/routes/calendar.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { likeOf } from '../helpers/likes.ts';
import { freePort, MAIN, processEnv, seedEvents } from '../helpers/process.ts';
import { eventually, ORIGIN, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';
import { tempDir } from '../helpers/tmp.ts';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => {
  await provider.close();
});

async function newFeed(url: string, token: string) {
  const { response, body } = await postJson(`${url}/api/calendar`, { token });
  expect(response.status).toBe(200);
  const webcal = String(body.url);
  return { webcal, link: String(body.link), fetchUrl: webcal.replace(/^webcal:\/\/[^/]+/, url) };
}

describe('one feed asked in a loop', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ env: provider.env() });
    token = String((await signIn(server.url, provider, { ...ADA_FAN, id: 901 })).body.bunny_token);
  });
  afterAll(() => server.dispose());

  it('offers an https link beside webcal, for the same feed', async () => {
    const { webcal, link } = await newFeed(server.url, token);
    expect(link).toBe(webcal.replace(/^webcal:\/\/[^/]+/, ORIGIN));
    expect(link).toMatch(/^https:\/\/lineup\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('answers a repeat with 304 until the likes change', async () => {
    const { fetchUrl } = await newFeed(server.url, token);
    const first = await fetch(fetchUrl);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(fetchUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:00:00Z');
    await postJson(`${server.url}/api/likes`, { token, likes: [ada] });
    const changed = await fetch(fetchUrl, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Ada Lovelace');
  });

  it(`rate-limits one link past ${FEED_REQUESTS_PER_MINUTE} a minute, not the others`, async () => {
    const { fetchUrl } = await newFeed(server.url, token);
    for (let i = 0; i < FEED_REQUESTS_PER_MINUTE; i++) {
      expect((await fetch(fetchUrl)).status).toBe(200);
    }
    const over = await fetch(fetchUrl);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // another fan's link is not affected
    const other = String(
      (await signIn(server.url, provider, { ...ADA_FAN, id: 902 })).body.bunny_token,
    );
    expect((await fetch((await newFeed(server.url, other)).fetchUrl)).status).toBe(200);
  });
});

describe('the log of a running server', () => {
  let child: ChildProcess;
  let output = '';
  let url: string;
  const tmp = tempDir();
  beforeAll(async () => {
    seedEvents(tmp.dir);
    const port = await freePort();
    const env = {
      ...processEnv(tmp.dir, port, `sqlite:${path.join(tmp.dir, 'var', 'lineup.db')}`),
      ...provider.env(),
      PUBLIC_ORIGIN: ORIGIN,
      // requests are logged at debug: the level that would show a feed's address
      LOG_LEVEL: 'debug',
    };
    child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    url = `http://127.0.0.1:${port}`;
    await eventually(async () => (output.includes('lineup server on') ? true : undefined), 20_000);
  });
  afterAll(() => {
    child.kill('SIGTERM');
    tmp.remove();
  });

  it('never holds a calendar secret, even at debug level where requests are logged', async () => {
    const token = String((await signIn(url, provider)).body.bunny_token);
    const { fetchUrl } = await newFeed(url, token);
    const secret = /\/ical\/([^.]+)\.ics$/.exec(fetchUrl)![1]!;
    expect((await fetch(fetchUrl)).status).toBe(200);
    await eventually(
      async () => (output.includes('/ical/[secret].ics') ? true : undefined),
      5000,
    ).catch((error) => {
      throw new Error(`${error.message}: ${output.slice(-2000)}`);
    });
    expect(output).not.toContain(secret);
  });
});
