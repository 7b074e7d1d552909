// The HTML of a page that shows a lineup (/, /event/{id}, /lineup/{id}[/{stage}], /tracks/{id}, /grid/{id},
// each also under /de, /fr, /pl) carries that lineup inline, so the app paints the first
// screen without a request of its own: HTML → JS → lineup in series cost a round trip on a
// phone. Inline rather than a preload hint: one compressed answer instead of two. A lineup
// above core's INLINE_LINEUP_MAX gets the preload hint instead: inline, every language
// and minute of the now page would carry (and compress) megabytes again.
//
// Built, compressed and tagged once per lineup version and locale (the lineup cache keeps
// the same object while the hash holds), so a page costs a map lookup per request. The first
// screens are drawn in a thread of their own (firstScreenThread.ts), which also puts their
// pages together and compresses them: this thread stores and sends the bytes.
//
// A page with a first screen shows its minute, so it is built again each minute. The pages
// asked for in the last minutes are built ahead, from AHEAD_MS before the next minute, with
// that minute's clock and that minute's lineup answer (lineupCache.ts builds it ahead too),
// so the first fan of the minute is sent a page already made. Serving the last minute's page
// while the new one builds was the other way: its placing script scrolls the grid to the
// phone's now, but what it draws (the sets playing, "now" and "next", the set cursors the
// page carries) is the last minute's, and the now page's first screen would say a set that
// has just ended still plays. A page built ahead is served only when its minute has come and
// the lineup answer of that minute is the one it was built from (a publish or another event's
// change since: built again as before); one that failed or overran is dropped, never sent
// without its first screen.
import { createHash } from 'node:crypto';
import {
  findEvent,
  INLINE_LINEUP_MAX,
  type LoadedEvent,
  lineupCallPath,
  mainCurrentEvent,
  type PageTarget,
  pageTarget,
  withFirstGridHead,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../events/eventStore.ts';
import { type EncodedLineup, type LineupCache, lineupPieces } from '../events/lineupCache.ts';
import { nightPart, openingNightKey } from '../events/lineupParts.ts';
import { type EncodedBody, encodeBody, encodedBody } from '../http/encoding.ts';
import type { FirstScreenThread, ScreenLineup } from './firstScreenThread.ts';
import type { ScreenKind } from './firstScreenWorker.ts';
import { assemblePage, type PageParts, type PageShells } from './pageAssembly.ts';

/** the pages of the next minute are built from this long before it */
export const AHEAD_MS = 20_000;
/**
 * pages asked for within this many minutes are built ahead: a page asked for once is built up
 * to this many times in vain, a page fans keep asking for is never built while they wait
 */
const RECENT_MINUTES = 5;

/** pages built ahead of their minute, and those of them sent (tests and benchmarks read them) */
export const pagesAhead = { built: 0, served: 0 };

type PageKind = 'now' | 'grid' | 'gridNight' | 'page';

interface Held {
  /** the event id the URL names; null: the home page (the main current event) */
  festival: string | null;
  /** the hash of the lineup answer the page was built from */
  lineup: string;
  /** the minute a prerendered first screen shows; null: no first screen */
  minute: number | null;
  /** the night whose part the page carries; null: the whole lineup (or its preload) */
  night: string | null;
  page: Promise<EncodedBody>;
}

/** what a page is, at a time, for a lineup answer */
interface Shape {
  key: string;
  kind: PageKind;
  screen: ScreenKind | null;
  minute: number | null;
  night: string | null;
}

/** a page with a first screen asked for lately: built ahead of each minute */
interface Asked {
  pathname: string;
  target: PageTarget;
  search: string;
  /** when it was last asked for (the server's clock, epoch ms) */
  at: number;
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
  readonly #indexTag: string;
  readonly #events: EventStore;
  readonly #lineups: LineupCache;
  readonly #clock: Clock;
  readonly #firstScreen: FirstScreenThread | null;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #held = new Map<string, Held>();
  /** pages of a later minute than the clock's, built ahead, by the same keys */
  readonly #ahead = new Map<string, Held>();
  readonly #asked = new Map<string, Asked>();
  /** the shells: the now page's and other pages', the grid's pages' */
  readonly #shells: Record<'page' | 'grid', PageShells>;
  /** the grid's page with its first screen */
  readonly #gridScreenShell: string;
  #timer: NodeJS.Timeout | null = null;
  /** the minute whose pages were last built ahead */
  #aheadMinute = -1;
  #closed = false;

  constructor(index: string, deps: LineupPagesDeps) {
    const indexWithStyles = deps.indexWithStyles ?? index;
    const preloads = deps.gridPreloads ?? '';
    const withPreloads = (shell: string) =>
      preloads ? shell.replace('</head>', () => `${preloads}</head>`) : shell;
    this.#shells = {
      page: { screen: indexWithStyles, bare: index },
      grid: { screen: withPreloads(indexWithStyles), bare: withPreloads(index) },
    };
    this.#gridScreenShell = withFirstGridHead(withPreloads(indexWithStyles), deps.gridStyles ?? '');
    this.#indexTag = createHash('sha256').update(index).digest('base64url').slice(0, 12);
    this.#events = deps.events;
    this.#lineups = deps.lineups;
    this.#clock = deps.clock;
    this.#firstScreen = deps.firstScreen ?? null;
    this.#log = deps.log;
    // a page holds while its lineup answer is the same (the lineup cache keeps it per event),
    // so another event's publish leaves it; pages of removed events must not linger
    deps.events.onChange(() => {
      const served = new Set(deps.events.events.map((e) => e.id));
      const gone = (festival: string | null) => festival !== null && !served.has(festival);
      for (const pages of [this.#held, this.#ahead]) {
        for (const [key, held] of pages) if (gone(held.festival)) pages.delete(key);
      }
      for (const [key, asked] of this.#asked) {
        if (gone(asked.target.festival)) this.#asked.delete(key);
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
    const now = this.#clock.now().getTime();
    const event = this.#eventOf(target.festival, now);
    if (!event) return null;
    const lineup = await this.#lineups.get(event);
    const shape = this.#shape(target, lineup, search, now);
    if (shape.screen) {
      this.#asked.set(shape.key, { pathname, target, search, at: now });
      this.#planAhead(shape.key);
    }
    const fits = (held: Held): boolean =>
      held.lineup === lineup.hash && held.minute === shape.minute && held.night === shape.night;
    const held = this.#held.get(shape.key);
    if (held && fits(held)) return held.page;
    const ahead = this.#ahead.get(shape.key);
    if (ahead && fits(ahead)) {
      this.#ahead.delete(shape.key);
      // one still being built that then fails is built again, as any page of the minute
      const page = ahead.page.catch(() => this.#build(lineup, pathname, target, shape, now, false));
      this.#hold(this.#held, shape.key, { ...ahead, page });
      pagesAhead.served++;
      return page;
    }
    const page = this.#build(lineup, pathname, target, shape, now, false);
    this.#hold(this.#held, shape.key, {
      festival: target.festival,
      lineup: lineup.hash,
      minute: shape.minute,
      night: shape.night,
      page,
    });
    return page;
  }

  /** stops building ahead (the server stops) */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #hold(pages: Map<string, Held>, key: string, held: Held): void {
    pages.set(key, held);
    held.page.catch(() => {
      if (pages.get(key) === held) pages.delete(key);
    });
  }

  #shape(target: PageTarget, lineup: EncodedLineup, search: string, now: number): Shape {
    const gridScreen =
      this.#firstScreen?.grid === true &&
      target.gridPage &&
      !new URLSearchParams(search).has('night');
    const prerender = (this.#firstScreen !== null && target.nowPage) || gridScreen;
    const minute = prerender ? Math.floor(now / 60_000) : null;
    // the grid of a festival too large to inline gets the night it opens on (the app
    // fetches the rest after its first paint)
    const night =
      target.gridPage && lineup.identity.length > INLINE_LINEUP_MAX
        ? openingNightKey(lineup, new Date(now))
        : null;
    // one copy per kind of page: the now page's first screen, the grid's first screen, the
    // grid's without one (a night asked for), the rest
    const kind: PageKind =
      target.nowPage && prerender
        ? 'now'
        : gridScreen
          ? 'grid'
          : target.gridPage
            ? 'gridNight'
            : 'page';
    const screen = prerender ? (gridScreen ? 'grid' : 'now') : null;
    return {
      key: `${target.locale}|${target.festival ?? ''}|${kind}`,
      kind,
      screen,
      minute,
      night,
    };
  }

  /**
   * builds the pages asked for lately ahead of the next minute once the clock is within
   * AHEAD_MS of it (and the page `asked`, when it is first asked for after that), and sets a
   * timer for the next time it will be
   */
  #planAhead(asked?: string): void {
    if (this.#closed || !this.#firstScreen) return;
    const now = this.#clock.now().getTime();
    const next = (Math.floor(now / 60_000) + 1) * 60_000;
    let wait = next - AHEAD_MS - now;
    if (wait <= 0) {
      const keys = this.#aheadMinute === next / 60_000 ? (asked ? [asked] : []) : null;
      this.#aheadMinute = next / 60_000;
      if (keys?.length !== 0) {
        void this.#buildAhead(now, next, keys).catch((err: unknown) =>
          this.#log?.warn({ err }, 'pages of the next minute not built ahead'),
        );
      }
      wait += 60_000;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#planAhead(), wait);
    this.#timer.unref();
  }

  /** builds the pages `keys` (null: all asked for lately) for the minute starting at `next` */
  async #buildAhead(now: number, next: number, keys: string[] | null): Promise<void> {
    for (const [key, asked] of [...this.#asked]) {
      if (this.#closed) return;
      if (keys && !keys.includes(key)) continue;
      if (asked.at < now - RECENT_MINUTES * 60_000) {
        this.#asked.delete(key);
        continue;
      }
      const event = this.#eventOf(asked.target.festival, next);
      if (!event) continue;
      const lineup = await this.#lineups.get(event, new Date(next));
      const shape = this.#shape(asked.target, lineup, asked.search, next);
      if (!shape.screen || shape.key !== key) continue;
      const built = this.#ahead.get(key);
      if (built?.lineup === lineup.hash && built.minute === shape.minute) continue;
      const page = this.#build(lineup, asked.pathname, asked.target, shape, next, true);
      this.#hold(this.#ahead, key, {
        festival: asked.target.festival,
        lineup: lineup.hash,
        minute: shape.minute,
        night: shape.night,
        page,
      });
      pagesAhead.built++;
      page.catch((err: unknown) =>
        this.#log?.info({ err, pathname: asked.pathname }, 'first screen: not built ahead'),
      );
    }
  }

  /**
   * the page: put together and compressed by the render thread when it has a first screen,
   * here when it has none. `ahead`: built ahead of its minute; it fails rather than go
   * without its first screen (the minute's first fan then has it built)
   */
  async #build(
    lineup: EncodedLineup,
    pathname: string,
    target: PageTarget,
    shape: Shape,
    now: number,
    ahead: boolean,
  ): Promise<EncodedBody> {
    const { screen: kind, night } = shape;
    const parts: Omit<PageParts, 'json'> = {
      shells:
        kind === 'grid'
          ? { ...this.#shells.grid, screen: this.#gridScreenShell }
          : this.#shells[target.gridPage ? 'grid' : 'page'],
      festival: target.festival,
      locale: target.locale,
      grid: kind === 'grid',
      minute: shape.minute,
      night,
      // a phone's link hands the page over in large reads, so the night's part (most of a
      // big festival's page) behind the drawn grid held its paint: it is a request of its
      // own, started as the page is parsed
      partSrc: night === null ? '' : `${lineupCallPath(target.festival)}?night=${night}`,
      tagBase: `${lineup.hash}-${target.locale}-${this.#indexTag}`,
    };
    if (kind && this.#firstScreen) {
      try {
        const built = await this.#firstScreen.build({
          kind,
          page: { path: pathname, now },
          lineup: screenLineup(lineup),
          parts,
          ahead,
        });
        return encodedBody(built.tag, built);
      } catch (err) {
        if (ahead) throw err;
        this.#log?.warn({ err, pathname }, 'first screen: prerender failed; page sent without it');
      }
    }
    const part = night === null ? null : await nightPart(lineup, night);
    const json = (part ?? lineup).identity.toString('utf8');
    const { tag, html } = assemblePage({ ...parts, partSrc: part ? parts.partSrc : '', json }, '');
    return encodeBody(tag, html);
  }

  #eventOf(festival: string | null, now: number): LoadedEvent | null {
    if (festival === null) return mainCurrentEvent(this.#events.events, new Date(now)) ?? null;
    const found = findEvent(this.#events.events, festival);
    return found && !found.alias ? found.event : null;
  }
}

/** the lineup as the render thread takes it: its own part kept there, the shared part sent */
function screenLineup(lineup: EncodedLineup): ScreenLineup {
  const pieces = lineupPieces(lineup);
  return pieces
    ? { hash: lineup.hash, ownHash: pieces.ownHash, own: pieces.own, shared: pieces.shared }
    : { hash: lineup.hash, ownHash: lineup.hash, own: lineup.identity, shared: null };
}
