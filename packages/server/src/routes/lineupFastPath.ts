// The hot path of GET /api/lineup/{event} and GET /api/current (issue 5: at least 0.8× nginx
// for the full answer, 0.6× for a 304). The common request (a known event, no query, valid
// headers) is answered on the HTTP server itself from the precompressed response, with header
// lists built once per data version: the same status, headers and bytes as the Fastify route
// in lineup.ts, which keeps answering everything else (aliases, 404, 400, HEAD, inject()).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { findEvent, type LoadedEvent, mainCurrentEvent } from '@lineup/core';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import type { EncodedLineup } from '../events/lineupCache.ts';
import { PUBLIC_READ_HEADERS } from '../http/cors.ts';
import { type Encoding, matchesEtag, pickEncoding } from '../http/encoding.ts';
import { HSTS, isHttps } from '../http/security.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const LINEUP_PREFIX = '/api/lineup/';
const EVENT_ID = /^[a-z0-9-]{1,100}$/;
const CLIENT_MODES = new Set(['desktop', 'mobileWeb', 'mobileApp']);
const MAX_IF_NONE_MATCH = 1000;
/** headers of a probe answer that are not the security headers every response carries */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'cache-control',
  'vary',
  'content-encoding',
  'transfer-encoding',
  'last-modified',
  'access-control-allow-origin',
  'access-control-expose-headers',
  // added per request (https only)
  'strict-transport-security',
]);

interface Prepared {
  notModified: string[];
  br: string[];
  gzip: string[];
  identity: string[];
}

function prepare(lineup: EncodedLineup, security: readonly string[], https: boolean): Prepared {
  const common = [
    ...security,
    ...(https ? ['strict-transport-security', HSTS] : []),
    ...PUBLIC_READ_HEADERS.flat(),
    'etag',
    lineup.etag,
    'cache-control',
    'no-cache',
    'vary',
    'Accept-Encoding',
  ];
  const full = (body: Buffer, encoding: string | null) => [
    ...common,
    'content-type',
    'application/json; charset=utf-8',
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(body.length),
  ];
  return {
    notModified: common,
    br: full(lineup.br, 'br'),
    gzip: full(lineup.gzip, 'gzip'),
    identity: full(lineup.identity, null),
  };
}

/** Accept-Encoding values repeat across clients: parse each one once. */
const encodings = new Map<string, Encoding>();
function encodingFor(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  let picked = encodings.get(header);
  if (picked === undefined) {
    picked = pickEncoding(header);
    if (encodings.size < 256) encodings.set(header, picked);
  }
  return picked;
}

/** answers given by the fast lane in this process (tests check that it is in use) */
export const fastLane = { served: 0 };

export function installLineupFastPath(app: FastifyInstance, deps: Deps): void {
  let security: string[] = [];
  let closing = false;
  const prepared = new WeakMap<EncodedLineup, Prepared>();
  const preparedHttps = new WeakMap<EncodedLineup, Prepared>();

  /** the event a plain lineup request asks for; null: leave the request to Fastify */
  function eventOf(req: IncomingMessage): LoadedEvent | null {
    if (req.method !== 'GET' || closing) return null;
    const url = req.url ?? '';
    const mode = req.headers['x-client-mode'];
    if (mode !== undefined && !CLIENT_MODES.has(mode as string)) return null;
    const tag = req.headers['if-none-match'];
    if (tag !== undefined && tag.length > MAX_IF_NONE_MATCH) return null;
    if (url === '/api/current') return mainCurrentEvent(deps.events.events, deps.clock.now());
    if (!url.startsWith(LINEUP_PREFIX)) return null;
    const id = url.slice(LINEUP_PREFIX.length);
    if (!EVENT_ID.test(id)) return null;
    const found = findEvent(deps.events.events, id);
    return found && !found.alias ? found.event : null;
  }

  function send(req: IncomingMessage, res: ServerResponse, lineup: EncodedLineup): void {
    fastLane.served++;
    const https = isHttps(req, deps.config.trustProxy);
    const lists = https ? preparedHttps : prepared;
    let headers = lists.get(lineup);
    if (!headers) {
      headers = prepare(lineup, security, https);
      lists.set(lineup, headers);
    }
    const tag = req.headers['if-none-match'];
    if (tag !== undefined && (tag === lineup.etag || matchesEtag(tag, lineup.etag))) {
      res.writeHead(304, headers.notModified);
      res.end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    res.writeHead(200, headers[encoding]);
    res.end(lineup[encoding]);
  }

  // Once listening (inject-only uses never need it); requests before that go to Fastify.
  app.addHook('onListen', async () => {
    // the security headers (helmet) exactly as the other routes send them
    const probe = await app.inject({ method: 'GET', url: '/api/lineup-fast-path-probe/x' });
    security = Object.entries(probe.headers)
      .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
      .flatMap(([name, value]) => [name, value as string]);

    const server: Server = app.server;
    const fastify = server.listeners('request') as Handler[];
    const handOver: Handler = (req, res) => {
      for (const handler of fastify) handler.call(server, req, res);
    };
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const event = eventOf(req);
      if (!event) return handOver(req, res);
      // the common case: the answer is built and current, sent in this tick
      const ready = deps.lineups.ready(event);
      if (ready) return send(req, res, ready);
      deps.lineups.get(event).then(
        (lineup) => send(req, res, lineup),
        // a failed build: Fastify answers with its error handling
        () => handOver(req, res),
      );
    });
  });
  app.addHook('preClose', async () => {
    // Fastify answers 503 while closing
    closing = true;
  });
}
