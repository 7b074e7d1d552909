import {
  CLOCK_SEARCH_REFRESH_MS,
  compareByStatus,
  createSearchIndex,
  isPartyOngoing,
  type LineupResponse,
  searchSets,
} from '@lineup/core';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useNow } from '../app/clock.ts';
import { useMessages } from '../i18n/locale.tsx';
import { LikesList } from '../likes/LikesList.tsx';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { shareMessages } from '../share/messages.ts';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { searchMessages } from './messages.ts';
import { SearchResultRow } from './SearchResultRow.tsx';
import { useSearchQuery } from './useSearchQuery.ts';
import './search.css';

// My plan (issue 8) loads after the search results: it carries the calendar and share code.
const MyPlan = lazy(() => import('../plan/MyPlan.tsx'));

/** The search tab: input, results (or every set for an empty input), then the liked sets. */
export function SearchPanel({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(searchMessages);
  const ts = useMessages(shareMessages);
  const { meta } = lineup;
  const inputId = useId();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const ongoing = isPartyOngoing(meta, now);
  const { text, s, setText } = useSearchQuery();
  const { copy, copied, overlayVisible } = useCopyShortLink();
  const index = useMemo(() => createSearchIndex(lineup.sets.flat()), [lineup.sets]);
  const empty = text.trim() === '';
  const results = useMemo(() => {
    const found = searchSets(index, text, { s });
    // an empty input lists every set in the order of spec §4: finished, running, upcoming
    return empty ? found.sort(compareByStatus(now)) : found;
  }, [index, text, s, empty, now]);

  return (
    <div className="search">
      <search className="search__form">
        <label htmlFor={inputId} className="visually-hidden">
          {t.label(meta.partyName)}
        </label>
        <input
          id={inputId}
          type="search"
          className="search__input"
          value={text}
          placeholder={t.placeholder(meta.partyName)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
      </search>
      {empty && (
        <p className="search__info">
          {t.infoBefore}
          <a href="#likes">{t.infoLink}</a>
          {t.infoAfter}
        </p>
      )}
      {copied && <p className="search__copied">{ts.copiedHint(copied.dj)}</p>}
      {!empty && results.length === 0 ? (
        <p className="search__none">{t.noResults(text.trim())}</p>
      ) : (
        <ul className="search__results" aria-label={t.results}>
          {results.map((set) => (
            <SearchResultRow
              key={`${set.s}|${set.start}|${set.room}`}
              set={set}
              meta={meta}
              now={now}
              ongoing={ongoing}
              onCopy={copy}
            />
          ))}
        </ul>
      )}
      <LikesList lineup={lineup} />
      <Suspense fallback={null}>
        <MyPlan lineup={lineup} />
      </Suspense>
      <CopiedOverlay visible={overlayVisible} />
    </div>
  );
}
