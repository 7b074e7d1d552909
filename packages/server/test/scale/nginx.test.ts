// The deployment of docs/deploy.md, for real (helpers/nginxDeployment.ts): its nginx site
// configuration with TLS in front of two instances on one PostgreSQL. What fans and organisers
// get through it; its lineup files and its cache have their own file (nginxFiles.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shortCode } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { NGINX_READY, useNginxDeployment } from '../helpers/nginxDeployment.ts';
import { eventually } from '../helpers/server.ts';
import { ADA_FAN } from '../helpers/signIn.ts';

const LIMIT = 10;
/** the promise of docs/organisers.md: the server sees a saved file within its 2 s poll */
const SERVER_RELOAD_MS = 2000;
/** nginx's public cache holds an answer this long (docs/nginx/lineup.conf) */
const NGINX_CACHE_MS = 1000;
const SCHEMA = '/api/schemaParty/en/sunrise-2026';

describe.skipIf(!NGINX_READY)('nginx in front of two instances (docs/deploy.md)', () => {
  const d = useNginxDeployment({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  const { call, cached } = d;

  it('sends plain HTTP to HTTPS on its own name, whatever Host the request names', async () => {
    const response = await fetch(`http://127.0.0.1:${d.ports.http}/lineup/sunrise-2026`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://lineup.example/lineup/sunrise-2026');
  });

  it('serves one lineup hash from both instances, 304 on its ETag, and the brotli body', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('GET', '/api/lineup/sunrise-2026')),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const etag = String(answers[0]!.headers.etag);
    expect(
      (await call('GET', '/api/lineup/sunrise-2026', undefined, { 'if-none-match': etag })).status,
    ).toBe(304);
    const br = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
    });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('signs in, stores a like and reads it back through the proxy, whichever instance answers', async () => {
    const { code, codeVerifier } = d.provider.authorize(ADA_FAN);
    const login = await call('POST', '/api/callback', { code, codeVerifier });
    expect(login.status).toBe(200);
    const token = String(JSON.parse(login.body).bunny_token);
    const lineup = JSON.parse((await call('GET', '/api/lineup/sunrise-2026')).body);
    const set = lineup.sets[0][0];
    const like = {
      dj: set.dj,
      room: set.room,
      partyName: set.partyName,
      title: set.title,
      beginningSchedule: set.beginningSchedule,
      started: set.start,
      meta: [],
      likedAt: '2026-07-30T20:00:00.000Z',
    };
    expect((await call('POST', '/api/likes', { token, likes: [like] })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const read = await call('POST', '/api/likes', { token, likes: [] });
      expect(JSON.parse(read.body).likes.map((l: { dj: string }) => l.dj)).toEqual([set.dj]);
    }
  });

  it('keeps a client that forges X-Forwarded-For within the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT + 1; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await call('POST', '/api/deleteUser', { bunny_token: 'x' }, forged)).status);
    }
    // two instances, each counting the one real client address nginx passes on
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2 * LIMIT);
    expect(statuses).toContain(429);
  });

  it('keeps short links apart for preview bots, browsers and the app', async () => {
    const url = `/s/${shortCode('sunrise-2026', 'Ada Lovelace')}`;
    const bot = await cached(url, { 'user-agent': 'WhatsApp/2.23', accept: 'text/html' });
    const browser = await cached(url, { 'user-agent': 'Mozilla/5.0', accept: 'text/html' });
    const app = await cached(url, { 'user-agent': 'Mozilla/5.0', accept: 'application/json' });
    expect(bot.status).toBe(200);
    expect(browser.status).toBe(302);
    expect(app.status).toBe(200);
    expect(JSON.parse(app.body).url).toMatch(/^\/lineup\/sunrise-2026/);
  });

  it.each([
    ['GET', '/ical/0123456789abcdef0123456789abcdef.ics', {}],
    ['GET', '/api/organiser/report', { authorization: 'Bearer not-the-token' }],
    ['GET', SCHEMA, { authorization: 'Bearer someone' }],
    ['POST', '/api/likes', {}],
    ['GET', '/health', {}],
    ['GET', '/event/sunrise-2026', {}],
  ])('never answers %s %s from its cache', async (method, url, headers) => {
    for (let i = 0; i < 3; i++) {
      const body = method === 'POST' ? { token: '', likes: [] } : undefined;
      const answer = await call(method, url, body, headers as Record<string, string>);
      expect(['MISS', 'HIT', 'STALE', 'UPDATING', 'EXPIRED']).not.toContain(
        answer.headers['x-cache'],
      );
    }
  });

  it('brings an edited event file to fans within the promised seconds', async () => {
    const before = JSON.parse((await call('GET', '/api/lineup/sunrise-2026')).body).hash;
    for (const instance of [d.one, d.two]) {
      const file = path.join(instance.eventsDir, 'sunrise-2026.yaml');
      const yaml = readFileSync(file, 'utf8');
      writeFileSync(file, yaml.replace('dj: Ada Lovelace', 'dj: Ada Byron'));
    }
    // the server's reload, nginx's second, and one more for the request in flight
    const seen = await eventually(
      async () => {
        const answer = await call('GET', '/api/lineup/sunrise-2026');
        const data = JSON.parse(answer.body);
        return data.hash !== before ? data : undefined;
      },
      SERVER_RELOAD_MS + NGINX_CACHE_MS + 1000,
      50,
    );
    expect(JSON.stringify(seen.sets)).toContain('Ada Byron');
  });

  it('keeps serving and storing when one instance stops', async () => {
    await d.one.close();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/api/lineup/sunrise-2026')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const anonymous = await call('POST', '/api/likes', { token: '', likes: [] });
    expect(anonymous.status).toBe(200);
  });
});
