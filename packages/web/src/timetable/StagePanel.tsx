import {
  CLOCK_SEARCH_REFRESH_MS,
  formatTime,
  isPartyOngoing,
  isSafeUrl,
  type LineupResponse,
  type TimetableRow,
} from '@lineup/core';
import { useMemo } from 'react';
import { useClientMode } from '../app/clientMode.ts';
import { useNow } from '../app/clock.ts';
import { useFollowing } from '../auth/session.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLikedClashes } from '../plan/useLikedClashes.ts';
import { dayLabel, timeWithDay } from './dayLabel.ts';
import { timetableMessages } from './messages.ts';
import { SetRow } from './SetRow.tsx';
import { stageDays } from './stageDays.ts';
import { useScrollToNow } from './useScrollToNow.ts';

interface StagePanelProps {
  lineup: LineupResponse;
  stage: number;
}

/** One stage's timetable: sets by day, gap and end rows, you-are-here, the stage picture. */
export function StagePanel({ lineup, stage }: StagePanelProps) {
  const t = useMessages(timetableMessages);
  const locale = useLocale();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const following = useFollowing();
  const clashes = useLikedClashes(lineup);
  const desktop = useClientMode() === 'desktop';
  useScrollToNow();
  const { meta } = lineup;
  const sets = lineup.sets[stage] ?? [];
  const ongoing = isPartyOngoing(meta, now);
  const days = useMemo(
    () => stageDays(sets, meta.timeZone, now, ongoing),
    [sets, meta.timeZone, now, ongoing],
  );
  const image = meta.roomImages[stage];
  const stageName = meta.rooms[stage] ?? '';

  const rowText = (row: Exclude<TimetableRow, { kind: 'set' }>): string => {
    const time = (iso: string) => formatTime(iso, meta.timeZone);
    if (row.kind === 'gap') {
      if (!row.long) return t.pause(row.minutes);
      const until = timeWithDay(
        row.until,
        row.marker === 'closing' ? row.from : now.toISOString(),
        meta.timeZone,
        locale,
      );
      return row.marker === 'closing' ? t.closesAt(time(row.from), until) : t.closedUntil(until);
    }
    if (row.kind === 'end') {
      return row.marker === 'closing' ? t.endClosing(time(row.at)) : t.endClosed;
    }
    return t.youAreHere;
  };

  return (
    <div className="tt-stage">
      <h2 className="tt-stage__name">{stageName}</h2>
      {sets.length === 0 ? (
        <p className="tt-missing" role="note">
          <span aria-hidden="true">⚠️ </span>
          {t.missingData}
        </p>
      ) : (
        days.map(({ group, rows }) => (
          <section key={group.key} className="tt-day">
            <h3 className="tt-day__heading">{dayLabel(group, ongoing, locale, t.today)}</h3>
            <ol className="tt-rows">
              {rows.map((row) =>
                row.kind === 'set' ? (
                  <SetRow
                    key={`set|${row.set.s}|${row.set.start}`}
                    set={row.set}
                    timeZone={meta.timeZone}
                    now={now}
                    following={following}
                    showLinks={desktop}
                    clashes={clashes.get(row.set)}
                  />
                ) : (
                  <li
                    key={row.kind === 'gap' ? `gap|${row.from}` : row.kind}
                    className={`tt-row tt-row--${row.kind}${row.kind !== 'youAreHere' ? ` tt-row--${row.marker}` : ''}`}
                    data-you-are-here={row.kind === 'youAreHere' ? '' : undefined}
                  >
                    {row.kind === 'youAreHere' && (
                      <span className="tt-here-icon" aria-hidden="true">
                        {meta.roomYouAreHereEmoticon}
                      </span>
                    )}
                    <span>{rowText(row)}</span>
                  </li>
                ),
              )}
            </ol>
          </section>
        ))
      )}
      {image && isSafeUrl(image) && (
        <img
          className="tt-stage__image"
          src={image}
          alt={t.stageImage(stageName)}
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
        />
      )}
    </div>
  );
}
