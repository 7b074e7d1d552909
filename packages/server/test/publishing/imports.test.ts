// Importing spreadsheets on the organiser page (issue 26), through the real server: a CSV and
// an XLSX with one unreadable row, read in the event's zone (Lisbon); a re-import into an event
// with a live version or a draft keeps its name, pictures and texts, and says which meta
// fields it changed; every diff names the meta changes of a version.
import type { DraftReport, OrganiserDraft, PublishedVersion } from '@lineup/core';
import { parseEventFile } from '@lineup/core';
import { write } from 'hucre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { LISBON_CSV, LISBON_SETS } from '../organiser/lisbon.ts';
import { bearer, OPERATOR, publish } from './helpers.ts';

const EVENT = 'lisbon-nights';
const LIVE = `id: ${EVENT}
listedFrom: 2026-07-01
meta:
  partyName: Lisbon Nights
  timeZone: Europe/Lisbon
  rooms: [Palco, Rio]
  roomImages: ["https://example.org/palco.jpg", null]
  nowText1Map:
    en: Welcome
sets:
  - dj: Ana Moura
    room: 0
    start: 2026-07-30T22:00
    end: 2026-07-30T23:30
`;

let server: TestServer;
let token: string;

async function upload(
  content: Uint8Array | string,
  format: string,
  extra: Record<string, unknown> = {},
) {
  const { response, body } = await postJson(
    `${server.url}/api/organiser/events/${EVENT}/import`,
    {
      format,
      fileName: `lineup.${format}`,
      content: Buffer.from(content).toString('base64'),
      ...extra,
    },
    bearer(token),
  );
  return { status: response.status, report: body as unknown as DraftReport };
}

function setsOf(report: DraftReport) {
  const event = parseEventFile(report.text!, 'x.yaml', { now: new Date() }).event!;
  return { event, sets: event.sets.map(({ dj, start, end }) => ({ dj, start, end })) };
}

function expectRowError(report: DraftReport) {
  expect(report.rowErrors).toEqual([
    expect.objectContaining({
      line: 4,
      rule: 'csv.row',
      message: 'start "2:00 Uhr" is not a date and time like 2026-07-30 22:00',
      params: expect.objectContaining({ row: 4, problem: 'start.unreadable', value: '2:00 Uhr' }),
    }),
  ]);
  // not a note beside harmless ones, and not in the text
  expect(JSON.stringify(report.notes)).not.toContain('Uhr');
  expect(report.text).not.toContain('Carla');
}

beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR, EVENTS_POLL_MS: '100' } });
  const added = await runCli(['organiser', 'add', '--event', EVENT, '--name', 'Lisbon crew'], {
    env: { DATABASE_URL: server.env.DATABASE_URL! },
  });
  token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
  const first = await publish(server.url, token, EVENT, LIVE, { confirmAsked: true });
  expect(first.body.warnings ?? []).toEqual([]);
  expect(first.response.status).toBe(201);
});
afterAll(async () => {
  await server?.dispose();
});

