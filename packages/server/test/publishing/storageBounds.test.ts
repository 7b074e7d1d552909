// What one organiser can put on the server's disk (issue 25): 20 publishes of the same 4.9 MB
// lineup in 12 s grew the database from 13 to 107 MB, and 20 uploads of 2 MB added 40 MB, with
// nothing ever deleted. Now the same text is stored once, the history keeps a bounded number of
// versions and bytes per event (never the live one), and pictures have a quota per event, with
// the ones nothing uses deletable.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaList } from '@lineup/core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, getJson, startServer, type TestServer } from '../helpers/server.ts';
import { bearer, eventText, OPERATOR, publish } from './helpers.ts';
import { png } from './pictures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

async function start(env: Record<string, string> = {}) {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR, ...env } });
  return server;
}

const MB = 1024 * 1024;

/** a valid lineup of `bytes` bytes: the club night with a long comment; `variant` changes it */
function lineupOf(bytes: number, variant = 0): string {
  const base = eventText('club-night');
  const line = `# ${'lineup history '.repeat(62)}\n`;
  const lines = Math.ceil((bytes - base.length) / line.length);
  const padding = `# variant ${variant}\n${line.repeat(lines)}`;
  return eventText('club-night', undefined, padding).slice(0, Math.max(bytes, base.length + 20));
}

function databaseBytes(dir: string): number {
  return ['lineup.db', 'lineup.db-wal']
    .map((name) => {
      try {
        return statSync(path.join(dir, 'var', name)).size;
      } catch {
        return 0;
      }
    })
    .reduce((a, b) => a + b, 0);
}

async function versionsOf(s: TestServer): Promise<number[]> {
  const { body } = await getJson(`${s.url}/api/organiser/events/club-night/versions`, {
    headers: bearer(OPERATOR),
  });
  return (body.versions as { version: number }[]).map((v) => v.version);
}

describe('publishing the same lineup again', () => {
  it('20 publishes of one 4.9 MB lineup store it once', { timeout: 120_000 }, async () => {
    const s = await start();
    const text = lineupOf(4.9 * 1e6);
    expect(text.length).toBeGreaterThan(4.85e6);
    const statuses: number[] = [];
    let before = 0;
    for (let i = 0; i < 20; i++) {
      // the padding leaves no room for the sets: two empty stages, confirmed
      const { response, body } = await publish(s.url, OPERATOR, 'club-night', text, {
        note: `try ${i}`,
        confirmAsked: true,
      });
      statuses.push(response.status);
      expect((body.version as { version: number }).version).toBe(1);
      if (i === 0) before = databaseBytes(s.dir);
    }
    expect(statuses).toEqual([201, ...Array(19).fill(200)]);
    expect(await versionsOf(s)).toEqual([1]);
    // before: +94 MB for 20 publishes
    expect(databaseBytes(s.dir) - before).toBeLessThan(5 * MB);
  });
});

describe('the history of an event', () => {
  it('keeps PUBLISH_HISTORY_VERSIONS versions, the newest', async () => {
    const s = await start({ PUBLISH_HISTORY_VERSIONS: '3' });
    for (let i = 1; i <= 6; i++) {
      const { response } = await publish(s.url, OPERATOR, 'club-night', lineupOf(2000, i), {
        confirmAsked: true,
      });
      expect(response.status).toBe(201);
    }
    expect(await versionsOf(s)).toEqual([6, 5, 4]);
    // a pruned version is gone: nothing to roll back to
    const gone = await fetch(`${s.url}/api/organiser/events/club-night/versions/2`, {
      headers: bearer(OPERATOR),
    });
    expect(gone.status).toBe(404);
  });

  it('keeps at most PUBLISH_HISTORY_MB of 4.9 MB versions, and the live one whatever its size', {
    timeout: 120_000,
  }, async () => {
    const s = await start({ PUBLISH_HISTORY_MB: '10' });
    for (let i = 1; i <= 4; i++) {
      const { response } = await publish(s.url, OPERATOR, 'club-night', lineupOf(4.9 * 1e6, i), {
        confirmAsked: true,
      });
      expect(response.status).toBe(201);
    }
    expect(await versionsOf(s)).toEqual([4, 3]);
    await s.dispose();
    const small = await start({ PUBLISH_HISTORY_MB: '1' });
    await publish(small.url, OPERATOR, 'club-night', lineupOf(2000, 1), { confirmAsked: true });
    await publish(small.url, OPERATOR, 'club-night', lineupOf(4.9 * 1e6, 2), {
      confirmAsked: true,
    });
    expect(await versionsOf(small)).toEqual([2]);
    const live = await fetch(`${small.url}/api/lineup/club-night`);
    expect(live.status).toBe(200);
  });
});

