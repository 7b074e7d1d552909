// The HTML of a page that shows a lineup: the app's shell with that lineup inline, the page's
// language and, for the now page, its first screen already rendered. Built by the server for
// every such page (packages/server/src/web/lineupPage.ts) and by the service worker for a now
// page it can answer from its own cache (packages/web/src/sw/firstScreenRoute.ts): one way to
// write it, so the app reads both alike (packages/web/src/data/inlineLineup.ts).

import type { LineupResponse } from '../types.ts';

/**
 * What the now page's first screen is rendered from (packages/web/src/prerender/
 * firstScreen.tsx), by the server and by the service worker.
 */
export interface FirstScreenInput {
  /** the page's path, locale prefix included */
  path: string;
  /** the lineup the page carries inline */
  lineup: LineupResponse;
  /** the event id of the URL; null: the main current event (the root page) */
  festival: string | null;
  /** the renderer's clock (epoch ms): the page shows who plays at this instant */
  now: number;
}

/** the element the app reads (packages/web/src/data/inlineLineup.ts) */
export const INLINE_ID = 'lineup-data';

/**
 * The largest lineup (characters of JSON) a page carries inline; a larger one gets a
 * <link rel="preload"> for the lineup call instead. Inline saves a request, but its text is
 * part of every copy of the page: a now page is built again each minute, per language and
 * layout, and sent again in full where the lineup alone would get a 304. At 512 K (about 1,400
 * sets, 60 KB compressed) building a page takes about 45 ms; a 40-stage lineup of 14,720 sets
 * with a picture each is 5.4 M, 450 ms per build and 450 KB per page compressed.
 */
export const INLINE_LINEUP_MAX = 512 * 1024;

const LOCALES: Record<string, string> = { de: 'de', fr: 'fr', pl: 'pl' };
/** a page of one event (kit/routeInfo.ts); group 1: locale, 2 or 3: event id */
const EVENT_PAGE =
  /^(?:\/(de|fr|pl))?\/(?:(?:event|tracks|my-plan|grid)\/([a-z0-9-]{1,100})|lineup\/([a-z0-9-]{1,100})(?:\/[^/]+)?)\/?$/;
const ROOT_PAGE = /^(?:\/(de|fr|pl))?\/?$/;

export interface PageTarget {
  locale: string;
  /** the event id of the URL, or null for the root page (the main current event) */
  festival: string | null;
  /** the now page (/event/{id}): its first screen is prerendered */
  nowPage: boolean;
  /** the grid (/grid/{id}): a lineup too large to inline sends the night it opens on */
  gridPage: boolean;
}

/** the lineup a page's URL shows; null: a page without one (about, past events…) */
export function pageTarget(pathname: string): PageTarget | null {
  const event = EVENT_PAGE.exec(pathname);
  if (event) {
    const festival = event[2] ?? event[3] ?? null;
    const nowPage = /^(?:\/(?:de|fr|pl))?\/event\//.test(pathname);
    const gridPage = /^(?:\/(?:de|fr|pl))?\/grid\//.test(pathname);
    return { locale: event[1] ?? 'en', festival, nowPage, gridPage };
  }
  const root = ROOT_PAGE.exec(pathname);
  if (root) return { locale: root[1] ?? 'en', festival: null, nowPage: false, gridPage: false };
  return null;
}

/**
 * JSON inside <script type="application/json">: the HTML parser ends the element at the first
 * "</script" and treats "<!--" specially, whatever the JSON means; escaping every <, > and &
 * as \u escapes keeps the same JSON value and leaves the parser nothing to find.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;

/** the app's stylesheet that index.html links to, or null */
export function stylesheetHref(index: string): string | null {
  return STYLESHEET.exec(index)?.[1] ?? null;
}

/**
 * index.html with the app's stylesheet inside it, for pages that carry their first screen:
 * on a phone's link the stylesheet was a request of its own before the first paint, and even
 * from the service worker's cache it is a round trip through the worker. The stylesheet is
 * small (a few KB compressed); other pages keep the link (and the browser's cache).
 */
export function withInlineStylesheet(index: string, css: string): string {
  const link = STYLESHEET.exec(index);
  if (!link) return index;
  // the HTML parser ends the element at "</style" in any case; "<\/" means the same in CSS
  const safe = css.replace(/<\/(style)/gi, '<\\/$1');
  return index.replace(link[0], () => `<style>${safe}</style>`);
}