describe('importing into an event with a live version', () => {
  it('CSV: the unreadable row is an error with its row; the times are Lisbon times, the event’s zone', async () => {
    const { status, report } = await upload(LISBON_CSV, 'csv');
    expect(status).toBe(200);
    expect(report.errors).toEqual([]);
    expectRowError(report);
    expect(setsOf(report).sets).toEqual(LISBON_SETS);
  });

  it('XLSX with the same rows: the same sets and the same row error', async () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const clock = (hhmm: string) => new Date(`1899-12-30T${hhmm}:00Z`);
    const xlsx = await write({
      format: 'xlsx',
      sheets: [
        {
          name: 'Lineup',
          rows: [
            ['Stage', 'Artist', 'Date', 'Start', 'End'],
            ['Palco', 'Ana Moura', day('2026-07-30'), clock('22:00'), clock('23:30')],
            ['Palco', 'Branko', day('2026-07-30'), clock('23:30'), clock('01:00')],
            ['Palco', 'Carla Prata', day('2026-07-31'), '2:00 Uhr', clock('03:30')],
            ['Rio', 'Dino', day('2026-07-30'), clock('23:00'), clock('02:00')],
          ],
        },
      ],
    });
    const { report } = await upload(new Uint8Array(xlsx as Uint8Array), 'xlsx', {
      timeZone: 'Europe/Lisbon',
    });
    expect(report.errors).toEqual([]);
    expectRowError(report);
    expect(setsOf(report).sets).toEqual(LISBON_SETS);
  });

  it('keeps the name, the stage picture and the texts; changes nothing else in the meta', async () => {
    const { report } = await upload(LISBON_CSV, 'csv');
    const { event } = setsOf(report);
    expect(event.meta.partyName).toBe('Lisbon Nights');
    expect(event.meta.roomImages).toEqual(['https://example.org/palco.jpg', null]);
    expect(event.meta.nowText1Map).toEqual({ en: 'Welcome' });
    expect(event.meta.rooms).toEqual(['Palco', 'Rio']);
    expect(event.listedFrom).toBe(parseEventFile(LIVE, 'x', { now: new Date() }).event!.listedFrom);
    expect(report.metaChanges).toEqual([]);
  });

  it('says which meta fields a re-import changed: another zone', async () => {
    const onlyRio = 'stage,dj,start,end\nRio,Dino,2026-07-30 23:00,2026-07-31 02:00\n';
    // Ana Moura's set is not in the file: asked first, nothing merged
    const asked = await upload(onlyRio, 'csv', { timeZone: 'Europe/Berlin' });
    expect(asked.report.asks).toBe(true);
    expect(asked.report.text).toBeNull();
    expect(asked.report.questions?.others).toEqual({
      count: 1,
      examples: [{ dj: 'Ana Moura', stage: 'Palco', start: '2026-07-30T22:00' }],
    });
    const { report } = await upload(onlyRio, 'csv', {
      timeZone: 'Europe/Berlin',
      choices: { others: 'remove' },
    });
    expect(report.metaChanges).toEqual([
      { field: 'timeZone', before: 'Europe/Lisbon', after: 'Europe/Berlin' },
    ]);
    // the event's stages stay, Palco with its picture, though the file has no set on it
    expect(setsOf(report).event.meta.rooms).toEqual(['Palco', 'Rio']);
    expect(setsOf(report).sets.map((s) => s.dj)).toEqual(['Dino']);
  });

  it('refuses a time zone that is not one', async () => {
    const { status, report } = await upload(LISBON_CSV, 'csv', { timeZone: 'Lisbon' });
    expect(status).toBe(400);
    expect((report as unknown as { error: string }).error).toContain('not an IANA time zone');
  });
});

describe('a spreadsheet written by night', () => {
  // "14.08.2026 01:30" after "14.08.2026 22:00": the night of Friday the 14th
  const BY_NIGHT = `stage,dj,date,start,end
Palco,Ana Moura,14.08.2026,22:00,23:30
Palco,Late One,14.08.2026,01:30,03:00
`;
  const startOf = (report: DraftReport, dj: string) =>
    setsOf(report).sets.find((s) => s.dj === dj)?.start;

  it('asks once, with an example read both ways, before anything is merged', async () => {
    const { report } = await upload(BY_NIGHT, 'csv');
    expect(report.asks).toBe(true);
    expect(report.text).toBeNull();
    expect(report.questions?.nights).toEqual({
      count: 1,
      example: {
        dj: 'Late One',
        stage: 'Palco',
        calendar: '2026-08-14T01:30',
        night: '2026-08-15T01:30',
      },
    });
  });

  it.each([
    ['night', '2026-08-15T00:30:00.000Z'],
    ['calendar', '2026-08-14T00:30:00.000Z'],
  ])('read by %s: Late One starts at %s (Lisbon, UTC+1)', async (nights, start) => {
    const { report } = await upload(BY_NIGHT, 'csv', { choices: { nights, others: 'keep' } });
    expect(report.asks).toBeUndefined();
    expect(startOf(report, 'Late One')).toBe(start);
    expect(startOf(report, 'Ana Moura')).toBe('2026-08-14T21:00:00.000Z');
  });

  it('a "Friday" column is the event’s Friday; its after-midnight set is Friday night', async () => {
    // the event's first night is Thursday 30 July 2026
    const byWeekday = `stage,dj,date,start,end
Palco,Ana Moura,Friday,22:00,23:30
Palco,Late One,Friday,01:30,03:00
`;
    const asked = await upload(byWeekday, 'csv');
    expect(asked.report.questions?.nights?.example).toMatchObject({
      dj: 'Late One',
      calendar: '2026-07-31T01:30',
      night: '2026-08-01T01:30',
    });
    expect(asked.report.notes).toContainEqual(
      expect.objectContaining({
        rule: 'date.weekday',
        message: 'the date "Friday" is read as 2026-07-31, the first such day from 2026-07-30',
      }),
    );
    const { report } = await upload(byWeekday, 'csv', {
      choices: { nights: 'night', others: 'keep' },
    });
    expect(startOf(report, 'Ana Moura')).toBe('2026-07-31T21:00:00.000Z');
    expect(startOf(report, 'Late One')).toBe('2026-08-01T00:30:00.000Z');
  });

  it('a file written by calendar is not asked about', async () => {
    const byCalendar = BY_NIGHT.replace('Late One,14.08.2026', 'Late One,15.08.2026');
    const { report } = await upload(byCalendar, 'csv');
    expect(report.questions?.nights).toBeUndefined();
  });
});

