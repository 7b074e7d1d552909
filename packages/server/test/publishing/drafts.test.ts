// Drafts on the server (issue 26): what one tab saves, a second tab (or a second organiser)
// reads; "discard draft" removes it; publishing turns it into a version and removes it; an
// organiser never reaches another event's draft.
import type { OrganiserDraft } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { bearer, eventText, OPERATOR, publish } from './helpers.ts';

let server: TestServer;
let clubToken: string;
let otherToken: string;

async function addOrganiser(event: string): Promise<string> {
  const added = await runCli(['organiser', 'add', '--event', event, '--name', `${event} crew`], {
    env: { DATABASE_URL: server.env.DATABASE_URL! },
  });
  expect(added.code).toBe(0);
  return /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
}

function draftCall(event: string, token: string, method = 'GET', body?: unknown) {
  return fetch(`${server.url}/api/organiser/events/${event}/draft`, {
    method,
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const unreadable = {
  file: 'sets.csv',
  line: 7,
  rule: 'csv.row',
  message: 'start "2:00 Uhr" is not a time',
  text: 'sets.csv:7: csv.row: start "2:00 Uhr" is not a time',
  params: { value: '2:00 Uhr' },
};

beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR, EVENTS_POLL_MS: '100' } });
  clubToken = await addOrganiser('club-night');
  otherToken = await addOrganiser('other-night');
});
afterAll(async () => {
  await server?.dispose();
});

describe('the draft of an event', () => {
  it('is saved by one tab and read by another, with who saved it and when', async () => {
    expect((await draftCall('club-night', clubToken)).status).toBe(404);
    const text = eventText('club-night');
    const saved = await draftCall('club-night', clubToken, 'PUT', {
      text,
      baseVersion: null,
      skippedRows: [unreadable],
    });
    expect(saved.status).toBe(200);
    // a second tab: nothing in common with the first but the token
    const read = await draftCall('club-night', clubToken);
    expect(read.status).toBe(200);
    const draft = (await read.json()) as OrganiserDraft;
    expect(draft).toMatchObject({
      eventId: 'club-night',
      text,
      format: 'yaml',
      baseVersion: null,
      updatedBy: 'club-night crew',
      skippedRows: [unreadable],
    });
    expect(Date.parse(draft.updatedAt)).not.toBeNaN();
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('is replaced by the next save and gone after "discard draft"', async () => {
    await draftCall('club-night', clubToken, 'PUT', { text: 'id: club-night\n', baseVersion: 2 });
    const draft = (await (await draftCall('club-night', clubToken)).json()) as OrganiserDraft;
    expect(draft.text).toBe('id: club-night\n');
    expect(draft.baseVersion).toBe(2);
    expect(draft.skippedRows).toEqual([]);
    expect((await draftCall('club-night', clubToken, 'DELETE')).status).toBe(204);
    expect((await draftCall('club-night', clubToken)).status).toBe(404);
  });

  it('becomes the version it is published as, and is gone then', async () => {
    const text = eventText('club-night');
    await draftCall('club-night', clubToken, 'PUT', { text, baseVersion: null });
    const published = await publish(server.url, clubToken, 'club-night', text);
    expect(published.response.status).toBe(201);
    expect((await draftCall('club-night', clubToken)).status).toBe(404);
  });

  it("is out of reach of another event's organiser, as if the event did not exist", async () => {
    await draftCall('club-night', clubToken, 'PUT', { text: 'mine', baseVersion: 1 });
    expect((await draftCall('club-night', otherToken)).status).toBe(404);
    expect(
      (await draftCall('club-night', otherToken, 'PUT', { text: 'theirs', baseVersion: 1 })).status,
    ).toBe(404);
    expect((await draftCall('club-night', otherToken, 'DELETE')).status).toBe(404);
    const still = (await (await draftCall('club-night', clubToken)).json()) as OrganiserDraft;
    expect(still.text).toBe('mine');
    expect((await draftCall('club-night', 'not-a-token')).status).toBe(401);
  });

  it('refuses a draft for an event a file serves, and one over the size limit', async () => {
    const fileManaged = await draftCall('sunrise-2026', OPERATOR, 'PUT', {
      text: 'x',
      baseVersion: null,
    });
    expect(fileManaged.status).toBe(409);
    expect(((await fileManaged.json()) as { error: string }).error).toContain(
      'managed by the file',
    );
    const huge = await draftCall('club-night', clubToken, 'PUT', {
      text: 'x'.repeat(9 * 1024 * 1024),
      baseVersion: null,
    });
    expect(huge.status).toBe(413);
  });
});
