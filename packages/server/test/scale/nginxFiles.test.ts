// The lineup behind nginx (docs/deploy.md §4): the files the instances keep in
// LINEUP_FILES_DIR served as static files, with an instance's headers and nginx's own 304s; an
// instance, through the one-second cache, for what has no file; the cache for the JSON-LD.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NGINX_READY, useNginxDeployment } from '../helpers/nginxDeployment.ts';
import { eventually } from '../helpers/server.ts';

const SCHEMA = '/api/schemaParty/en/sunrise-2026';
/** limit_conn in docs/nginx/lineup.conf */
const CONNECTION_LIMIT = 100;

describe.skipIf(!NGINX_READY)('the lineup files and the cache behind nginx', () => {
  const d = useNginxDeployment();
  const { call, cached } = d;

  /** the headers a fan sees, without those that describe the connection or one copy */
  const fanHeaders = (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          !/^(date|connection|keep-alive|server|content-length|etag|last-modified|accept-ranges|x-cache)$/.test(
            name,
          ),
      ),
    );

  it('serves the lineup from the files the instances keep, in each coding, with their headers', async () => {
    const br = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    const gzip = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'gzip',
    });
    const plain = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'identity',
    });
    for (const answer of [br, gzip, plain]) {
      // a file: nginx's own validators, no cache status
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['last-modified']).toBeDefined();
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const direct = await fetch(`${d.one.url}/api/lineup/sunrise-2026`, {
      headers: { 'x-forwarded-proto': 'https', 'accept-encoding': 'identity' },
    });
    const json = await direct.json();
    expect(JSON.parse(plain.raw.toString())).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.raw).toString())).toEqual(json);
    // what the instance itself sends, security headers and no-cache for browsers included
    expect(fanHeaders(plain.headers)).toEqual(fanHeaders(Object.fromEntries(direct.headers)));
  });

  it('answers If-None-Match on the lineup file with a 304', async () => {
    const full = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
    });
    const revalidated = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
      'if-none-match': String(full.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBe(
      full.headers['content-security-policy'],
    );
    // what the app sends: the hash in quotes (spec §7), then the ETag it was given
    const hash = JSON.parse(brotliDecompressSync(full.raw).toString()).hash;
    const fromApp = await call('GET', '/api/lineup/sunrise-2026', undefined, {
      'accept-encoding': 'br',
      'if-none-match': `"${hash}", ${full.headers.etag}`,
    });
    expect(fromApp.status).toBe(304);
  });

  it('asks an instance, through its cache, for a lineup that has no file', async () => {
    // last year's edition is no longer current: the instances keep no file of it
    expect(existsSync(path.join(d.filesDir, 'identity/api/lineup/sunrise-2025'))).toBe(false);
    const direct = (await (await fetch(`${d.one.url}/api/lineup/sunrise-2025`)).json()) as {
      hash: string;
    };
    const answer = await cached('/api/lineup/sunrise-2025');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).hash).toBe(direct.hash);
    // an alias and an unknown event have no file either: the instance's redirect and 404
    const alias = await call('GET', '/api/lineup/sunrise');
    expect(alias.status).toBe(308);
    expect(alias.headers.location).toBe('/api/lineup/sunrise-2026');
    expect((await call('GET', '/api/lineup/no-such-party')).status).toBe(404);
    // a file is only read: anything else goes to an instance
    expect((await call('POST', '/api/lineup/sunrise-2026', {})).status).toBe(404);
  });

  it('asks an instance for one night of a lineup, never the file of the whole', async () => {
    const answer = await cached('/api/lineup/sunrise-2026?night=2026-07-30');
    expect(answer.status).toBe(200);
    const part = JSON.parse(answer.body) as { part?: { night: string } };
    expect(part.part?.night).toBe('2026-07-30');
  });

  it('serves /api/current from its file too: the lineup of the event on now', async () => {
    const current = await call('GET', '/api/current', undefined, { 'accept-encoding': 'br' });
    expect(current.status).toBe(200);
    expect(current.headers['x-cache']).toBeUndefined();
    expect(current.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(current.raw).toString()).meta.id).toBe('sunrise-2026');
  });

  it('answers the JSON-LD from its one-second cache, one entry per content coding', async () => {
    const br = await cached(SCHEMA, { 'accept-encoding': 'gzip, br' });
    const gzip = await cached(SCHEMA, { 'accept-encoding': 'gzip' });
    const plain = await cached(SCHEMA, { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.raw.toString());
    expect(json['@type']).toBeDefined();
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.raw).toString())).toEqual(json);
  });

  it('answers If-None-Match from its cache with a 304', async () => {
    const full = await cached(SCHEMA, { 'accept-encoding': 'br' });
    const etag = String(full.headers.etag);
    const revalidated = await eventually(
      async () => {
        const answer = await call('GET', SCHEMA, undefined, {
          'accept-encoding': 'br',
          'if-none-match': etag,
        });
        return answer.headers['x-cache'] === 'HIT' ? answer : undefined;
      },
      5000,
      20,
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('limits the requests in flight to the instances per address, never the lineup files', async () => {
    // requests an instance would answer, held open: their bodies never come
    const held: TLSSocket[] = [];
    const hold = () => {
      const socket = connect({
        host: '127.0.0.1',
        port: d.ports.https,
        servername: 'lineup.example',
        rejectUnauthorized: false,
      });
      socket.on('error', () => {});
      socket.write(
        'POST /api/likes HTTP/1.1\r\nHost: lineup.example\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      held.push(socket);
    };
    for (let i = 0; i < CONNECTION_LIMIT; i++) hold();
    try {
      const refused = await eventually(
        async () => {
          const answer = await call('POST', '/api/likes', { token: '', likes: [] });
          if (answer.status === 503) return answer;
          // another request was in flight when some of ours came, and nginx refused those
          hold();
          return undefined;
        },
        5000,
        50,
      );
      expect(refused.status).toBe(503);
      // the same fan still gets the lineups that have files (last year's, which has none,
      // would ask an instance, and be refused too)
      const lineup = await call('GET', '/api/lineup/sunrise-2026');
      expect(lineup.status).toBe(200);
      expect(lineup.headers['x-cache']).toBeUndefined();
      expect((await call('GET', '/api/current')).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    const again = await eventually(
      async () => {
        const answer = await call('POST', '/api/likes', { token: '', likes: [] });
        return answer.status === 200 ? answer : undefined;
      },
      5000,
      50,
    );
    expect(again.status).toBe(200);
  }, 15_000);
});
