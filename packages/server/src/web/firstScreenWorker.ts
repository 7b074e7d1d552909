// The thread behind firstScreenThread.ts: the web app's prerender bundle draws the now page's
// and the grid's first screens here, not on the thread that answers fans (a big festival's
// grid is hundreds of milliseconds of work, once a minute per language). The lineups drawn
// from are kept parsed by their hash, so a new minute costs the render only; the main thread
// says which to keep, so it knows which texts it need not send again.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FirstScreenInput, LineupResponse } from '@lineup/core';

export type ScreenKind = 'now' | 'grid';

export interface ScreenRequest {
  id: number;
  kind: ScreenKind;
  path: string;
  festival: string | null;
  now: number;
  /** the hash of the lineup's JSON the page carries (the whole lineup or a night's part) */
  hash: string;
  /** that JSON, when this thread does not hold it */
  json?: string;
  /** the hashes of lineups no longer kept */
  drop: string[];
}

export type ScreenReply =
  | { ready: true }
  | { id: number; html: string }
  | { id: number; error: string; lost?: string };

export interface ScreenWorkerData {
  /** the prerender bundle (firstScreen.ts firstScreenBundle) */
  bundle: string;
}

type Render = (input: FirstScreenInput) => string;

// React's server renderer takes its development build (several times slower) unless the
// environment says production
process.env.NODE_ENV ??= 'production';
const { bundle } = workerData as ScreenWorkerData;
const mod = (await import(pathToFileURL(bundle).href)) as {
  renderFirstScreen?: Render;
  renderFirstGrid?: Render;
};
const lineups = new Map<string, LineupResponse>();

function render(request: ScreenRequest): string {
  for (const hash of request.drop) lineups.delete(hash);
  let lineup = lineups.get(request.hash);
  if (request.json !== undefined) {
    lineup = JSON.parse(request.json) as LineupResponse;
    lineups.set(request.hash, lineup);
  }
  if (!lineup) throw new Error('the lineup is not held');
  const draw = request.kind === 'grid' ? mod.renderFirstGrid : mod.renderFirstScreen;
  if (typeof draw !== 'function') throw new Error(`the bundle draws no ${request.kind} screen`);
  return draw({ path: request.path, lineup, festival: request.festival, now: request.now });
}

parentPort?.on('message', (request: ScreenRequest) => {
  let reply: ScreenReply;
  try {
    reply = { id: request.id, html: render(request) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // a lineup that did not parse is not held: the main thread sends it again next time
    reply = lineups.has(request.hash)
      ? { id: request.id, error: message }
      : { id: request.id, error: message, lost: request.hash };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies ScreenReply);
