// <lineup-schedule event="ID" lang="de" view="now|list|grid" stages="…" days="…">: the lineup
// on an organiser's own website (DESIGN §11). A custom element with its own shadow root, so
// the host page's CSS cannot break it and it cannot break the page; no framework, no cookie,
// one stored copy of the lineup. It refreshes with the app's rhythm (every 2 minutes, when
// the page is shown again, when the network is back) and its "now" moves every 30 seconds.
import {
  type FestivalNight,
  festivalNights,
  LINEUP_REFETCH_MS,
  type LineupResponse,
  LOCALES,
  type Locale,
  openingNight,
} from '@lineup/core';
import { fetchLineup, readCopy, writeCopy } from './embedData.ts';
import { EMBED_CSS } from './embedStyles.ts';
import { eventUrl, renderPlaceholder, renderWidget, shownStages } from './embedView.ts';
import { embedMessages } from './messages.ts';

const TICK_MS = 30_000;
/** below this width a grid is unreadable: the list is shown instead */
export const GRID_MIN_WIDTH = 600;
const VIEWS = ['now', 'list', 'grid'] as const;
type View = (typeof VIEWS)[number];

/** the app's origin: where this script was loaded from */
const ORIGIN = new URL(import.meta.url).origin;

let sheet: CSSStyleSheet | null = null;
function styleInto(root: ShadowRoot): void {
  // a constructed sheet is shared by every widget of the page and needs no inline style
  try {
    sheet ??= new CSSStyleSheet();
    if (sheet.cssRules.length === 0) sheet.replaceSync(EMBED_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = EMBED_CSS;
    root.prepend(style);
  }
}

function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

export class LineupScheduleElement extends HTMLElement {
  static observedAttributes = ['event', 'lang', 'view', 'stages', 'days'];

  #root: ShadowRoot | null = null;
  #content: HTMLElement | null = null;
  #lineup: LineupResponse | null = null;
  #savedAt = 0;
  #offline = false;
  #failed = false;
  #nights: FestivalNight[] = [];
  #night = -1;
  #picked = new Set<number>();
  #width = 0;
  #timers: ReturnType<typeof setInterval>[] = [];
  #resize: ResizeObserver | null = null;
  #loading: Promise<void> | null = null;

  get #event(): string {
    return (this.getAttribute('event') ?? '').trim();
  }

  get #locale(): Locale {
    const lang = (this.getAttribute('lang') ?? document.documentElement.lang ?? '')
      .slice(0, 2)
      .toLowerCase();
    return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : 'en';
  }

  get #mode(): View {
    const view = (this.getAttribute('view') ?? '').trim() as View;
    const wanted = VIEWS.includes(view) ? view : null;
    if (wanted === 'now') return 'now';
    if (wanted === 'list') return 'list';
    // a grid asked for on a narrow page is a list: the grid would not be readable there
    return this.#width >= GRID_MIN_WIDTH ? 'grid' : 'list';
  }

  connectedCallback(): void {
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: 'open' });
      styleInto(this.#root);
      this.#content = document.createElement('div');
      this.#root.append(this.#content);
    }
    this.#width = this.clientWidth;
    this.#resize = new ResizeObserver((entries) => {
      const width = Math.round(entries[0]?.contentRect.width ?? this.clientWidth);
      if (width === this.#width) return;
      const before = this.#mode;
      const grid = before === 'grid';
      this.#width = width;
      // the grid's columns follow the width; the list only changes at the switch
      if (grid || this.#mode !== before) this.#render();
    });
    this.#resize.observe(this);
    this.#timers.push(
      setInterval(() => this.#render(), TICK_MS),
      setInterval(() => void this.#load(), LINEUP_REFETCH_MS),
    );
    window.addEventListener('online', this.#onOnline);
    document.addEventListener('visibilitychange', this.#onVisible);
    this.#root?.addEventListener('click', this.#onClick);
    this.#start();
  }

  disconnectedCallback(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    this.#resize?.disconnect();
    window.removeEventListener('online', this.#onOnline);
    document.removeEventListener('visibilitychange', this.#onVisible);
    this.#root?.removeEventListener('click', this.#onClick);
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (!this.#root || before === after) return;
    if (name === 'event') this.#start();
    else {
      if (name === 'stages') this.#picked.clear();
      if (name === 'days') this.#nights = [];
      this.#render();
    }
  }

  readonly #onOnline = () => void this.#load();
  readonly #onVisible = () => {
    if (document.visibilityState === 'visible') void this.#load();
  };

  readonly #onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    const night = button.getAttribute('data-night');
    const stage = button.getAttribute('data-stage');
    if (night !== null) this.#night = Number(night);
    if (stage === 'all') this.#picked.clear();
    else if (stage !== null) {
      const i = Number(stage);
      if (this.#picked.has(i)) this.#picked.delete(i);
      else this.#picked.add(i);
    }
    const key = night !== null ? `[data-night="${night}"]` : `[data-stage="${stage}"]`;
    this.#render();
    (this.#content?.querySelector(key) as HTMLElement | null)?.focus();
  };

  #start(): void {
    const event = this.#event;
    this.#lineup = null;
    this.#nights = [];
    this.#picked.clear();
    this.#failed = false;
    const copy = event ? readCopy(ORIGIN, event) : null;
    if (copy) {
      this.#lineup = copy.lineup;
      this.#savedAt = copy.savedAt;
    }
    this.#render();
    void this.#load();
  }

  #load(): Promise<void> {
    const event = this.#event;
    if (!event) return Promise.resolve();
    this.#loading ??= fetchLineup(ORIGIN, event)
      .then(
        (lineup) => {
          if (event !== this.#event) return;
          const changed = lineup.hash !== this.#lineup?.hash;
          this.#lineup = lineup;
          this.#savedAt = Date.now();
          this.#offline = false;
          this.#failed = false;
          if (changed) this.#nights = [];
          writeCopy(ORIGIN, event, { lineup, savedAt: this.#savedAt });
        },
        () => {
          // kept: the copy, marked with its time
          this.#offline = true;
          this.#failed = this.#lineup === null;
        },
      )
      .finally(() => {
        this.#loading = null;
        this.#render();
        this.dispatchEvent(new CustomEvent('lineup-rendered'));
      });
    return this.#loading;
  }

  #ensureNights(lineup: LineupResponse, now: Date): void {
    if (this.#nights.length > 0) return;
    const days = listOf(this.getAttribute('days'));
    const all = festivalNights(lineup.sets, lineup.meta.timeZone);
    this.#nights = days.length > 0 ? all.filter((n) => days.includes(n.key)) : all;
    if (this.#nights.length === 0) this.#nights = all;
    this.#night = openingNight(this.#nights, now);
  }

  #choices(lineup: LineupResponse): number[] {
    const wanted = listOf(this.getAttribute('stages'));
    const all = lineup.meta.rooms.map((_r, i) => i);
    if (wanted.length === 0) return all;
    const picked = all.filter(
      (i) =>
        wanted.includes(String(i + 1)) ||
        wanted.includes((lineup.meta.rooms[i] ?? '').trim().toLowerCase()) ||
        wanted.includes((lineup.meta.stageUrls[i] ?? '').toLowerCase()),
    );
    return picked.length > 0 ? picked : all;
  }

  #render(): void {
    const content = this.#content;
    if (!content) return;
    const locale = this.#locale;
    const t = embedMessages[locale];
    const lineup = this.#lineup;
    if (!lineup) {
      const link = eventUrl(ORIGIN, locale, this.#event);
      content.innerHTML = renderPlaceholder(t, link, this.#failed ? 'failed' : 'loading');
      return;
    }
    const now = new Date();
    this.#ensureNights(lineup, now);
    const scroller = content.querySelector('.gridwrap');
    const scrollLeft = scroller?.scrollLeft ?? 0;
    const focused = this.#root?.activeElement;
    const focusKey = focused?.hasAttribute('data-night')
      ? `[data-night="${focused.getAttribute('data-night')}"]`
      : focused?.hasAttribute('data-stage')
        ? `[data-stage="${focused.getAttribute('data-stage')}"]`
        : focused?.classList.contains('gridwrap')
          ? '.gridwrap'
          : null;
    const state = {
      lineup,
      locale,
      t,
      origin: ORIGIN,
      now,
      choices: this.#choices(lineup),
      picked: this.#picked,
      nights: this.#nights,
      night: Math.min(this.#night, this.#nights.length - 1),
      mode: this.#mode,
      width: this.#width || this.clientWidth || 320,
      offlineSince: this.#offline ? this.#savedAt : null,
    };
    if (shownStages(state).length === 0) this.#picked.clear();
    content.innerHTML = renderWidget(state);
    const grid = content.querySelector('.gridwrap');
    if (grid) grid.scrollLeft = scrollLeft;
    if (focusKey) (content.querySelector(focusKey) as HTMLElement | null)?.focus();
  }
}
