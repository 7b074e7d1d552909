/// <reference lib="webworker" />
// The now page and the grid, answered by the worker itself (issues 15 and 37): with the app
// shell and the event's lineup both in its caches, it renders the first screen at the phone's
// own clock into the page, as the server does on a first visit. A repeat visit, or a friend's
// grid link opened on a phone that has the festival already, then paints the sets at now as
// soon as the HTML is parsed, instead of after the app's script has run; the app takes those
// elements over and asks for the lineup at once (the worker answers from its cache and checks
// with the server). Without both caches the plain shell goes out, as before.
//
// The grid's page is the server's: its files named in the head, its stylesheets inline, its
// drawn first screen over the app's root with the scripts that place it, and for a festival
// too large to inline only the night it opens on (the app asks for the whole lineup at once).

import { GRID_FILES } from 'virtual:grid-screen-files';
import {
  type FestivalNight,
  INLINE_LINEUP_MAX,
  type LineupResponse,
  lineupNights,
  lineupPart,
  openingNight,
  pageHtml,
  pageTarget,
  stylesheetHref,
  withFirstGridHead,
  withInlineStylesheet,
} from '@lineup/core';
import { matchPrecache } from 'workbox-precaching';
import {
  firstScreenScripts,
  renderFirstGrid,
  renderFirstScreen,
} from '../prerender/firstScreen.tsx';
import { LINEUP_CACHE } from './lineupRoute.ts';
import { CHECKED_HEADER } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

interface Shell {
  html: string;
  /** the server's policy on the precached shell, carried by the pages made from it */
  csp: string | null;
}

/** the page, or null when the URL is neither page, or a cache lacks what it needs */
export async function firstScreenResponse(url: URL): Promise<Response | null> {
  const target = pageTarget(url.pathname);
  if (!target?.festival) return null;
  // a night the address asks for: the grid opens there, not at now (the server draws none)
  const grid = target.gridPage && !url.searchParams.has('night');
  if (!target.nowPage && !grid) return null;
  // the key the app's own lineup request was cached under (data/lineupFetch.ts)
  const lineupUrl = new URL(`/api/lineup/${target.festival}`, self.location.origin).href;
  const [shell, cached] = await Promise.all([
    grid ? gridShell() : nowShell(),
    caches.open(LINEUP_CACHE).then((cache) => cache.match(lineupUrl)),
  ]);
  if (!shell || !cached) return null;
  const now = Date.now();
  const { json, lineup } = grid
    ? await gridLineup(lineupUrl, cached, now)
    : await wholeLineup(cached);
  const checkedAt = Number(cached.headers.get(CHECKED_HEADER));
  const input = { path: url.pathname, lineup, festival: target.festival, now };
  const extras = { checkedAt: checkedAt > 0 ? checkedAt : now };
  const html = pageHtml(
    shell.html,
    json,
    target.festival,
    target.locale,
    grid
      ? { ...extras, overRoot: renderFirstGrid(input) }
      : { ...extras, firstScreen: renderFirstScreen(input) },
  );
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (shell.csp) headers.set('content-security-policy', shell.csp);
  return new Response(html, { headers });
}

async function wholeLineup(cached: Response): Promise<{ json: string; lineup: LineupResponse }> {
  const json = await cached.text();
  return { json, lineup: JSON.parse(json) as LineupResponse };
}

interface Held {
  url: string;
  etag: string;
  lineup: LineupResponse;
  nights: FestivalNight[];
  /** each night's part as JSON, by its key */
  parts: Map<string, { json: string; lineup: LineupResponse }>;
}

/** the last large lineup split into nights: the next grid page of that festival skips the work */
let held: Held | null = null;

/**
 * What a grid's page carries: the whole lineup, or for a festival too large to inline the part
 * of the night the grid opens on at `now` (the server's page does the same: lineupParts.ts).
 */
async function gridLineup(
  url: string,
  cached: Response,
  now: number,
): Promise<{ json: string; lineup: LineupResponse }> {
  const etag = cached.headers.get('etag');
  let entry = held?.url === url && etag !== null && held.etag === etag ? held : null;
  if (!entry) {
    const whole = await wholeLineup(cached);
    if (whole.json.length <= INLINE_LINEUP_MAX) return whole;
    entry = {
      url,
      etag: etag ?? '',
      lineup: whole.lineup,
      nights: lineupNights(whole.lineup),
      parts: new Map(),
    };
    held = etag === null ? null : entry;
  }
  const night = entry.nights[openingNight(entry.nights, new Date(now))];
  if (!night) return { json: JSON.stringify(entry.lineup), lineup: entry.lineup };
  let part = entry.parts.get(night.key);
  if (!part) {
    const lineup = lineupPart(entry.lineup, night.key, entry.nights) ?? entry.lineup;
    part = { json: JSON.stringify(lineup), lineup };
    entry.parts.set(night.key, part);
  }
  return part;
}

/** a value read once per worker (also when it starts: warmFirstScreen), again after a failure */
function once<T>(read: () => Promise<T | null>): () => Promise<T | null> {
  let value: Promise<T | null> | null = null;
  return () => {
    value ??= read().then(
      (result) => {
        if (result === null) value = null;
        return result;
      },
      () => {
        value = null;
        return null;
      },
    );
    return value;
  };
}

/**
 * The shell with its stylesheet inline, as the server sends it with a first screen. Both come
 * from this worker version's precache and never change while it runs.
 */
const nowShell = once(async (): Promise<Shell | null> => {
  const shell = await matchPrecache('/index.html');
  if (!shell) return null;
  const csp = shell.headers.get('content-security-policy');
  const index = await shell.text();
  const href = stylesheetHref(index);
  const css = href ? await matchPrecache(href) : undefined;
  return { html: css ? withInlineStylesheet(index, await css.text()) : index, csp };
});

/**
 * The grid's page: the now page's shell with the grid's files named and its stylesheets inline.
 * None when the build did not name them, or when the shell's policy does not allow the scripts
 * that place the drawn grid (a server that draws no grid's first screen lists no such hash).
 */
const gridShell = once(async (): Promise<Shell | null> => {
  const shell = await nowShell();
  const files = GRID_FILES;
  if (!shell || !files) return null;
  if (shell.csp !== null && !(await allowsScripts(shell.csp, firstScreenScripts()))) return null;
  const styles: string[] = [];
  for (const href of files.styles) {
    const css = await matchPrecache(href);
    if (!css) return null;
    styles.push(await css.text());
  }
  const head = shell.html.replace('</head>', () => `${files.links}</head>`);
  return { html: withFirstGridHead(head, styles.join('\n')), csp: shell.csp };
});

/** whether the policy allows each of these inline scripts by its hash */
async function allowsScripts(csp: string, scripts: string[]): Promise<boolean> {
  for (const script of scripts) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    if (!csp.includes(`'sha256-${hash}'`)) return false;
  }
  return true;
}

/** reads the shells ahead of the first navigation this worker answers */
export function warmFirstScreen(): void {
  void gridShell();
}
