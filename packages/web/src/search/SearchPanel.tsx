import {
  CLOCK_SEARCH_REFRESH_MS,
  createSearchIndex,
  type LineupResponse,
  type LineupSet,
  lineupBreakHour,
  searchSets,
  sortByStatus,
} from '@lineup/core';
import { type MouseEvent, useCallback, useId, useMemo, useState } from 'react';
import { ActSheet } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { AllLikes } from '../likes/LikesList.tsx';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { searchMessages } from './messages.ts';
import { SearchResultRow } from './SearchResultRow.tsx';
import { useSearchQuery } from './useSearchQuery.ts';
import { useShownRows } from './useShownRows.ts';
import './search.css';

/**
 * The search tab: input, results (or every set for an empty input), then the likes list grouped
 * by party (spec §2); My plan is one link away.
 */
export function SearchPanel({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(searchMessages);
  const { meta } = lineup;
  const inputId = useId();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const { text, s, setText } = useSearchQuery();
  const { copy: copyLink, copied, overlayVisible } = useCopyShortLink();
  // the "link copied" hint belongs to the results it was copied from: a new search drops it
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const copy = useCallback(
    (set: LineupSet) => {
      setCopiedFor(text);
      copyLink(set);
    },
    [text, copyLink],
  );
  const following = useFollowing();
  const [sheet, setSheet] = useState<{ set: LineupSet; where: string } | null>(null);
  const more = useCallback((set: LineupSet, where: string) => setSheet({ set, where }), []);
  const index = useMemo(() => createSearchIndex(lineup.sets.flat()), [lineup.sets]);
  const empty = text.trim() === '';
  const results = useMemo(() => {
    const found = searchSets(index, text, { s });
    // an empty input lists every set in the order of spec §4: finished, running, upcoming
    return empty ? sortByStatus(found, now) : found;
  }, [index, text, s, empty, now]);
  const { shown, showMore } = useShownRows(results.length, text);
  const locale = useLocale();
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const goPlan = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(paths.myPlan(meta.id));
  };

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
          <a href={paths.myPlan(meta.id)} onClick={(e) => goPlan(e)}>
            {t.infoLink}
          </a>
          {t.infoAfter}
        </p>
      )}
      {copied && copiedFor === text && <p className="search__copied">{t.copiedHint(copied.dj)}</p>}
      {!empty && results.length === 0 ? (
        <p className="search__none">{t.noResults(text.trim())}</p>
      ) : (
        <ul className="search__results" aria-label={t.results}>
          {results.slice(0, shown).map((set) => (
            <SearchResultRow
              key={`${set.s}|${set.start}|${set.room}`}
              set={set}
              meta={meta}
              now={now}
              breakHour={lineupBreakHour(lineup)}
              onCopy={copy}
              onMore={more}
            />
          ))}
        </ul>
      )}
      {shown < results.length && (
        <button type="button" className="search__more" onClick={showMore}>
          {t.showMore(new Intl.NumberFormat(locale).format(results.length - shown))}
        </button>
      )}
      {sheet && (
        <ActSheet
          set={sheet.set}
          where={sheet.where}
          following={following}
          onCopy={copy}
          onClose={() => setSheet(null)}
        />
      )}
      <AllLikes lineup={lineup} copy={copy} />
      <CopiedOverlay visible={overlayVisible} />
    </div>
  );
}
