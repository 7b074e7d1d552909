import { TAB_MIN_HEIGHT_PX } from '@lineup/core';
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';

/** The search tab; stage tabs are their stage index (0, 1, …). */
export const SEARCH_TAB = -1;

/**
 * The tab a URL stage parameter names: a numeric index into the stages or a stage slug.
 * Anything else (an unknown slug, an index out of range) is the search tab (spec §2).
 */
export function tabFromParam(param: string, stageUrls: readonly string[]): number {
  if (/^\d+$/.test(param)) {
    const index = Number(param);
    return index < stageUrls.length ? index : SEARCH_TAB;
  }
  const wanted = param.toLowerCase();
  const found = stageUrls.findIndex((slug) => slug.toLowerCase() === wanted);
  return found >= 0 ? found : SEARCH_TAB;
}

/**
 * Session `selectedRoom`: the stage index of the selected tab as a number string, or
 * "search" for the search tab. The bottom bar's Stages button reads it.
 */
export function readStoredTab(stageCount: number): number | null {
  const raw = readString('session', SESSION_KEYS.selectedRoom);
  if (raw === STORED_SEARCH) return SEARCH_TAB;
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const index = Number(raw);
  return index < stageCount ? index : null;
}

const STORED_SEARCH = 'search';

export function storeTab(tab: number): void {
  writeString(
    'session',
    SESSION_KEYS.selectedRoom,
    tab === SEARCH_TAB ? STORED_SEARCH : String(tab),
  );
}

/** Spec §2/§9: 80 % of the viewport height divided by the stage count, at least 75 px. */
export function tabHeightPx(viewportHeight: number, stageCount: number): number {
  if (stageCount <= 0) return TAB_MIN_HEIGHT_PX;
  return Math.max(TAB_MIN_HEIGHT_PX, Math.floor((viewportHeight * 0.8) / stageCount));
}
