// The browser now stores each like with its event's time zone (issue 16, item 11) and sends
// it along: the server's like schema must keep accepting such likes, and keeps no copy of
// the zone (it stores what it stored before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeOf } from '../helpers/likes.ts';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ events: ['sunrise-2026.yaml'] });
});
afterAll(() => server.dispose());

describe('POST /api/likes with a time zone in a like', () => {
  it('accepts the like, and answers it without the zone', async () => {
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:01:00Z');
    const { response, body } = await postJson(`${server.url}/api/likes`, {
      token: '',
      likes: [{ ...ada, timeZone: 'Europe/Berlin' }],
    });
    expect(response.status).toBe(200);
    expect(body.likes).toEqual([ada]);
  });
});
