// Spec §7–§8: the lineup call, its headers, its 304 reuse and the exact error texts.
import type { LineupResponse } from '@lineup/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchLineup,
  isFinalError,
  lineupUrl,
  redirectTarget,
} from '../../src/data/lineupFetch.ts';

const lineup = {
  hash: 'abc123',
  meta: { id: 'fest', rooms: ['A'] },
  sets: [[]],
  setCursors: [0],
  tracks: [[]],
  latestTracks: [],
} as unknown as LineupResponse;

function answer(status: number, body?: unknown, extra: Partial<Response> = {}): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    redirected: false,
    url: '',
    headers: new Headers(),
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
    arrayBuffer: async () =>
      new TextEncoder().encode(body === undefined ? '' : JSON.stringify(body)).buffer,
    ...extra,
  } as Response;
}

function mockFetch(res: Response | Error) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (res instanceof Error) throw res;
    return res;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('lineup call', () => {
  it('asks for the current event without a festival, else for the named one', () => {
    expect(lineupUrl(undefined)).toBe('/api/current');
    expect(lineupUrl('sun rise')).toBe('/api/lineup/sun%20rise');
  });

  it('sends the client mode and the last hash in quotes', async () => {
    const fn = mockFetch(answer(200, lineup));
    await fetchLineup('fest', { clientMode: 'mobileWeb', previous: lineup });
    const headers = fn.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Client-Mode']).toBe('mobileWeb');
    expect(headers['If-None-Match']).toBe('"abc123"');
  });

  it.each([
    [
      'another ETag goes beside the hash (nginx serving a file)',
      '"6750a1b2-e4c"',
      '"abc123", "6750a1b2-e4c"',
    ],
    ["the server's own ETag is the hash: sent once", 'W/"abc123"', '"abc123"'],
    ['a malformed ETag is left out', 'abc"123', '"abc123"'],
  ])('%s', async (_, etag, sent) => {
    mockFetch(answer(200, { ...lineup }, { headers: new Headers({ etag }) }));
    const first = await fetchLineup('fest', { clientMode: 'desktop' });
    const fn = mockFetch(answer(304));
    await expect(fetchLineup('fest', { clientMode: 'desktop', previous: first })).resolves.toBe(
      first,
    );
    const headers = fn.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBe(sent);
  });

  it('reuses the cached lineup on 304', async () => {
    mockFetch(answer(304));
    await expect(fetchLineup('fest', { clientMode: 'desktop', previous: lineup })).resolves.toBe(
      lineup,
    );
  });

  it.each([
    [answer(404, { error: 'nope' }), '404: This page does not exist'],
    [answer(308, { error: 'fest-2026' }), '308: redirect to /lineup/fest-2026'],
    [
      answer(308, { error: 'fest-2026', room: 'beach' }),
      '308: redirect to /lineup/fest-2026/beach',
    ],
    [answer(308, { nothing: true }), 'Invalid 308 response format'],
    [answer(308), 'Invalid 308 response format'],
    [answer(500, { error: 'x' }), '500: Server messed up'],
    [answer(503), '503: Server messed up'],
    [answer(200, { meta: {} }), '500: meta.rooms is missing or invalid'],
    [answer(200), 'Unknown error: Unexpected end of JSON input'],
    [new TypeError('Failed to fetch'), 'Server is down or unreachable'],
  ])('fails with the catalogue text (%#)', async (res, message) => {
    mockFetch(res);
    await expect(fetchLineup('old', { clientMode: 'desktop' })).rejects.toThrow(message);
  });

  it('treats a followed alias redirect as the 308 of the spec', async () => {
    mockFetch(
      answer(200, lineup, {
        redirected: true,
        url: 'http://host/api/lineup/fest-2026?room=beach',
      }),
    );
    await expect(fetchLineup('fest', { clientMode: 'desktop' })).rejects.toThrow(
      '308: redirect to /lineup/fest-2026/beach',
    );
  });

  it.each([
    ['404: This page does not exist', true],
    ['308: redirect to /lineup/x', true],
    ['400: bad request', true],
    ['500: Server messed up', false],
    ['Server is down or unreachable', false],
  ])('retries %s: %s', (message, final) => {
    expect(isFinalError(new Error(message))).toBe(final);
  });

  it('reads the redirect target of a 308 message', () => {
    expect(redirectTarget(new Error('308: redirect to /lineup/a/b'))).toBe('/lineup/a/b');
    expect(redirectTarget(new Error('404: This page does not exist'))).toBeNull();
  });
});