describe('pictures of an event', () => {
  const picture = (n: number) => png(1000 + n, 1000, [], 2 * MB - 200);

  async function upload(s: TestServer, bytes: Buffer) {
    const response = await fetch(`${s.url}/api/organiser/events/club-night/media`, {
      method: 'POST',
      headers: { ...bearer(OPERATOR), 'content-type': 'image/png' },
      body: bytes,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const list = async (s: TestServer) =>
    (await getJson(`${s.url}/api/organiser/events/club-night/media`, { headers: bearer(OPERATOR) }))
      .body as unknown as MediaList;

  const remove = (s: TestServer, name: string) =>
    fetch(`${s.url}/api/organiser/events/club-night/media/${name}`, {
      method: 'DELETE',
      headers: bearer(OPERATOR),
    });

  it('stop at MEDIA_QUOTA_MB with a clear message; one nothing uses can be deleted to make room', {
    timeout: 60_000,
  }, async () => {
    const s = await start({ MEDIA_QUOTA_MB: '10' });
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, body } = await upload(s, picture(i));
      expect(status).toBe(201);
      urls.push(String(body.url));
    }
    const refused = await upload(s, picture(5));
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(
      '413: This event’s pictures take 10.0 MB of 10.0 MB; delete pictures the lineup no longer uses to upload more',
    );

    // the live lineup uses the first picture
    const text = eventText('club-night').replace(
      '    meta: []',
      `    meta:\n      - avatarDefault: https://lineup.test${urls[0]}`,
    );
    expect((await publish(s.url, OPERATOR, 'club-night', text)).response.status).toBe(201);
    const listed = await list(s);
    expect(listed.quotaBytes).toBe(10 * MB);
    expect(listed.usedBytes).toBe(5 * (2 * MB - 200) + 5 * 57);
    const used = listed.media.filter((m) => m.used).map((m) => m.url);
    expect(used).toEqual([urls[0]]);

    const inUse = await remove(s, urls[0]!.split('/').pop()!);
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as { error: string }).error).toMatch(/still used by the lineup/);
    const unused = urls[1]!.split('/').pop()!;
    expect((await remove(s, unused)).status).toBe(204);
    expect((await fetch(`${s.url}${urls[1]}`)).status).toBe(404);
    expect((await remove(s, unused)).status).toBe(404);
    expect((await upload(s, picture(5))).status).toBe(201);
  });

  it('one an event file points at stays', async () => {
    const s = await start();
    const { body } = await upload(s, picture(0));
    const url = String(body.url);
    const text = eventText('file-night').replace(
      '    meta: []',
      `    meta:\n      - avatarDefault: https://lineup.test${url}`,
    );
    writeFileSync(path.join(s.eventsDir, 'file-night.yaml'), text);
    await eventually(
      async () => ((await fetch(`${s.url}/api/lineup/file-night`)).ok ? true : undefined),
      10_000,
    );
    expect((await list(s)).media.map((m) => m.used)).toEqual([true]);
    const response = await remove(s, url.split('/').pop()!);
    expect(response.status).toBe(409);
  });

  it('of another event stay out of reach of an organiser', async () => {
    const s = await start();
    const other = await fetch(`${s.url}/api/organiser/events/club-night/media`, {
      headers: bearer('a-wrong-token-that-is-long-enough-000000'),
    });
    expect(other.status).toBe(401);
  });
});
