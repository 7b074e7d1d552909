// Drafts on the server (issue 26): what one tab saves, a second tab (or a second organiser)
// reads; "discard draft" removes it; publishing turns it into a version and removes it; an
// organiser never reaches another event's draft.
import type { DraftConflict, OrganiserDraft, OrganiserEvents } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { bearer, CLUB_ACTS, eventText, OPERATOR, publish } from './helpers.ts';

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

describe('a draft is an event (issue 32)', () => {
  const summary = {
    name: 'Club new-night',
    sets: 4,
    stages: 2,
    firstNight: '2026-07-30',
    lastNight: '2026-07-30',
    changes: 4,
  };
  const events = async (token: string) => {
    const res = await fetch(`${server.url}/api/organiser/events`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return (await res.json()) as OrganiserEvents;
  };

  it('is listed from its first save, with "draft" and its set count, for every device of the operator', async () => {
    const created = await draftCall('new-night', OPERATOR, 'PUT', {
      text: eventText('new-night', [
        ...CLUB_ACTS,
        { dj: 'Fourth', start: '2026-07-31T01:00', end: '2026-07-31T02:00' },
      ]),
      baseVersion: null,
      create: true,
      summary,
    });
    expect(created.status).toBe(200);
    expect(((await created.json()) as OrganiserDraft).revision).toBe(1);
    // a second device: nothing in common but the token
    const listed = (await events(OPERATOR)).events.find((e) => e.id === 'new-night');
    expect(listed).toMatchObject({
      id: 'new-night',
      source: 'new',
      partyName: 'Club new-night',
      version: null,
      firstNight: '2026-07-30',
      draft: { updatedBy: 'operator', revision: 1, summary: { sets: 4, changes: 4 } },
      lastChange: { by: 'operator' },
    });
  });

  it('refuses a new event whose address name is taken by a draft, a live version or a file, and keeps the draft', async () => {
    for (const id of ['new-night', 'club-night', 'sunrise-2026']) {
      const again = await draftCall(id, OPERATOR, 'PUT', {
        text: `id: ${id}\nsets: []\n`,
        baseVersion: null,
        create: true,
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as DraftConflict).conflict).toBe('exists');
    }
    const kept = (await (await draftCall('new-night', OPERATOR)).json()) as OrganiserDraft;
    expect(kept.text).toContain('Fourth');
    expect(kept.revision).toBe(1);
  });

  it('refuses a save made on an old revision (409 stale, with the draft there now); leaving the revision out overwrites', async () => {
    const base = { baseVersion: null };
    const second = await draftCall('new-night', OPERATOR, 'PUT', {
      ...base,
      text: 'two',
      revision: 1,
    });
    expect(((await second.json()) as OrganiserDraft).revision).toBe(2);
    const stale = await draftCall('new-night', OPERATOR, 'PUT', {
      ...base,
      text: 'late',
      revision: 1,
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as DraftConflict;
    expect(conflict).toMatchObject({ conflict: 'stale', draft: { text: 'two', revision: 2 } });
    expect(conflict.error).toContain('reload');
    // "no draft yet" while there is one is stale too
    const fresh = await draftCall('new-night', OPERATOR, 'PUT', {
      ...base,
      text: 'x',
      revision: null,
    });
    expect(fresh.status).toBe(409);
    const overwrite = await draftCall('new-night', OPERATOR, 'PUT', { ...base, text: 'mine' });
    expect(((await overwrite.json()) as OrganiserDraft).revision).toBe(3);
  });

  it('lets exactly one of eight simultaneous saves on the same revision win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        draftCall('new-night', OPERATOR, 'PUT', {
          text: `tab ${i}`,
          baseVersion: null,
          revision: 3,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    const kept = (await (await draftCall('new-night', OPERATOR)).json()) as OrganiserDraft;
    expect(kept).toMatchObject({ text: `tab ${winner}`, revision: 4 });
  });
});
