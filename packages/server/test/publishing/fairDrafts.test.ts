// One organiser must not hold the only draft thread (issue 38, item 5): while one uploaded
// 20-second jobs back to back, another organiser's publishes took 21-42 s (0.2-0.5 s
// otherwise). Now there are two draft threads and two import threads and each token has at most
// one job in the pool, so the other organiser always finds a thread free.
import { MAX_EVENT_FILE_CHARS } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { bearer, eventText, OPERATOR, publish } from './helpers.ts';
import { aliasedDraft } from './hostileDrafts.ts';

/** the heaviest draft the server takes: sets whose times are YAML aliases, 5,000,000 characters */
function heaviestDraft(): string {
  const perSet = aliasedDraft('heavy-night', 2_000).length / 2_000;
  let sets = Math.floor(MAX_EVENT_FILE_CHARS / perSet);
  let text = aliasedDraft('heavy-night', sets);
  while (text.length > MAX_EVENT_FILE_CHARS) {
    sets -= 100;
    text = aliasedDraft('heavy-night', sets);
  }
  return text;
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
  const added = await runCli(['organiser', 'add', '--event', 'club-night', '--name', 'Club crew'], {
    env: { DATABASE_URL: server.env.DATABASE_URL! },
  });
  token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
}, 60_000);
afterAll(() => server.dispose());

describe('two organisers', () => {
  it("one's heaviest draft being checked does not hold the other's publish", {
    timeout: 120_000,
  }, async () => {
    const heavy = heaviestDraft();
    const order: string[] = [];
    const checking = postJson(
      `${server.url}/api/organiser/events/heavy-night/check`,
      { text: heavy },
      bearer(OPERATOR),
    ).then(({ response }) => {
      order.push(`heavy ${response.status}`);
    });
    // the heavy check is in its thread before the other organiser publishes (its answer takes
    // seconds; this wait is no measurement)
    await new Promise((ok) => setTimeout(ok, 2000));
    const published = await publish(server.url, token, 'club-night', eventText('club-night'));
    order.push(`publish ${published.response.status}`);
    await checking;
    expect(order).toEqual(['publish 201', 'heavy 200']);
  });
});
