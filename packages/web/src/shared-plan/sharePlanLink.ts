import { encodeSharedPlan, type LineupResponse, type LineupSet, type Locale } from '@lineup/core';
import { localePath } from '../i18n/locale.tsx';

/** The path of a shared plan, in the sharer's language (the friend's app may switch). */
export function sharedPlanPath(locale: Locale, encoded: string): string {
  return localePath(locale, `/plan/${encoded}`);
}

/**
 * The link to `sets` of `lineup`'s event: event id and short codes only (core's format),
 * nothing about the fan.
 */
export function sharedPlanUrl(
  origin: string,
  locale: Locale,
  lineup: LineupResponse,
  sets: readonly LineupSet[],
): string {
  return `${origin}${sharedPlanPath(locale, encodeSharedPlan(lineup.meta.id, sets, lineup))}`;
}
