import {
  LINEUP_CACHE_MS,
  LINEUP_REFETCH_MS,
  LINEUP_RETRY_DELAY_MS,
  LINEUP_STALE_MS,
  type LineupResponse,
  QUERY_RETRIES,
} from '@lineup/core';
import { detectClientMode } from '../kit/clientMode.ts';
import { CHECKED_HEADER, FROM_CACHE_HEADER } from '../sw/protocol.ts';
import { fetchLineup, isFinalError, lineupUrl, MSG_UNREACHABLE } from './lineupFetch.ts';

// The lineup cache of spec §9, purpose-built: the now page's first load is budgeted at 100 KB
// gzip (issue 5) and a general query library cost 10.8 KB of it. One entry per festival
// (undefined → the main current event): refetched every 120 s while shown (also in the
// background), stale after 120 s (a newly shown screen or a returning tab refetches), retried
// every 3 s up to 3 times unless the error is final (404, 308, 400), revalidated with the
// ETag (a 304 keeps the same object), dropped 10 min after the last screen using it left.

export interface LineupState {
  data: LineupResponse | undefined;
  /** the last failure; cleared by the next success */
  error: Error | null;
  /** the error shown: set once retries are used up (or at once for a final error) */
  shownError: Error | null;
  fetching: boolean;
  /** when the data arrived (epoch ms); 0: never */
  updatedAt: number;
  /** when the server last confirmed the data (its clock, epoch ms) */
  checkedAt: number | null;
  /** the last attempt to reach the server failed for lack of network */
  offline: boolean;
}

export type Fetcher = (
  festival: string | undefined,
  previous: LineupResponse | undefined,
  onResponse: (res: Response) => void,
) => Promise<LineupResponse>;

const INITIAL: LineupState = {
  data: undefined,
  error: null,
  shownError: null,
  fetching: false,
  updatedAt: 0,
  checkedAt: null,
  offline: false,
};

function keyOf(festival: string | undefined): string {
  return festival ?? ':current';
}

function headerTime(res: Response, name: string): number | null {
  const raw = res.headers?.get(name);
  if (!raw) return null;
  const value = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(value) ? value : null;
}

class Entry {
  state: LineupState = INITIAL;
  /** the screens showing this lineup */
  readonly observers = new Set<() => void>();
  #inFlight: Promise<void> | null = null;
  #interval: ReturnType<typeof setInterval> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #gc: ReturnType<typeof setTimeout> | undefined;
  readonly festival: string | undefined;
  readonly #store: LineupStore;

  constructor(store: LineupStore, festival: string | undefined) {
    this.#store = store;
    this.festival = festival;
  }

  /**
   * `quiet`: nothing a screen shows changed (a request started, a 304 kept the same lineup):
   * the new state is there for the next render, but no screen re-renders for it.
   */
  set(patch: Partial<LineupState>, quiet = false): void {
    this.state = { ...this.state, ...patch };
    if (quiet) return;
    for (const l of this.observers) l();
    this.#store.changed();
  }

  /** also one night of a big festival's lineup (core's lineupPart): the whole follows at once */
  isStale(now = Date.now()): boolean {
    const { data } = this.state;
    return !data || !!data.part || now - this.state.updatedAt >= LINEUP_STALE_MS;
  }

