// The thread behind firstScreenThread.ts: the web app's prerender bundle draws the now page's
// and the grid's first screens here, not on the thread that answers fans (a big festival's
// grid is hundreds of milliseconds of work, once a minute per language), and the page around
// it is put together and compressed here too (pageAssembly.ts), its bytes handed back without
// a copy: the thread that answers fans only stores and sends them.
//
// A lineup answer's hash moves with the minute (its set cursors: which set of each stage is
// the first not over, and the events current), while the bulk of it (the sets, tracks and the
// event's meta) stays for as long as the event's version does. So the thread keeps that own
// part by its hash, parsed once, and is sent the small shared part each time
// (events/lineupText.ts): Glastonbury's 1.1 MB crosses once per published version, not each
// minute. The main thread says which own parts to keep, so it knows which it need not send.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type FestivalNight,
  type FirstScreenInput,
  type LineupOwnPart,
  type LineupResponse,
  type LineupSharedPart,
  lineupNights,
  lineupPart,
} from '@lineup/core';
import { lineupOfParts, parseOwnText, sharedText } from '../events/lineupText.ts';
import { compressSync } from '../http/encoding.ts';
import { assemblePage, type PageParts } from './pageAssembly.ts';

export type ScreenKind = 'now' | 'grid';

/** the lineup a page carries, as its parts (events/lineupText.ts) */
export interface ScreenLineupMessage {
  /** the answer's hash */
  hash: string;
  /** the own part's hash: what this thread keeps */
  ownHash: string;
  /** the own part's text, when this thread does not hold it (with `shared` null: the whole JSON) */
  own?: Uint8Array;
  /** the shared part's JSON; null: `own` is the whole answer */
  shared: string | null;
}

export interface ScreenRequest {
  id: number;
  kind: ScreenKind;
  path: string;
  now: number;
  lineup: ScreenLineupMessage;
  /** how the page goes around its first screen (its JSON: the lineup's, or the night's part) */
  page: Omit<PageParts, 'json'>;
  /** the own parts no longer kept */
  drop: string[];
}

/** a page put together and compressed: its buffers are transferred, not copied */
export interface ScreenPage {
  id: number;
  /** the page's ETag base */
  tag: string;
  /** a first screen is in it (false: the renderer drew none) */
  drawn: boolean;
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
}

export type ScreenReply =
  | { ready: true }
  | ScreenPage
  | { id: number; error: string; lost?: string };

export interface ScreenWorkerData {
  /** the prerender bundle (firstScreen.ts firstScreenBundle) */
  bundle: string;
}

type Render = (input: FirstScreenInput) => string;

interface Own {
  text: string;
  /** the own part (or, for a whole answer sent as one text, that answer), parsed when first drawn */
  parsed: LineupOwnPart | LineupResponse | null;
  /** the festival's nights, split once (they read the sets only) */
  nights: FestivalNight[] | null;
}

// React's server renderer takes its development build (several times slower) unless the
// environment says production
process.env.NODE_ENV ??= 'production';
const { bundle } = workerData as ScreenWorkerData;
const mod = (await import(pathToFileURL(bundle).href)) as {
  renderFirstScreen?: Render;
  renderFirstGrid?: Render;
};
const owns = new Map<string, Own>();
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** the answer and its JSON (the JSON read lazily: big festivals' pages do not carry it) */
function lineupOf(request: ScreenRequest): {
  own: Own;
  lineup: LineupResponse;
  json: () => string;
} {
  const { hash, ownHash, own: bytes, shared } = request.lineup;
  for (const dropped of request.drop) owns.delete(dropped);
  let own = owns.get(ownHash);
  if (bytes !== undefined) {
    own = { text: decoder.decode(bytes), parsed: null, nights: null };
    owns.set(ownHash, own);
  }
  if (!own) throw new Error('the lineup is not held');
  if (shared === null) {
    own.parsed ??= JSON.parse(own.text) as LineupResponse;
    const text = own.text;
    return { own, lineup: own.parsed as LineupResponse, json: () => text };
  }
  own.parsed ??= parseOwnText(own.text);
  const lineup = lineupOfParts(own.parsed as LineupOwnPart, shared, hash);
  const text = own.text;
  return {
    own,
    lineup,
    json: () => text + sharedText(JSON.parse(shared) as LineupSharedPart, hash),
  };
}

/**
 * the bytes in memory of their own that can move to the other thread (zlib's buffers may be
 * views of a larger one, or marked as not to be transferred)
 */
function alone(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

function build(request: ScreenRequest): ScreenPage {
  const whole = lineupOf(request);
  const { night } = request.page;
  // the grid draws from what its page carries: the night's part, when it carries one
  let carried = whole.lineup;
  let json = whole.json;
  if (night !== null) {
    whole.own.nights ??= lineupNights(whole.lineup);
    const part = lineupPart(whole.lineup, night, whole.own.nights);
    if (part) {
      carried = part;
      json = () => JSON.stringify(part);
    }
  }
  const draw = request.kind === 'grid' ? mod.renderFirstGrid : mod.renderFirstScreen;
  if (typeof draw !== 'function') throw new Error(`the bundle draws no ${request.kind} screen`);
  const festival = request.page.festival;
  const screen = draw({ path: request.path, lineup: carried, festival, now: request.now });
  // a page with a drawn grid and a night's part names the part's request: its JSON unread
  const partSrc = carried === whole.lineup ? '' : request.page.partSrc;
  const unread = screen !== '' && partSrc !== '';
  const { tag, html } = assemblePage(
    { ...request.page, partSrc, json: unread ? '' : json() },
    screen,
  );
  const identity = encoder.encode(html);
  const { gzip, br } = compressSync(identity);
  return { id: request.id, tag, drawn: screen !== '', identity, gzip: alone(gzip), br: alone(br) };
}

parentPort?.on('message', (request: ScreenRequest) => {
  let reply: ScreenReply;
  try {
    const page = build(request);
    parentPort?.postMessage(page satisfies ScreenReply, [
      page.identity.buffer as ArrayBuffer,
      page.gzip.buffer as ArrayBuffer,
      page.br.buffer as ArrayBuffer,
    ]);
    return;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // a lineup that did not parse is not held: the main thread sends it again next time
    const parsed = (owns.get(request.lineup.ownHash)?.parsed ?? null) !== null;
    if (!parsed) owns.delete(request.lineup.ownHash);
    reply = parsed
      ? { id: request.id, error: message }
      : { id: request.id, error: message, lost: request.lineup.ownHash };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies ScreenReply);
