// GET /api/export/{event}/schedule.xml|schedule.json|calendar.ics (DESIGN §11 open data) over
// real HTTP: the files validate against the published frab/c3voc schemas (copies in
// fixtures/frab-schema, see its README), every set comes back through our own frab importer,
// and they are cached with ETags and readable from any site.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { LineupResponse } from '@lineup/core';
import { Ajv } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { exportThreads } from '../../src/export/exportBuilder.ts';
import { convertSchedule } from '../../src/organiser/import/convert.ts';
import { importFrab } from '../../src/organiser/import/frab.ts';
import { FIXTURES, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const SCHEMAS = path.join(FIXTURES, 'frab-schema');
const REAL = path.join(FIXTURES, 'real');
const NOW = new Date('2026-07-30T21:00:00.000Z');

/** the real schedules we serve as events: 36C3 (frab XML) and Glastonbury 2023 (CSV) */
function realEvent(id: string, file: string, timeZone?: string): string {
  const result = convertSchedule(new Uint8Array(readFileSync(path.join(REAL, file))), {
    path: file,
    id,
    now: NOW,
    ...(timeZone ? { timeZone } : {}),
  });
  if (!result.text) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  return result.text;
}

const TBA = `id: tba-2026
meta:
  partyName: Secret Night
  timeZone: Europe/Berlin
  rooms: [Club, Garden]
  stageUrls: [club, garden]
sets:
  - {dj: Ada Lovelace, room: 0, start: 2026-08-14T22:00, end: 2026-08-15T00:00}
  - {dj: '?', room: 0, start: 2026-08-15T00:00, end: 2026-08-15T02:00, change: '*special guest'}
  - {dj: '?', room: 1, start: 2026-08-15T01:00, end: 2026-08-15T03:00}
`;
const EMPTY = `id: empty-2026
meta:
  partyName: Empty Night
  timeZone: Europe/Berlin
  rooms: [Club]
  start: ["2026-09-04T22:00", "2026-09-05T23:00"]
  end: ["2026-09-05T06:00", "2026-09-06T07:00"]
sets: []
`;

const tmp = tempDir();
let server: TestServer;
beforeAll(async () => {
  const events = path.join(tmp.dir, 'events');
  mkdirSync(events, { recursive: true });
  mkdirSync(path.join(tmp.dir, 'media'), { recursive: true });
  copyFileSync(
    path.join(FIXTURES, 'events', 'sunrise-2026.yaml'),
    path.join(events, 'sunrise-2026.yaml'),
  );
  writeFileSync(
    path.join(events, 'congress-36c3.yaml'),
    realEvent('congress-36c3', '36c3-schedule.xml'),
  );
  writeFileSync(
    path.join(events, 'glasto-2023.yaml'),
    realEvent('glasto-2023', 'glastonbury-2023.csv', 'Europe/London'),
  );
  // a slot whose act is not known yet ('?'), and events without sets (issue 38: the XSD wants
  // at least one day)
  writeFileSync(path.join(events, 'tba-2026.yaml'), TBA);
  writeFileSync(path.join(events, 'empty-2026.yaml'), EMPTY);
  writeFileSync(
    path.join(events, 'bare-2026.yaml'),
    EMPTY.replace(/empty/g, 'bare').replace(/ {2}(start|end):.*\n/g, ''),
  );
  server = await startServer({ dir: tmp.dir });
}, 60_000);
afterAll(async () => {
  await server?.close();
  tmp.remove();
});

const EVENTS = ['sunrise-2026', 'congress-36c3', 'glasto-2023', 'tba-2026'];

async function lineupOf(id: string): Promise<LineupResponse> {
  return (await (await fetch(`${server.url}/api/lineup/${id}`)).json()) as LineupResponse;
}

/** every set a fan sees (placeholders "?" too) as stage, act, start, end */
function setsOf(lineup: LineupResponse): string[] {
  return lineup.sets
    .flat()
    .map((s) => `${lineup.meta.rooms[s.room]} | ${s.dj} | ${s.start} | ${s.end}`)
    .sort();
}

function importedSets(text: string, id: string): string[] {
  const result = importFrab(text, { path: 'export', id, now: NOW });
  expect(result.errors).toEqual([]);
  expect(result.rowErrors).toEqual([]);
  const event = result.event!;
  return event.sets
    .map((s) => `${event.meta.rooms[s.room]} | ${s.dj} | ${s.start} | ${s.end}`)
    .sort();
}

async function validXml(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'schedule.xml', contents: xml }],
    schema: [readFileSync(path.join(SCHEMAS, 'schedule.xml.xsd'), 'utf8')],
  });
  expect(result.errors.slice(0, 5)).toEqual([]);
  expect(result.valid).toBe(true);
}