  readonly getState = (): LineupState => this.state;
  readonly refetch = (): Promise<void> => this.fetch();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.observers.add(listener);
    clearTimeout(this.#gc);
    if (this.observers.size === 1) {
      this.#interval = setInterval(() => void this.fetch(), LINEUP_REFETCH_MS);
      if (this.isStale()) void this.fetch();
    }
    return () => {
      this.observers.delete(listener);
      if (this.observers.size > 0) return;
      clearInterval(this.#interval);
      clearTimeout(this.#retry);
      this.#gc = setTimeout(() => this.#store.drop(this), LINEUP_CACHE_MS);
    };
  };

  /** One request at a time; callers share it. Failures retry by themselves. */
  fetch(failures = 0): Promise<void> {
    if (this.#inFlight) return this.#inFlight;
    clearTimeout(this.#retry);
    this.set({ fetching: true }, true);
    const run = this.#run(failures).finally(() => {
      this.#inFlight = null;
    });
    this.#inFlight = run;
    return run;
  }

  /**
   * Fetches again because the answer changed: after the request under way, if any, since
   * that one may already have been answered with the old lineup.
   */
  invalidate(): Promise<void> {
    const running = this.#inFlight;
    return running ? running.then(() => this.fetch()) : this.fetch();
  }

  async #run(failures: number): Promise<void> {
    let fromCache = false;
    let checkedAt: number | null = null;
    const onResponse = (res: Response) => {
      fromCache = res.headers?.get(FROM_CACHE_HEADER) === '1';
      checkedAt = headerTime(res, fromCache ? CHECKED_HEADER : 'date') ?? Date.now();
    };
    try {
      const data = await this.#store.fetcher(this.festival, this.state.data, onResponse);
      const before = this.state;
      // a cached answer says nothing about the network: the worker reports its check
      const offline = fromCache ? before.offline : false;
      const same = data === before.data && before.error === null && offline === before.offline;
      this.set(
        {
          data,
          error: null,
          shownError: null,
          fetching: false,
          updatedAt: Date.now(),
          checkedAt: checkedAt ?? Date.now(),
          offline,
        },
        same,
      );
      if (!this.festival) this.#store.seed(data);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const offline = error.message === MSG_UNREACHABLE;
      const final = isFinalError(error) || failures >= QUERY_RETRIES;
      this.set({
        error,
        fetching: false,
        offline: offline || this.state.offline,
        ...(final ? { shownError: error } : {}),
      });
      if (!final && this.observers.size > 0) {
        this.#retry = setTimeout(() => void this.fetch(failures + 1), LINEUP_RETRY_DELAY_MS);
      }
    }
  }

  dispose(): void {
    clearInterval(this.#interval);
    clearTimeout(this.#retry);
    clearTimeout(this.#gc);
  }
}

export interface LineupStoreOptions {
  fetcher?: Fetcher;
}

const defaultFetcher: Fetcher = (festival, previous, onResponse) =>
  fetchLineup(festival, { clientMode: detectClientMode(), previous, onResponse });

export class LineupStore {
  readonly #entries = new Map<string, Entry>();
  readonly fetcher: Fetcher;
  readonly #changeListeners = new Set<() => void>();

  constructor(options: LineupStoreOptions = {}) {
    this.fetcher = options.fetcher ?? defaultFetcher;
  }

  entry(festival: string | undefined): Entry {
    const key = keyOf(festival);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = new Entry(this, festival);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** The cached answer, without fetching. */
  peek(festival: string | undefined): LineupResponse | undefined {
    return this.#entries.get(keyOf(festival))?.state.data;
  }

  /**
   * Puts an answer in the cache, as if fetched now (tests, the current event's seed, the page's
   * inline lineup). `checkedAt`: when the server last confirmed it, for a copy that came from
   * the service worker's cache.
   */
  setData(festival: string | undefined, data: LineupResponse, checkedAt?: number): void {
    const now = Date.now();
    this.entry(festival).set({
      data,
      updatedAt: now,
      checkedAt: checkedAt ?? now,
      error: null,
      shownError: null,
    });
  }

  /** The root page asks for the current event, then opens /event/{id}: no second fetch. */
  seed(data: LineupResponse): void {
    const entry = this.entry(data.meta.id);
    if (entry.state.data?.hash !== data.hash) {
      entry.set({ data, updatedAt: Date.now(), checkedAt: entry.state.checkedAt });
    }
  }

  /**
   * Every whole lineup in the cache (reminders plan across all loaded events); one night of a
   * lineup (`part`) is left out until the whole is there.
   */
  all(): LineupResponse[] {
    const seen = new Set<string>();
    const out: LineupResponse[] = [];
    for (const entry of this.#entries.values()) {
      const data = entry.state.data;
      if (data && !data.part && !seen.has(data.meta.id)) {
        seen.add(data.meta.id);
        out.push(data);
      }
    }
    return out;
  }

  /** Called after any entry changed (data, error, status). */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  changed(): void {
    for (const l of this.#changeListeners) l();
  }

  /** The entries whose request goes to this path (/api/lineup/x or /api/current). */
  byPath(path: string): Entry[] {
    return [...this.#entries.values()].filter((e) => lineupUrl(e.festival) === path);
  }

  /** Refetches what screens show (back online, a tab shown again after a while). */
  refetchShown(onlyStale: boolean): void {
    for (const entry of this.#entries.values()) {
      if (entry.observers.size > 0 && (!onlyStale || entry.isStale())) void entry.fetch();
    }
  }

  /**
   * A service worker just took control (first visit): every lineup this page holds or is
   * getting goes through it once, after any request under way (that one went past it), so that
   * it holds them before the network goes away. Not only what screens show: a page too large
   * to carry its lineup inline is taken over by the app only once that lineup is there.
   */
  refetchLoaded(): void {
    for (const entry of this.#entries.values()) {
      const { data, fetching } = entry.state;
      if (entry.observers.size > 0 || data || fetching) void entry.invalidate();
    }
  }

  drop(entry: Entry): void {
    const key = keyOf(entry.festival);
    if (this.#entries.get(key) !== entry) return;
    entry.dispose();
    this.#entries.delete(key);
  }

  clear(): void {
    for (const entry of this.#entries.values()) entry.dispose();
    this.#entries.clear();
  }
}

export type { Entry as LineupEntry };