describe('importing into a draft, and the history', () => {
  it('imports into the draft when there is one: its name and zone, not the live ones', async () => {
    const draft = LIVE.replace('Lisbon Nights', 'Lisbon Nights 2026').replace(
      'Europe/Lisbon',
      'Atlantic/Azores',
    );
    const saved = await fetch(`${server.url}/api/organiser/events/${EVENT}/draft`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: draft, baseVersion: 1 }),
    });
    expect(((await saved.json()) as OrganiserDraft).baseVersion).toBe(1);
    const { report } = await upload(LISBON_CSV, 'csv');
    const { event, sets } = setsOf(report);
    expect(event.meta.partyName).toBe('Lisbon Nights 2026');
    expect(event.meta.timeZone).toBe('Atlantic/Azores');
    // 22:00 in the Azores (UTC+0 in July)
    expect(sets[0]).toEqual({
      dj: 'Ana Moura',
      start: '2026-07-30T22:00:00.000Z',
      end: '2026-07-30T23:30:00.000Z',
    });
  });

  it('names the meta changes of each version in the history', async () => {
    const renamed = LIVE.replace('Lisbon Nights', 'my-fest');
    expect(
      (await publish(server.url, token, EVENT, renamed, { confirmAsked: true })).response.status,
    ).toBe(201);
    const { body } = await getJson(`${server.url}/api/organiser/events/${EVENT}/versions`, {
      headers: bearer(token),
    });
    const [latest] = (body as unknown as { versions: PublishedVersion[] }).versions;
    expect(latest!.diff!.metaChanges).toEqual([
      { field: 'partyName', before: 'Lisbon Nights', after: 'my-fest' },
    ]);
  });
});

describe('checking a text before publishing', () => {
  it('25:00 and a stage that does not exist are errors with their values, not warnings', async () => {
    const text = `${LIVE}  - dj: Branko
    room: 0
    start: 2026-07-30T25:00
    end: 2026-07-31T02:00
  - dj: Dino
    room: Praia
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
`;
    const { response, body } = await postJson(
      `${server.url}/api/organiser/events/${EVENT}/check`,
      { text },
      bearer(token),
    );
    expect(response.status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({
        line: 17,
        rule: 'set.date',
        params: {
          set: 2,
          dj: 'Branko',
          field: 'start',
          value: '2026-07-30T25:00',
          problem: 'unreadable',
        },
      }),
      expect.objectContaining({
        line: 20,
        rule: 'set.room',
        params: { set: 3, dj: 'Dino', room: 'Praia' },
      }),
    ]);
    expect(JSON.stringify(body.warnings)).not.toContain('set.date');
  });

  it('an overlap is a warning that names both acts, their times and the stage', async () => {
    const text = `${LIVE}  - dj: Branko
    room: 0
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
`;
    const { body } = await postJson(
      `${server.url}/api/organiser/events/${EVENT}/check`,
      { text },
      bearer(token),
    );
    expect(body.errors).toEqual([]);
    expect(body.warnings).toContainEqual(
      expect.objectContaining({
        rule: 'set.overlap',
        params: {
          dj: 'Branko',
          start: '2026-07-30T22:00:00.000Z',
          end: '2026-07-31T00:00:00.000Z',
          otherDj: 'Ana Moura',
          otherStart: '2026-07-30T21:00:00.000Z',
          otherEnd: '2026-07-30T22:30:00.000Z',
          stage: 'Palco',
          timeZone: 'Europe/Lisbon',
        },
      }),
    );
  });
});
