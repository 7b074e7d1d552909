/// <reference lib="webworker" />
// A now page the worker answers itself (issue 15): with the app shell and the event's lineup
// both in its caches, it renders the first screen at the phone's own clock into the page, as
// the server does on a first visit. A repeat visit then paints who plays now as soon as the
// HTML is parsed, instead of after the app's script has run; the app takes those elements over
// and asks for the lineup at once (the worker answers from its cache and checks with the
// server). Without both caches the plain shell goes out, as before.
import {
  type LineupResponse,
  pageHtml,
  pageTarget,
  stylesheetHref,
  withInlineStylesheet,
} from '@lineup/core';
import { matchPrecache } from 'workbox-precaching';
import { renderFirstScreen } from '../prerender/firstScreen.tsx';
import { LINEUP_CACHE } from './lineupRoute.ts';
import { CHECKED_HEADER } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

/** the page, or null when the URL is no now page or a cache lacks what it needs */
export async function nowPageResponse(url: URL): Promise<Response | null> {
  const target = pageTarget(url.pathname);
  if (!target?.nowPage || !target.festival) return null;
  // the key the app's own lineup request was cached under (data/lineupFetch.ts)
  const lineupUrl = new URL(`/api/lineup/${target.festival}`, self.location.origin).href;
  const [shell, cached] = await Promise.all([
    shellWithStyles(),
    caches.open(LINEUP_CACHE).then((cache) => cache.match(lineupUrl)),
  ]);
  if (!shell || !cached) return null;
  const json = await cached.text();
  const lineup = JSON.parse(json) as LineupResponse;
  const checkedAt = Number(cached.headers.get(CHECKED_HEADER));
  const firstScreen = renderFirstScreen({
    path: url.pathname,
    lineup,
    festival: target.festival,
    now: Date.now(),
  });
  const html = pageHtml(shell, json, target.festival, target.locale, {
    firstScreen,
    checkedAt: checkedAt > 0 ? checkedAt : Date.now(),
  });
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

let shellOnce: Promise<string | null> | null = null;

/**
 * The shell with its stylesheet inline, as the server sends it with a first screen. Both come
 * from this worker version's precache and never change while it runs: read once (also when
 * the worker starts, see warmFirstScreen), not on every visit.
 */
function shellWithStyles(): Promise<string | null> {
  shellOnce ??= readShell().then(
    (shell) => {
      if (shell === null) shellOnce = null;
      return shell;
    },
    () => {
      shellOnce = null;
      return null;
    },
  );
  return shellOnce;
}

async function readShell(): Promise<string | null> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return null;
  const index = await shell.text();
  const href = stylesheetHref(index);
  const css = href ? await matchPrecache(href) : undefined;
  return css ? withInlineStylesheet(index, await css.text()) : index;
}

/** reads the shell ahead of the first navigation this worker answers */
export function warmFirstScreen(): void {
  void shellWithStyles();
}
