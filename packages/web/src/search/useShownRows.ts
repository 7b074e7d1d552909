import { useState } from 'react';

/** rows rendered at first, and added per "show more": an ordinary festival fits at once */
export const ROWS_PER_STEP = 200;

/**
 * How many of the results to render. An empty search lists every set (spec §4): for a
 * 40-stage festival of 14,720 sets, rendering them at once held a phone's main thread for
 * 25 s before the search input showed, and typing the first letter another 2 s while they went.
 * So the list shows 200 and a button for 200 more. Not more as the fan scrolls: the liked sets
 * come after the list (the info text links there), and a list growing above them pushed them
 * away, or kept growing to its end to keep them in view. Starts over for another query.
 */
export function useShownRows(total: number, query: string) {
  const [state, setState] = useState({ query, shown: ROWS_PER_STEP });
  let shown = state.shown;
  if (state.query !== query) {
    // another query: start over, in this very render
    shown = ROWS_PER_STEP;
    setState({ query, shown });
  }
  const showMore = () => setState((s) => ({ ...s, shown: s.shown + ROWS_PER_STEP }));
  return { shown: Math.min(shown, total), showMore };
}
