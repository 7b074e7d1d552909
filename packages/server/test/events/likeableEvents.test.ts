// Whatever an event file holds, every act it serves can be hearted and synced: the loader keeps
// names, links and texts within what the likes schema accepts (issue 12 §6). Before, a fan who
// hearted such an act got a 400 for every later send of their whole list.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LineupResponse, likeFromSet } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';

const links = Array.from({ length: 60 }, (_, i) => `      - www: "https://ada.example/${i}"`);
const EVENT = `id: extreme-2026
meta:
  partyName: "${'Extreme '.repeat(40)}"
  timeZone: Europe/Berlin
  rooms: ["${'Room '.repeat(60)}", "Tent"]
sets:
  - dj: "${'Very Long Act Name '.repeat(20)}"
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
    meta:
${links.join('\n')}
  - dj: "Nul\\0 Act"
    room: 1
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
    meta:
      - soundcloud: "https://soundcloud.com/${'x'.repeat(2100)}"
      - "instagram.${'label '.repeat(30)}": "https://instagram.com/nul"
      - www: "https://nul.example/\\0"
  - dj: "Half \\uD800 Pair"
    room: 1
    start: 2026-07-31T00:00
    end: 2026-07-31T02:00
`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ events: [] });
  writeFileSync(path.join(server.eventsDir, 'extreme-2026.yaml'), EVENT);
  await server.app.close();
  server = await server.restart();
});
afterAll(() => server.dispose());

describe('an event file with values beyond what a like holds', () => {
  it('serves every act, and a fan who hearts them all can still sync their likes', async () => {
    const response = await fetch(`${server.url}/api/lineup/extreme-2026`);
    expect(response.status).toBe(200);
    const lineup = (await response.json()) as LineupResponse;
    const sets = lineup.sets.flat();
    expect(sets).toHaveLength(3);
    const likes = sets.map((set) => likeFromSet(set, '2026-07-30T21:00:00.000Z'));
    const sent = await postJson(`${server.url}/api/likes`, { token: '', likes });
    expect(sent.body).not.toHaveProperty('error');
    expect(sent.response.status).toBe(200);
  });
});
