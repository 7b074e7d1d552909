import { type EventMeta, type LineupSet, nightWhen, type SetStatus, setStatus } from '@lineup/core';
import { memo } from 'react';
import { ActSheetButton } from '../act/ActSheet.tsx';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { HeartButton } from '../likes/HeartButton.tsx';
import { placeholderText } from '../now/ActName.tsx';
import { nowMessages } from '../now/messages.ts';
import { timetableMessages } from '../timetable/messages.ts';
import { searchMessages } from './messages.ts';

interface SearchResultRowProps {
  set: LineupSet;
  meta: EventMeta;
  now: Date;
  /** the festival's break hour (core's lineupBreakHour): days are its nights */
  breakHour: number;
  onCopy(set: LineupSet): void;
  /** opens the act sheet (links, share, heart) with the row's where-and-when line */
  onMore(set: LineupSet, where: string): void;
}

/** One result: status dot (with its word, so it is not colour only), act, where and when. */
function ResultRow({ set, meta, now, breakHour, onCopy, onMore }: SearchResultRowProps) {
  const t = useMessages(searchMessages);
  const tt = useMessages(timetableMessages);
  const tn = useMessages(nowMessages);
  const locale = useLocale();
  const status = setStatus(set, now);
  const statusText: Record<SetStatus, string> = {
    running: t.playingNow,
    upcoming: t.upcoming,
    finished: t.finished,
  };
  const room = meta.rooms[set.room] ?? '';
  // the festival night and time, as on every sheet: "Night of Fri 31 Jul, 00:30", "Today, 02:00"
  const when =
    status === 'running'
      ? null
      : nightWhen(set.start, meta.timeZone, breakHour, locale, { today: tt.today, now });
  return (
    <li className={`search-row search-row--${status}`}>
      <button type="button" className="search-row__main" onClick={() => onCopy(set)}>
        <span className={`search-dot search-dot--${status}`} aria-hidden="true" />
        <span className="search-row__text">
          <span
            className={set.isItalic ? 'search-row__dj search-row__dj--italic' : 'search-row__dj'}
          >
            {set.isMarkerSet ? placeholderText(set, tn.toBeAnnounced) : set.djAndChange}
          </span>
          <span className="search-row__where">
            <span className="search-row__part search-row__status">{statusText[status]}</span>
            {[room, when].map(
              (part) =>
                part && (
                  <span key={part} className="search-row__part">
                    {' · '}
                    {part}
                  </span>
                ),
            )}
          </span>
        </span>
        <span className="visually-hidden">, {t.copyHint}</span>
      </button>
      {!set.isMarkerSet && (
        <>
          <ActSheetButton
            set={set}
            onOpen={() =>
              onMore(set, [statusText[status], room, when].filter((part) => part).join(' · '))
            }
          />
          <HeartButton set={set} />
        </>
      )}
    </li>
  );
}

/** one row of the results; "Show more" renders only the rows it adds, not every row again */
export const SearchResultRow = memo(ResultRow);
