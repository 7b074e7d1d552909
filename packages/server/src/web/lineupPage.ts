// The HTML of a page that shows a lineup (/, /event/{id}, /lineup/{id}[/{stage}], /tracks/{id},
// each also under /de, /fr, /pl) carries that lineup inline, so the app paints the first
// screen without a request of its own: HTML → JS → lineup in series cost a round trip on a
// phone. Inline rather than a preload hint: one compressed answer instead of two, and no
// hint the app's own request might fail to match (custom headers, credentials mode).
//
// Built, compressed and tagged once per lineup version and locale (the lineup cache keeps
// the same object while the hash holds), so a page costs a map lookup per request.
import { createHash } from 'node:crypto';
import { findEvent, type LoadedEvent, mainCurrentEvent } from '@lineup/core';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { EncodedLineup, LineupCache } from '../events/lineupCache.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';

/** the element the app reads (packages/web/src/data/inlineLineup.ts) */
export const INLINE_ID = 'lineup-data';

const LOCALES: Record<string, string> = { de: 'de', fr: 'fr', pl: 'pl' };
/** a page of one event (kit/routeInfo.ts); group 1: locale, 2 or 3: event id */
const EVENT_PAGE =
  /^(?:\/(de|fr|pl))?\/(?:(?:event|tracks)\/([a-z0-9-]{1,100})|lineup\/([a-z0-9-]{1,100})(?:\/[^/]+)?)\/?$/;
const ROOT_PAGE = /^(?:\/(de|fr|pl))?\/?$/;

export interface PageTarget {
  locale: string;
  /** the event id of the URL, or null for the root page (the main current event) */
  festival: string | null;
}

/** the lineup a page's URL shows; null: a page without one (about, past events…) */
export function pageTarget(pathname: string): PageTarget | null {
  const event = EVENT_PAGE.exec(pathname);
  if (event) return { locale: event[1] ?? 'en', festival: event[2] ?? event[3] ?? null };
  const root = ROOT_PAGE.exec(pathname);
  if (root) return { locale: root[1] ?? 'en', festival: null };
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

/** index.html with the lineup before </body> and the page's language on <html> */
export function pageHtml(
  index: string,
  lineupJson: string,
  festival: string | null,
  locale: string,
): string {
  const lang = LOCALES[locale] ?? 'en-GB';
  const withLang = index.replace(/<html\b[^>]*>/i, `<html lang="${lang}">`);
  const script =
    `<script id="${INLINE_ID}" type="application/json" data-festival="${festival ?? ''}">` +
    `${escapeJsonForHtml(lineupJson)}</script>`;
  const at = withLang.lastIndexOf('</body>');
  return at < 0 ? withLang + script : withLang.slice(0, at) + script + withLang.slice(at);
}

interface Held {
  lineup: EncodedLineup;
  page: Promise<EncodedBody>;
}

export class LineupPages {
  readonly #index: string;
  readonly #indexTag: string;
  readonly #events: EventStore;
  readonly #lineups: LineupCache;
  readonly #clock: Clock;
  readonly #held = new Map<string, Held>();

  constructor(index: string, deps: { events: EventStore; lineups: LineupCache; clock: Clock }) {
    this.#index = index;
    this.#indexTag = createHash('sha256').update(index).digest('base64url').slice(0, 12);
    this.#events = deps.events;
    this.#lineups = deps.lineups;
    this.#clock = deps.clock;
    // removed events must not linger
    deps.events.onChange(() => this.#held.clear());
  }

  /** the page with its lineup inlined; null when the URL names no loaded event (or an alias) */
  async page(pathname: string): Promise<EncodedBody | null> {
    const target = pageTarget(pathname);
    if (!target) return null;
    const event = this.#eventOf(target.festival);
    if (!event) return null;
    const lineup = await this.#lineups.get(event);
    const key = `${target.locale}|${target.festival ?? ''}`;
    const held = this.#held.get(key);
    if (held?.lineup === lineup) return held.page;
    const html = pageHtml(
      this.#index,
      lineup.identity.toString('utf8'),
      target.festival,
      target.locale,
    );
    const page = encodeBody(`${lineup.hash}-${target.locale}-${this.#indexTag}`, html);
    this.#held.set(key, { lineup, page });
    page.catch(() => {
      if (this.#held.get(key)?.page === page) this.#held.delete(key);
    });
    return page;
  }

  #eventOf(festival: string | null): LoadedEvent | null {
    if (festival === null) return mainCurrentEvent(this.#events.events, this.#clock.now()) ?? null;
    const found = findEvent(this.#events.events, festival);
    return found && !found.alias ? found.event : null;
  }
}