function validJson(text: string) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema(draft06);
  addFormats.default(ajv);
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
  const validate = ajv.compile(
    JSON.parse(readFileSync(path.join(SCHEMAS, 'schedule.schema.json'), 'utf8')),
  );
  const valid = validate(JSON.parse(text));
  expect(validate.errors?.slice(0, 5) ?? []).toEqual([]);
  expect(valid).toBe(true);
}

describe.each(EVENTS)('the open data of %s', (id) => {
  it('schedule.xml validates against the frab/c3voc XSD and holds every set', async () => {
    const response = await fetch(`${server.url}/api/export/${id}/schedule.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    await validXml(xml);
    const lineup = await lineupOf(id);
    expect(setsOf(lineup).length).toBeGreaterThan(0);
    expect(importedSets(xml, id)).toEqual(setsOf(lineup));
  });

  it('schedule.json validates against the c3voc JSON schema and holds every set', async () => {
    const response = await fetch(`${server.url}/api/export/${id}/schedule.json`);
    expect(response.status).toBe(200);
    const text = await response.text();
    validJson(text);
    expect(importedSets(text, id)).toEqual(setsOf(await lineupOf(id)));
  });
});

describe('export answers', () => {
  it.each(['schedule.xml', 'schedule.json', 'calendar.ics'])(
    '%s carries an ETag, answers 304 to it and may be read from any site',
    async (file) => {
      const url = `${server.url}/api/export/sunrise-2026/${file}`;
      const first = await fetch(url, { headers: { origin: 'https://festival.example' } });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(first.headers.get('access-control-allow-credentials')).toBeNull();
      const again = await fetch(url, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    },
  );

  it('lists a placeholder set as "?" with "Act to be announced" (and its note), in every file', async () => {
    const xml = await (await fetch(`${server.url}/api/export/tba-2026/schedule.xml`)).text();
    expect(xml).toContain('<title>?</title>');
    expect(xml).toContain('<subtitle>Act to be announced (special guest)</subtitle>');
    expect(xml).toContain('<subtitle>Act to be announced</subtitle>');
    // a placeholder has no act sheet: its link is its stage's lineup
    expect(xml).toContain('/lineup/tba-2026/club</url>');
    const json = JSON.parse(
      await (await fetch(`${server.url}/api/export/tba-2026/schedule.json`)).text(),
    );
    const listed = Object.values(
      json.schedule.conference.days[0].rooms as Record<string, { title: string; persons: [] }[]>,
    ).flat();
    expect(listed.map((e) => e.title).sort()).toEqual(['?', '?', 'Ada Lovelace']);
    expect(listed.find((e) => e.title === '?')?.persons).toEqual([]);
    const ics = await (await fetch(`${server.url}/api/export/tba-2026/calendar.ics`)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('SUMMARY:Act to be announced (special guest)');
    expect(ics).toContain('SUMMARY:Act to be announced\r\n');
  });

  it.each([
    ['empty-2026', 'a day per opening window', ['2026-09-04', '2026-09-05']],
    ['bare-2026', 'one day without windows either', null],
  ])('an event without sets (%s) has valid files: %s', async (id, _, dates) => {
    const xml = await (await fetch(`${server.url}/api/export/${id}/schedule.xml`)).text();
    await validXml(xml);
    expect(xml).not.toContain('<event ');
    const text = await (await fetch(`${server.url}/api/export/${id}/schedule.json`)).text();
    validJson(text);
    const days = JSON.parse(text).schedule.conference.days as { date: string }[];
    if (dates) {
      expect(days.map((d) => d.date)).toEqual(dates);
      expect(xml).toContain(
        '<day index="1" date="2026-09-04" start="2026-09-04T22:00:00+02:00" end="2026-09-05T06:00:00+02:00">',
      );
    } else {
      expect(days).toHaveLength(1);
    }
    expect((await fetch(`${server.url}/api/export/${id}/calendar.ics`)).status).toBe(200);
  });

  it('calendar.ics is the whole timetable, not only liked sets', async () => {
    const response = await fetch(`${server.url}/api/export/sunrise-2026/calendar.ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    const lineup = await lineupOf('sunrise-2026');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(setsOf(lineup).length);
    for (const set of lineup.sets.flat()) expect(ics).toContain(set.dj.slice(0, 20));
  });

  it('sends an alias to the event’s own address and knows no other file', async () => {
    const alias = await fetch(`${server.url}/api/export/sunrise/schedule.xml`, {
      redirect: 'manual',
    });
    expect(alias.status).toBe(308);
    expect(alias.headers.get('location')).toBe('/api/export/sunrise-2026/schedule.xml');
    expect((await fetch(`${server.url}/api/export/sunrise-2026/passwd`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/export/nothing-here/schedule.xml`)).status).toBe(404);
  });

  it('the lineup itself may be read from any site, with its ETag visible to the page', async () => {
    for (const url of ['/api/lineup/sunrise-2026', '/api/current', '/api/lineup/sunrise']) {
      const response = await fetch(`${server.url}${url}`, {
        headers: { origin: 'https://festival.example' },
        redirect: 'manual',
      });
      expect(response.headers.get('access-control-allow-origin'), url).toBe('*');
      expect(response.headers.get('access-control-expose-headers'), url).toBe('ETag');
      expect(response.headers.get('access-control-allow-credentials'), url).toBeNull();
    }
  });

  it('lets a page on another site ask with If-None-Match (preflight: GET only)', async () => {
    const response = await fetch(`${server.url}/api/export/sunrise-2026/schedule.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://festival.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('If-None-Match');
  });
});

describe('a big festival’s export', () => {
  it('is built off the thread that answers fans: the lineup answers while it is made', async () => {
    // 40 stages × 150 sets: a second of work on a busy machine
    const rooms = Array.from({ length: 40 }, (_, i) => `"Stage ${i}"`).join(', ');
    const lines = ['id: mega-2026', 'meta:', '  partyName: Mega', '  timeZone: Europe/Berlin'];
    lines.push(`  rooms: [${rooms}]`, 'sets:');
    for (let r = 0; r < 40; r++) {
      for (let k = 0; k < 150; k++) {
        const start = new Date(Date.parse('2026-07-30T12:00:00Z') + k * 3_600_000);
        const end = new Date(start.getTime() + 3_000_000);
        const local = (d: Date) => d.toISOString().slice(0, 16);
        lines.push(`  - dj: Act ${r}-${k}`, `    room: ${r}`);
        lines.push(`    start: ${local(start)}`, `    end: ${local(end)}`);
      }
    }
    const big = await startServer({ events: [] });
    try {
      writeFileSync(path.join(big.eventsDir, 'mega-2026.yaml'), `${lines.join('\n')}\n`);
      await expect
        .poll(async () => (await fetch(`${big.url}/api/lineup/mega-2026`)).status, {
          timeout: 30_000,
        })
        .toBe(200);
      exportThreads.clear();
      const exported = fetch(`${big.url}/api/export/mega-2026/schedule.xml`);
      // while it is built, fans are answered
      const lineup = await fetch(`${big.url}/api/lineup/mega-2026`);
      expect(lineup.status).toBe(200);
      const xml = await (await exported).text();
      expect(xml.match(/<event /g)).toHaveLength(6_000);
      // built on a thread of its own, not on the one that answers requests
      expect([...exportThreads].length).toBe(1);
      expect(exportThreads.has(threadId)).toBe(false);
    } finally {
      await big.dispose();
    }
  }, 120_000);
});