/**
 * The grid's page paints nothing before its drawn first screen is parsed (up to the app's
 * root, after the script that scrolls it to now). Without it the browser painted the header
 * alone, then the grid's top half at its first rows, each frame a layout of its own between
 * the parser's slices (about 100 ms each on the phone profile), before the sets at now.
 */
const RENDER_AFTER_FIRST_GRID = '<link rel="expect" href="#root" blocking="render">';

/**
 * The head of a grid's page that carries the grid's drawn first screen (by the server or the
 * service worker): the grid's own stylesheets (`css`, which the app's stylesheet lacks) inline,
 * and no paint before that screen is parsed.
 */
export function withFirstGridHead(shell: string, css: string): string {
  const safe = css.replace(/<\/(style)/gi, '<\\/$1');
  const head = `${css ? `<style>${safe}</style>` : ''}${RENDER_AFTER_FIRST_GRID}`;
  return shell.replace('</head>', () => `${head}</head>`);
}

export interface PageExtras {
  /** the now page's first screen, rendered: it goes inside the app's root element */
  firstScreen?: string;
  /** the grid's first screen, rendered: it goes just before the app's root element, over it */
  overRoot?: string;
  /**
   * when the server last confirmed this lineup (epoch ms), for a copy from the service
   * worker's cache: the app then revalidates it at once. Unset: fresh from the server.
   */
  checkedAt?: number;
  /** the largest lineup inlined (tests); larger ones are preloaded */
  inlineMax?: number;
  /**
   * where the page's lineup is fetched from instead of carried inline (the night's part of a
   * big festival's grid): the element names it, and a preload starts it while the page is
   * parsed, after the bytes of the first screen
   */
  lineupSrc?: string;
}

/** the lineup call of a page: the app's own request (packages/web/src/data/lineupFetch.ts) */
export function lineupCallPath(festival: string | null): string {
  return festival ? `/api/lineup/${encodeURIComponent(festival)}` : '/api/current';
}

/**
 * index.html with the lineup before </body> (or, above INLINE_LINEUP_MAX, a preload of the
 * lineup call in <head>) and the page's language on <html>
 */
export function pageHtml(
  index: string,
  lineupJson: string,
  festival: string | null,
  locale: string,
  {
    firstScreen = '',
    overRoot = '',
    checkedAt,
    inlineMax = INLINE_LINEUP_MAX,
    lineupSrc,
  }: PageExtras = {},
): string {
  const lang = LOCALES[locale] ?? 'en-GB';
  let withLang = index.replace(/<html\b[^>]*>/i, `<html lang="${lang}">`);
  if (overRoot && withLang.includes(EMPTY_ROOT)) {
    withLang = withLang.replace(EMPTY_ROOT, () => `${overRoot}${EMPTY_ROOT}`);
  }
  if (firstScreen && withLang.includes(EMPTY_ROOT)) {
    withLang = withLang.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-prerendered="">${firstScreen}</div>`,
    );
  }
  if (!lineupSrc && lineupJson.length > inlineMax) return withPreload(withLang, festival);
  const checked = checkedAt === undefined ? '' : ` data-checked-at="${Math.floor(checkedAt)}"`;
  const src = lineupSrc ? escapeAttribute(lineupSrc) : '';
  const element = `<script id="${INLINE_ID}" type="application/json" data-festival="${festival ?? ''}"${checked}`;
  const script = lineupSrc
    ? `${preloadLink(src)}${element} data-src="${src}"></script>`
    : `${element}>${escapeJsonForHtml(lineupJson)}</script>`;
  const at = withLang.lastIndexOf('</body>');
  return at < 0 ? withLang + script : withLang.slice(0, at) + script + withLang.slice(at);
}

/**
 * The app's first lineup request (packages/web/src/data/prefetch.ts), started while the page
 * is parsed. The browser hands the answer to the app's fetch() when URL, destination ("fetch")
 * and credentials mode match: "anonymous" is fetch()'s own "same-origin"; without it the
 * preload would go with credentials "include", be left unused, and the lineup sent twice.
 */
function withPreload(page: string, festival: string | null): string {
  const link = preloadLink(lineupCallPath(festival));
  const at = page.indexOf('</head>');
  return at < 0 ? link + page : page.slice(0, at) + link + page.slice(at);
}

function preloadLink(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
