// The HTML of a page that shows a lineup (/, /event/{id}, /lineup/{id}[/{stage}], /tracks/{id}, /grid/{id},
// each also under /de, /fr, /pl) carries that lineup inline, so the app paints the first
// screen without a request of its own: HTML → JS → lineup in series cost a round trip on a
// phone. Inline rather than a preload hint: one compressed answer instead of two. A lineup
// above core's INLINE_LINEUP_MAX gets the preload hint instead: inline, every language
// and minute of the now page would carry (and compress) megabytes again.
//
// Built, compressed and tagged once per lineup version and locale (the lineup cache keeps
// the same object while the hash holds), so a page costs a map lookup per request. The first
// screens are drawn in a thread of their own (firstScreenThread.ts): the requests of the
// minute the page is drawn in wait for it, no other request does.
import { createHash } from 'node:crypto';
import {
  findEvent,
  INLINE_LINEUP_MAX,
  type LoadedEvent,
  lineupCallPath,
  mainCurrentEvent,
  type PageTarget,
  pageHtml,
  pageTarget,
  withFirstGridHead,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { EncodedLineup, LineupCache } from '../events/lineupCache.ts';
import { nightPart, openingNightKey } from '../events/lineupParts.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';
import type { FirstScreenThread } from './firstScreenThread.ts';
import type { ScreenKind } from './firstScreenWorker.ts';

interface Held {
  /** the event id the URL names; null: the home page (the main current event) */
  festival: string | null;
  lineup: EncodedLineup;
  /** the minute a prerendered first screen shows; null: no first screen */
  minute: number | null;
  /** the night whose part the page carries; null: the whole lineup (or its preload) */
  night: string | null;
  page: Promise<EncodedBody>;
}

export interface LineupPagesDeps {
  events: EventStore;
  lineups: LineupCache;
  clock: Clock;
  /**
   * draws the now page's first screen, and the grid's over the app's root when its `grid`
   * says so (firstScreen.ts); null: pages carry the lineup only
   */
  firstScreen?: FirstScreenThread | null;
  /** the grid's own stylesheets, inline in a grid's page that carries its first screen */
  gridStyles?: string;
  /** index.html with its stylesheet inline, for pages with a prerendered first screen */
  indexWithStyles?: string;
  /** links to the grid's code (screenPreloads.ts), for the grid's pages */
  gridPreloads?: string;
  log?: FastifyBaseLogger;
}

export class LineupPages {
  readonly #index: string;
  readonly #indexWithStyles: string;
  readonly #gridPreloads: string;
  readonly #indexTag: string;
  readonly #events: EventStore;
  readonly #lineups: LineupCache;
  readonly #clock: Clock;
  readonly #firstScreen: FirstScreenThread | null;
  readonly #gridStyles: string;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #held = new Map<string, Held>();

  constructor(index: string, deps: LineupPagesDeps) {
    this.#index = index;
    this.#indexWithStyles = deps.indexWithStyles ?? index;
    this.#gridPreloads = deps.gridPreloads ?? '';
    this.#indexTag = createHash('sha256').update(index).digest('base64url').slice(0, 12);
    this.#events = deps.events;
    this.#lineups = deps.lineups;
    this.#clock = deps.clock;
    this.#firstScreen = deps.firstScreen ?? null;
    this.#gridStyles = deps.gridStyles ?? '';
    this.#log = deps.log;
    // a page holds while its lineup answer is the same object (the lineup cache keeps it per
    // event), so another event's publish leaves it; pages of removed events must not linger
    deps.events.onChange(() => {
      const served = new Set(deps.events.events.map((e) => e.id));
      for (const [key, held] of this.#held) {
        if (held.festival !== null && !served.has(held.festival)) this.#held.delete(key);
      }
    });
  }

  /**
   * the page with its lineup inlined (and the now page's or the grid's first screen
   * prerendered as of this minute, the same for every layout); null when the URL names no
   * loaded event (or an alias). `search`: the address's query ("?night=…" opens the grid on
   * a night of the fan's choosing, which its first screen does not show: none is drawn)
   */
  async page(pathname: string, search = ''): Promise<EncodedBody | null> {
    const target = pageTarget(pathname);
    if (!target) return null;
    const event = this.#eventOf(target.festival);
    if (!event) return null;
    const lineup = await this.#lineups.get(event);
    const gridScreen =
      this.#firstScreen?.grid === true &&
      target.gridPage &&
      !new URLSearchParams(search).has('night');
    const prerender = (this.#firstScreen !== null && target.nowPage) || gridScreen;
    const now = this.#clock.now().getTime();
    const minute = prerender ? Math.floor(now / 60_000) : null;
    // the grid of a festival too large to inline gets the night it opens on (the app
    // fetches the rest after its first paint)
    const night =
      target.gridPage && lineup.identity.length > INLINE_LINEUP_MAX
        ? openingNightKey(lineup, this.#clock.now())
        : null;
    // one copy per kind of page: the now page's first screen, the grid's first screen, the
    // grid's without one (a night asked for), the rest
    const kind =
      target.nowPage && prerender
        ? 'now'
        : gridScreen
          ? 'grid'
          : target.gridPage
            ? 'gridNight'
            : 'page';
    const key = `${target.locale}|${target.festival ?? ''}|${kind}`;
    const held = this.#held.get(key);
    if (held?.lineup === lineup && held.minute === minute && held.night === night) {
      return held.page;
    }
    const page = this.#build(lineup, night, pathname, target, {
      kind: prerender ? (gridScreen ? 'grid' : 'now') : null,
      minute,
      now,
    });
    this.#held.set(key, { festival: target.festival, lineup, minute, night, page });
    page.catch(() => {
      if (this.#held.get(key)?.page === page) this.#held.delete(key);
    });
    return page;
  }

  async #build(
    lineup: EncodedLineup,
    night: string | null,
    pathname: string,
    target: PageTarget,
    screenOf: { kind: ScreenKind | null; minute: number | null; now: number },
  ): Promise<EncodedBody> {
    const part = night === null ? null : await nightPart(lineup, night);
    const carried = part ?? lineup;
    const json = carried.identity.toString('utf8');
    const { kind, minute } = screenOf;
    const gridScreen = kind === 'grid';
    // the grid draws from what its page carries: the night's part, when it carries one
    const screen = kind
      ? await this.#render(kind, pathname, { hash: carried.hash, json }, target, screenOf.now)
      : '';
    let shell = screen ? this.#indexWithStyles : this.#index;
    if (target.gridPage && this.#gridPreloads) {
      shell = shell.replace('</head>', () => `${this.#gridPreloads}</head>`);
    }
    if (gridScreen && screen) shell = withFirstGridHead(shell, this.#gridStyles);
    // a phone's link hands the page over in large reads, so the night's part (most of a big
    // festival's page) behind the drawn grid held its paint: it is a request of its own,
    // started as the page is parsed
    const partSrc = screen && part ? `${lineupCallPath(target.festival)}?night=${night}` : '';
    const html = pageHtml(
      shell,
      json,
      target.festival,
      target.locale,
      gridScreen ? { overRoot: screen, lineupSrc: partSrc } : { firstScreen: screen },
    );
    const tag = `${screen ? `-${minute}` : ''}${night ? `-${night}` : ''}${partSrc ? '-src' : ''}`;
    return encodeBody(`${lineup.hash}-${target.locale}-${this.#indexTag}${tag}`, html);
  }

  /** the first screen's HTML; '' when rendering fails (the app then renders it, as before) */
  async #render(
    kind: ScreenKind,
    pathname: string,
    lineup: { hash: string; json: string },
    target: PageTarget,
    now: number,
  ): Promise<string> {
    if (!this.#firstScreen) return '';
    try {
      return await this.#firstScreen.render(
        kind,
        { path: pathname, festival: target.festival, now },
        lineup,
      );
    } catch (err) {
      this.#log?.warn({ err, pathname }, 'first screen: prerender failed; page sent without it');
      return '';
    }
  }

  #eventOf(festival: string | null): LoadedEvent | null {
    if (festival === null) return mainCurrentEvent(this.#events.events, this.#clock.now()) ?? null;
    const found = findEvent(this.#events.events, festival);
    return found && !found.alias ? found.event : null;
  }
}
