// The fan's calendar subscription over HTTP (issue 8): a signed-in fan gets a private webcal
// link; the calendar behind it is valid RFC 5545 in the event's time zone, follows their likes
// and the organisers' changes, and stops working when replaced, turned off or the user leaves.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LikeEntry } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IcsComponent,
  instantOf,
  parseIcs,
  prop,
} from '../../../core/test/calendar/parseIcs.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { likeOf, removal } from '../helpers/likes.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { eventually, ORIGIN, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';

let provider: FakeProvider;
let server: TestServer;
let token: string;

// SQLite always; PostgreSQL too when PG_TEST_URL is set (a fresh database)
const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const at = (minute: number) => `2026-07-30T20:${String(minute).padStart(2, '0')}:00.000Z`;

async function likeSets(likes: LikeEntry[], removed: ReturnType<typeof removal>[] = []) {
  const { response } = await postJson(`${server.url}/api/likes`, { token, likes, removed });
  expect(response.status).toBe(200);
}

/** POST /api/calendar: the webcal link, and where to fetch it in this test */
async function newFeed(): Promise<{ url: string; fetchUrl: string }> {
  const { response, body } = await postJson(`${server.url}/api/calendar`, { token });
  expect(response.status).toBe(200);
  const url = body.url as string;
  return { url, fetchUrl: url.replace(/^webcal:\/\/[^/]+/, server.url) };
}

async function feed(fetchUrl: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(fetchUrl);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

const vevents = (calendar: IcsComponent) => calendar.children.filter((c) => c.type === 'VEVENT');
const summaries = (text: string) =>
  vevents(parseIcs(text))
    .map((e) => prop(e, 'SUMMARY')?.value)
    .sort();

describe.each(stores)('calendar subscription on %s', (_store, database) => {
  let db: TestDatabase | null = null;
  beforeAll(async () => {
    db = await database();
    provider = await startFakeProvider();
    server = await startServer({
      env: { ...provider.env(), ...(db ? { DATABASE_URL: db.url } : {}) },
    });
    const { body } = await signIn(server.url, provider, ADA_FAN);
    token = body.bunny_token as string;
  });
  afterAll(async () => {
    await server.dispose();
    await provider.close();
    await db?.drop();
  });

  it('gives a signed-in fan a private webcal link on the public host', async () => {
    const { url } = await newFeed();
    expect(url).toMatch(
      new RegExp(`^webcal://${new URL(ORIGIN).host}/ical/[A-Za-z0-9_-]{43}\\.ics$`),
    );
  });

  it('serves valid RFC 5545 of the liked sets in the event’s time zone', async () => {
    await likeSets([
      await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(1)),
      await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', at(2)),
    ]);
    const { fetchUrl } = await newFeed();
    const { status, type, text } = await feed(fetchUrl);
    expect(status).toBe(200);
    expect(type).toBe('text/calendar; charset=utf-8');
    // CRLF line ends only, no line over 75 octets
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = parseIcs(text);
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    expect(prop(calendar, 'PRODID')?.value).toBeTruthy();
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toBe('♥ Sunrise');
    const zone = calendar.children.find((c) => c.type === 'VTIMEZONE');
    expect(prop(zone!, 'TZID')?.value).toBe('Europe/Berlin');

    const events = vevents(calendar);
    expect(events).toHaveLength(2);
    for (const event of events) {
      // required by RFC 5545 §3.6.1
      expect(prop(event, 'UID')?.value).toMatch(/@feed\.lineup$/);
      expect(prop(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    }
    const ada = events.find((e) => prop(e, 'SUMMARY')?.value === 'Ada Lovelace @ 🌅 Beach')!;
    const start = prop(ada, 'DTSTART')!;
    // 22:00 in Berlin (summer time, UTC+2)
    expect(start.params.TZID).toBe('Europe/Berlin');
    expect(start.value).toBe('20260730T220000');
    expect(instantOf(calendar, start)).toBe('2026-07-30T20:00:00.000Z');
    expect(instantOf(calendar, prop(ada, 'DTEND')!)).toBe('2026-07-30T22:00:00.000Z');
    expect(prop(ada, 'LOCATION')?.value).toBe('🌅 Beach\\, Sunrise');
    expect(prop(ada, 'URL')?.value).toMatch(new RegExp(`^${ORIGIN}/s/[0-9a-z]{8}$`));
    // one night model (issue 33): Grace plays Friday 00:00, the app's "Night of Thu 30 Jul",
    // in the language of the link (?lang=de), English without one
    const description = (ics: string) =>
      prop(
        vevents(parseIcs(ics)).find((e) => prop(e, 'SUMMARY')?.value.startsWith('Grace'))!,
        'DESCRIPTION',
      )?.value.split('\\n')[0];
    expect(description(text)).toBe('Sunrise · Night of Thu 30 Jul\\, 00:00–02:00');
    expect(description((await feed(`${fetchUrl}?lang=de`)).text)).toBe(
      'Sunrise · Nacht von Do.\\, 30. Juli\\, 00:00–02:00',
    );
    expect(description((await feed(`${fetchUrl}?lang=xx`)).text)).toBe(
      'Sunrise · Night of Thu 30 Jul\\, 00:00–02:00',
    );
  });

  it('follows the fan’s likes: a new like appears, a like taken back goes', async () => {
    const { fetchUrl } = await newFeed();
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(1));
    const margaret = await likeOf(server.url, 'sunrise-2026', 'Margaret', at(5));
    await likeSets([margaret], [removal(ada, at(6))]);
    expect(summaries((await feed(fetchUrl)).text)).toEqual([
      'Grace Hopper @ 🌅 Beach',
      'Margaret @ 🌲 Forest',
    ]);
  });

  it('follows the organisers: a moved set moves in the calendar, under the same UID', async () => {
    const { fetchUrl } = await newFeed();
    const before = parseIcs((await feed(fetchUrl)).text);
    const grace = (c: IcsComponent) =>
      vevents(c).find((e) => prop(e, 'SUMMARY')?.value === 'Grace Hopper @ 🌅 Beach')!;
    const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
    const yaml = readFileSync(file, 'utf8');
    const moved = yaml.replace(
      /(- dj: Grace Hopper\n\s+room: 0\n\s+start: )2026-07-31T00:00(\n\s+end: )2026-07-31T02:00/,
      '$12026-07-31T00:30$22026-07-31T02:30',
    );
    expect(moved).not.toBe(yaml);
    writeFileSync(file, moved);
    // wait on the lineup (the feed itself is rate-limited per link), then ask the feed once
    await eventually(async () => {
      const lineup = (await (await fetch(`${server.url}/api/lineup/sunrise-2026`)).json()) as {
        sets: { dj: string; start: string }[][];
      };
      const set = lineup.sets.flat().find((s) => s.dj === 'Grace Hopper');
      return set?.start === '2026-07-30T22:30:00.000Z' ? true : undefined;
    }, 15_000);
    const after = parseIcs((await feed(fetchUrl)).text);
    expect(prop(grace(after), 'DTSTART')?.value).toBe('20260731T003000');
    expect(prop(grace(after), 'UID')?.value).toBe(prop(grace(before), 'UID')?.value);
    expect(instantOf(after, prop(grace(after), 'DTEND')!)).toBe('2026-07-31T00:30:00.000Z');
  });

  it('a new link replaces the old one, which then answers 404', async () => {
    const first = await newFeed();
    const second = await newFeed();
    expect(second.url).not.toBe(first.url);
    expect((await feed(first.fetchUrl)).status).toBe(404);
    expect((await feed(second.fetchUrl)).status).toBe(200);
  });

  it.each([
    ['POST /api/calendar/revoke', 'POST', '/api/calendar/revoke'],
    ['DELETE /api/calendar', 'DELETE', '/api/calendar'],
  ])('%s turns the link off: 404 after', async (_name, method, route) => {
    const { fetchUrl } = await newFeed();
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: true });
    expect((await feed(fetchUrl)).status).toBe(404);
  });

  it.each([
    ['an unknown token', { token: 'not-a-token' }, 401],
    ['no token', { token: '' }, 401],
    ['a missing token field', {}, 400],
  ])('refuses %s', async (_case, body, status) => {
    const { response } = await postJson(`${server.url}/api/calendar`, body);
    expect(response.status).toBe(status);
  });

  it.each([
    ['a made-up secret', `/ical/${'A'.repeat(43)}.ics`],
    ['a short one', '/ical/abc.ics'],
    ['no .ics', `/ical/${'A'.repeat(43)}`],
  ])('answers 404 for %s', async (_case, route) => {
    expect((await feed(`${server.url}${route}`)).status).toBe(404);
  });

  it('stops when the fan deletes their account', async () => {
    const { fetchUrl } = await newFeed();
    const { response } = await postJson(`${server.url}/api/deleteUser`, { bunny_token: token });
    expect(response.status).toBe(200);
    expect((await feed(fetchUrl)).status).toBe(404);
  });
});
