import {
  type LikeEntry,
  type LineupResponse,
  type LineupSet,
  type Locale,
  likeFromSet,
  shortCode,
} from '@lineup/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { LineupStore } from '../../src/data/lineupStore.ts';
import { LineupStoreProvider } from '../../src/data/useLineup.ts';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { resetClientMode } from '../../src/kit/clientMode.ts';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { lineup as baseLineup } from '../timetable/lineupFixture.ts';

// The timetable fixture (Testfest, Berlin time) with real short codes, as the server derives
// them: shared plans carry those codes.
//   Beach:  Ada 20:00–22:00, Grace 22:00–00:00, Alan 00:00–02:00 (Sat)
//   Forest: Katherine 20:00–21:00, "?" 21:00–21:30, Margaret 06:00–10:00 (Sat)

export function planLineup(overrides: Partial<LineupResponse> = {}): LineupResponse {
  const data = baseLineup(overrides);
  data.sets = data.sets.map((room) =>
    room.map((s) => ({ ...s, s: shortCode(data.meta.id, s.dj) })),
  );
  return data;
}

export function setOf(data: LineupResponse, dj: string): LineupSet {
  const found = data.sets.flat().find((s) => s.dj === dj);
  if (!found) throw new Error(`no set of ${dj}`);
  return found;
}

export const LIKED_AT = '2026-07-20T10:00:00.000Z';

/** Stores likes of these acts as the browser would, and makes the likes store read them. */
export function likeActs(data: LineupResponse, ...djs: string[]): LikeEntry[] {
  const likes = djs.map((dj) => likeFromSet(setOf(data, dj), LIKED_AT));
  localStorage.setItem('likedDJs', JSON.stringify(likes));
  resetLikesStore();
  return likes;
}

/** Renders `ui` inside the app's providers, with `data` (and `extra`) in the lineup cache. */
export function renderApp(
  ui: ReactNode,
  data: LineupResponse,
  { locale = 'en', extra = [] }: { locale?: Locale; extra?: LineupResponse[] } = {},
) {
  resetClientMode();
  const store = new LineupStore();
  for (const d of [data, ...extra]) store.setData(d.meta.id, d);
  const view = render(
    <LineupStoreProvider store={store}>
      <Router>
        <LocaleProvider locale={locale}>{ui}</LocaleProvider>
      </Router>
    </LineupStoreProvider>,
  );
  return { ...view, store };
}

/** Likes answered by a server that keeps what it gets (the likes store syncs every change). */
export function echoLikesServer() {
  return async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { likes?: unknown[] };
    return Response.json({ token: '', likes: body.likes ?? [], following: [] });
  };
}
