// Publishing says all it waves through (issue 32): a publish over a draft with unreadable rows
// and warnings is stored only with the confirmation of exactly those, kinds and counts; one that
// confirms the rows but not the overlap (or the overlap but not the rows) is refused, and so is
// a stage without sets that was not confirmed. The old blanket `confirmWarnings: true` confirms
// nothing any more: before, it waved every warning through when no rows were skipped. On SQLite
// and, with PG_TEST_URL, on PostgreSQL.
import type { PublishConfirmation, PublishRefusal } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { bearer, eventText, OPERATOR } from './helpers.ts';

let server: TestServer;

const row = (line: number) => ({
  file: 'sets.csv',
  line,
  rule: 'csv.row',
  message: `row ${line} could not be read`,
  text: `sets.csv:${line}: csv.row: row ${line} could not be read`,
});

// Two Floor sets overlap by an hour; the Garden has Garden Set
const OVERLAP = eventText('two-rows', [
  { dj: 'Opening Act', start: '2026-07-30T21:00', end: '2026-07-30T23:00' },
  { dj: 'Early Bird', start: '2026-07-30T22:00', end: '2026-07-30T23:30' },
  { dj: 'Garden Set', room: 1, start: '2026-07-30T22:00', end: '2026-07-31T00:00' },
]);

function publishWith(event: string, text: string, extra: Record<string, unknown>) {
  return postJson(
    `${server.url}/api/organiser/events/${event}/versions`,
    { text, format: 'yaml', note: 'test', ...extra },
    bearer(OPERATOR),
  );
}

const BACKENDS = (
  [
    ['SQLite', false],
    ['PostgreSQL', true],
  ] as const
).filter(([, postgres]) => !postgres || PG_TEST_URL);

describe.each(BACKENDS)('on %s', (_backend, postgres) => {
  let db: TestDatabase | undefined;

  beforeAll(async () => {
    db = postgres ? await freshDatabase() : undefined;
    server = await startServer({
      env: { ORGANISER_TOKEN: OPERATOR, ...(db ? { DATABASE_URL: db.url } : {}) },
    });
    const saved = await fetch(`${server.url}/api/organiser/events/two-rows/draft`, {
      method: 'PUT',
      headers: { ...bearer(OPERATOR), 'content-type': 'application/json' },
      body: JSON.stringify({ text: OVERLAP, baseVersion: null, skippedRows: [row(3), row(7)] }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
    await db?.drop();
  });

  describe('a publish confirms exactly what it waves through', () => {
    const exact: PublishConfirmation = { skippedRows: 2, warnings: { 'set.overlap': 1 } };

    it.each<[string, Record<string, unknown>]>([
      ['no confirmation', {}],
      ['the old blanket "confirmWarnings"', { confirmWarnings: true }],
      ['the rows only', { confirm: { skippedRows: 2, warnings: {} } }],
      ['the overlap only', { confirm: { skippedRows: 0, warnings: { 'set.overlap': 1 } } }],
      ['a count that differs', { confirm: { skippedRows: 1, warnings: { 'set.overlap': 1 } } }],
    ])('refuses %s, naming both kinds, and publishes nothing', async (_name, extra) => {
      const refused = await publishWith('two-rows', OVERLAP, extra);
      expect(refused.response.status).toBe(409);
      const body = refused.body as unknown as PublishRefusal;
      expect(body.needsConfirmation).toBe(true);
      expect(body.confirmation).toEqual(exact);
      expect(body.error).toContain('2 unreadable row(s), 1 set.overlap warning(s)');
      expect((await getJson(`${server.url}/api/lineup/two-rows`)).response.status).toBe(404);
    });

    it('publishes with the exact confirmation, and the draft with its rows is gone', async () => {
      const done = await publishWith('two-rows', OVERLAP, { confirm: exact });
      expect(done.response.status).toBe(201);
      const draft = await fetch(`${server.url}/api/organiser/events/two-rows/draft`, {
        headers: bearer(OPERATOR),
      });
      expect(draft.status).toBe(404);
    });

    it('warns of a stage without sets: refused until confirmed', async () => {
      // each event's first set at a minute of its own (a shared one is another rule's business)
      const text = eventText('empty-stage', [
        { dj: 'Opening Act', start: '2026-07-30T20:30', end: '2026-07-30T23:00' },
      ]).replace('rooms: [Floor]', 'rooms: [Floor, Garden]');
      const refused = await publishWith('empty-stage', text, {});
      expect(refused.response.status).toBe(409);
      const body = refused.body as unknown as PublishRefusal;
      expect(body.confirmation).toEqual({ skippedRows: 0, warnings: { 'stage.empty': 1 } });
      expect(body.warnings[0]).toMatchObject({ rule: 'stage.empty', params: { stage: 'Garden' } });
      const done = await publishWith('empty-stage', text, { confirm: body.confirmation });
      expect(done.response.status).toBe(201);
    });

    it('refuses the old blanket "confirmWarnings" over warnings alone, with the list to show', async () => {
      // no unreadable rows: before, the boolean waved the overlap through unseen
      const text = eventText('blanket', [
        { dj: 'Opening Act', start: '2026-07-30T20:45', end: '2026-07-30T23:00' },
        { dj: 'Early Bird', start: '2026-07-30T22:00', end: '2026-07-30T23:30' },
        { dj: 'Garden Set', room: 1, start: '2026-07-30T22:00', end: '2026-07-31T00:00' },
      ]);
      const refused = await publishWith('blanket', text, { confirmWarnings: true });
      expect(refused.response.status).toBe(409);
      const body = refused.body as unknown as PublishRefusal;
      expect(body.needsConfirmation).toBe(true);
      expect(body.confirmation).toEqual({ skippedRows: 0, warnings: { 'set.overlap': 1 } });
      expect(body.error).toContain('"confirmWarnings" no longer confirms anything');
      expect(body.warnings.map((w) => w.rule)).toEqual(['set.overlap']);
      expect(body.warnings[0]!.text).toContain('Early Bird');
      expect((await getJson(`${server.url}/api/lineup/blanket`)).response.status).toBe(404);
      // what the page sends after showing that list
      const done = await publishWith('blanket', text, { confirm: body.confirmation });
      expect(done.response.status).toBe(201);
    });

    it('still publishes with the old "confirmWarnings" when there is nothing to confirm', async () => {
      const text = eventText('old-script', [
        { dj: 'Opening Act', start: '2026-07-30T20:15', end: '2026-07-30T23:00' },
        { dj: 'Garden Set', room: 1, start: '2026-07-30T22:00', end: '2026-07-31T00:00' },
      ]);
      const done = await publishWith('old-script', text, { confirmWarnings: true });
      expect(done.response.status).toBe(201);
    });

    it('publishes a draft with nothing to confirm at once', async () => {
      const text = eventText('clean-night', [
        { dj: 'Opening Act', start: '2026-07-30T20:00', end: '2026-07-30T23:00' },
        { dj: 'Garden Set', room: 1, start: '2026-07-30T22:00', end: '2026-07-31T00:00' },
      ]);
      expect((await publishWith('clean-night', text, {})).response.status).toBe(201);
    });
  });
});
