import type { LineupResponse } from '@lineup/core';
import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { localePath, useLocale } from '../i18n/locale.tsx';
import { useNavigateApp } from '../kit/paths.ts';
import { redirectTarget } from './lineupFetch.ts';
import { type LineupEntry, type LineupState, LineupStore } from './lineupStore.ts';

/** The app's lineup cache; tests give each render its own through LineupStoreProvider. */
export const lineupStore = new LineupStore();

const StoreContext = createContext<LineupStore>(lineupStore);

export function LineupStoreProvider({
  store,
  children,
}: {
  store: LineupStore;
  children: ReactNode;
}) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useLineupStore(): LineupStore {
  return useContext(StoreContext);
}

interface Common {
  /** a request was under way at the last change screens were told about */
  isFetching: boolean;
  /** no data yet and a request is under way */
  isLoading: boolean;
  refetch: () => Promise<void>;
  /** when the server last confirmed the data (epoch ms) */
  checkedAt: number | null;
  /** the last attempt to reach the server failed for lack of network */
  offline: boolean;
}

/**
 * What a screen sees. Once there is data it stays shown ('success') even when a later refetch
 * fails: a fan in a field keeps the last lineup; `error` then tells what went wrong.
 */
export type LineupQuery = Common &
  (
    | {
        status: 'pending';
        isPending: true;
        isError: false;
        isSuccess: false;
        data: undefined;
        error: null;
      }
    | {
        status: 'error';
        isPending: false;
        isError: true;
        isSuccess: false;
        data: undefined;
        error: Error;
      }
    | {
        status: 'success';
        isPending: false;
        isError: false;
        isSuccess: true;
        data: LineupResponse;
        error: Error | null;
      }
  );

const views = new WeakMap<LineupState, LineupQuery>();
const wholes = new WeakMap<LineupState, LineupState>();

/** what a screen that needs the whole lineup sees while only one night of it is there */
function wholeOnly(state: LineupState): LineupState {
  if (!state.data?.part) return state;
  let whole = wholes.get(state);
  if (!whole) {
    whole = { ...state, data: undefined, fetching: true };
    wholes.set(state, whole);
  }
  return whole;
}

function view(state: LineupState, refetch: () => Promise<void>): LineupQuery {
  const cached = views.get(state);
  if (cached) return cached;
  const common: Common = {
    isFetching: state.fetching,
    isLoading: state.fetching && !state.data,
    refetch,
    checkedAt: state.checkedAt,
    offline: state.offline,
  };
  const result: LineupQuery = state.data
    ? {
        ...common,
        status: 'success',
        isPending: false,
        isError: false,
        isSuccess: true,
        data: state.data,
        error: state.shownError,
      }
    : state.shownError
      ? {
          ...common,
          status: 'error',
          isPending: false,
          isError: true,
          isSuccess: false,
          data: undefined,
          error: state.shownError,
        }
      : {
          ...common,
          status: 'pending',
          isPending: true,
          isError: false,
          isSuccess: false,
          data: undefined,
          error: null,
        };
  views.set(state, result);
  return result;
}

/**
 * The lineup of a festival (undefined → the main current event), cached with the figures of
 * spec §9 (see lineupStore.ts): refetch and stale 120 s, kept 10 min, retried every 3 s
 * unless the message starts with 404, 308 or 400. Revalidates with If-None-Match; a 304
 * keeps the cached answer. A 308 (renamed event) navigates to the new lineup URL.
 */
export function useLineup(
  festival: string | undefined,
  /** `part`: one night of a big festival's lineup will do (core's lineupPart) */
  { part = false }: { part?: boolean } = {},
): LineupQuery {
  const store = useLineupStore();
  const entry = store.entry(festival);
  const state = useEntryState(entry);
  const query = view(part ? state : wholeOnly(state), entry.refetch);
  useRedirectOn308(query.error);
  return query;
}

/**
 * The entry's state, updated in a transition: a new lineup re-renders a whole screen, and as a
 * transition React does that in slices instead of one long task that blocks taps (an external
 * store hook would force it through in one go). Switching festivals shows the new entry at once.
 */
function useEntryState(entry: LineupEntry): LineupState {
  const [held, setHeld] = useState(() => ({ entry, state: entry.state }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: held.state is only compared once, at subscription
  useEffect(() => {
    const update = () => startTransition(() => setHeld({ entry, state: entry.state }));
    const stop = entry.subscribe(update);
    // anything that changed between render and subscription
    if (entry.state !== held.state) update();
    return stop;
  }, [entry]);
  return held.entry === entry ? held.state : entry.state;
}

function useRedirectOn308(error: Error | null): void {
  const navigate = useNavigateApp();
  const locale = useLocale();
  const target = redirectTarget(error);
  useEffect(() => {
    if (!target) return;
    // The lineup call does not name the stage, so an old stage link keeps its own stage and
    // query (s, q) on the new event.
    const { pathname, search } = window.location;
    const stage = /^(?:\/(?:de|fr|pl))?\/lineup\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1];
    const keep = /^\/lineup\/[^/]+$/.test(target) && stage ? `/${stage}` : '';
    navigate(`${localePath(locale, `${target}${keep}`)}${search}`, { replace: true });
  }, [target, locale, navigate]);
}
