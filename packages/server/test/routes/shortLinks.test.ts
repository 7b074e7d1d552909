// GET /s/{code}: {url} for a fetch, a 302 plus Open Graph tags for a browser, a 200 preview
// page for link-preview bots, 404 for an unknown code (DESIGN §5).
import { type LineupResponse, shortCode } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, ORIGIN, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
const ada = shortCode('sunrise-2026', 'Ada Lovelace');
const linus = shortCode('sunrise-2026', 'Linus & Ken');

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

function meta(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describe('GET /s/{code}', () => {
  it('answers a fetch with the lineup url of the act', async () => {
    const { response, body } = await getJson(`${server.url}/s/${ada}`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ url: '/lineup/sunrise-2026?s=Ada%20Lovelace' });
  });

  it('uses the same code as the lineup response', async () => {
    const lineup = (await (
      await fetch(`${server.url}/api/lineup/sunrise-2026`)
    ).json()) as LineupResponse;
    expect(lineup.sets[0]?.[0]?.s).toBe(ada);
  });

  it('redirects a browser with 302 and carries Open Graph tags in the body', async () => {
    const response = await fetch(`${server.url}/s/${ada}`, {
      redirect: 'manual',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'user-agent': 'Mozilla/5.0 Firefox/140',
      },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/lineup/sunrise-2026?s=Ada%20Lovelace');
    const html = await response.text();
    expect(meta(html, 'og:title')).toBe('Ada Lovelace');
    expect(meta(html, 'og:description')).toBe('🌅 Beach · Thu 30 Jul · 22:00–00:00 · Sunrise');
    expect(meta(html, 'og:image')).toBe('https://i1.sndcdn.com/avatars-ada-large.jpg');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/s/${ada}`);
  });

  it.each([
    'facebookexternalhit/1.1',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Slackbot-LinkExpanding 1.0',
  ])('answers the preview bot %s with 200 and the tags', async (agent) => {
    const response = await fetch(`${server.url}/s/${linus}`, {
      redirect: 'manual',
      headers: { 'user-agent': agent, accept: '*/*' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    // the act name is escaped; a root-relative picture becomes absolute
    expect(meta(html, 'og:title')).toBe('Linus &amp; Ken');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/linus.webp`);
    expect(meta(html, 'og:description')).toBe('🌲 Forest · Thu 30 Jul · 23:00–01:00 · Sunrise');
    expect(html).toContain(
      'http-equiv="refresh" content="0; url=/lineup/sunrise-2026?s=Linus%20%26%20Ken"',
    );
    expect(html).not.toContain('<script');
  });

  it('answers 404 for an unknown code', async () => {
    const { response, body } = await getJson(`${server.url}/s/zzzzzzzz`);
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: '404: This page does not exist' });
  });
});
