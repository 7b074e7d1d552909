// JSON-LD goes into HTML (<script type="application/ld+json">): a name from an event file must
// not be able to close that script or start another one (issue 12 §10).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const NAME = '</script><script>alert(1)</script> \u2028 <!-- \u2029 & x';
const EVENT = `id: tricky-2026
meta:
  partyName: ${JSON.stringify(NAME)}
  timeZone: Europe/Berlin
  rooms: [Main]
sets:
  - {dj: ${JSON.stringify(`Act ${NAME}`)}, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ events: [] });
  writeFileSync(path.join(server.eventsDir, 'tricky-2026.yaml'), EVENT);
  server = await server.restart();
});
afterAll(() => server.dispose());

describe('JSON-LD of names holding HTML', () => {
  it.each([
    '/api/schemaParty/en/tricky-2026',
    '/api/schemaStage/en/tricky-2026/main',
    '/api/schemaAll/en',
  ])('%s escapes <, >, & and the line separators, and means the same', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.stringify(JSON.parse(text))).toContain(JSON.stringify(NAME).slice(1, -1));
  });
});
