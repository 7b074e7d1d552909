import {
  CLOCK_SEARCH_REFRESH_MS,
  formatTime,
  isPartyOngoing,
  isSafeUrl,
  type LineupResponse,
  type LineupSet,
  type TimetableRow,
  weekdayHeadingsSuffice,
} from '@lineup/core';
import { useCallback, useMemo, useState } from 'react';
import { ActSheet } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { timeOnDay } from '../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { setWhen } from '../i18n/nightText.ts';
import { useClientMode } from '../kit/clientMode.ts';
import { useNow } from '../kit/clock.ts';
import { useClashLine } from '../plan/clashLine.ts';
import { useLikedClashes } from '../plan/useLikedClashes.ts';
import { MyReports } from '../reports/MyReports.tsx';
import { WhoIsPlayingButton } from '../reports/ReportButton.tsx';
import { StageFollowButton } from '../reports/StageFollowButton.tsx';
import { StageStatusLine } from '../reports/StageStatusLine.tsx';
import { useStageStatus } from '../reports/useStageStatus.ts';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { dayLabel } from './dayLabel.ts';
import { timetableMessages } from './messages.ts';
import { SetRow } from './SetRow.tsx';
import { stageDays } from './stageDays.ts';
import { useScrollToNow } from './useScrollToNow.ts';
// its own styles: the organisers' preview shows this panel without the timetable screen
import './timetable.css';

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
  const clashLine = useClashLine();
  const desktop = useClientMode() === 'desktop';
  useScrollToNow();
  const { meta } = lineup;
  const statuses = useStageStatus(meta.id);
  const sets = lineup.sets[stage] ?? [];
  const ongoing = isPartyOngoing(meta, now);
  const days = useMemo(
    () => stageDays(sets, meta.timeZone, now, ongoing),
    [sets, meta.timeZone, now, ongoing],
  );
  const weekdayOnly = weekdayHeadingsSuffice(meta, now);
  const [sheet, setSheet] = useState<LineupSet | null>(null);
  const openSheet = useCallback((set: LineupSet) => setSheet(set), []);
  const { copy, overlayVisible } = useCopyShortLink();
  const image = meta.roomImages[stage];
  const stageName = meta.rooms[stage] ?? '';

  const rowText = (row: Exclude<TimetableRow, { kind: 'set' }>, day: string): string => {
    const time = (iso: string) => formatTime(iso, meta.timeZone);
    if (row.kind === 'gap') {
      if (!row.long) return t.pause(row.minutes);
      // the weekday is relative to the row's heading, not to today: a stage that reopens the
      // next evening must not read as the heading's evening
      const until = timeOnDay(row.until, day, meta.timeZone, locale);
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
      <StageStatusLine data={lineup} status={statuses.find((s) => s.stage === stage)} />
      <WhoIsPlayingButton data={lineup} stage={stage} />
      <StageFollowButton data={lineup} stage={stage} />
      {sets.length === 0 ? (
        <p className="tt-missing" role="note">
          <span aria-hidden="true">⚠️ </span>
          {t.missingData}
        </p>
      ) : (
        days.map(({ group, rows }) => (
          <section key={group.key} className="tt-day">
            <h3 className="tt-day__heading">{dayLabel(group, weekdayOnly, locale, t.today)}</h3>
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
                    onMore={openSheet}
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
                    <span>{rowText(row, group.key)}</span>
                  </li>
                ),
              )}
            </ol>
          </section>
        ))
      )}
      {sheet && (
        <ActSheet
          set={sheet}
          where={`${stageName} · ${setWhen(sheet, lineup, locale)}`}
          clash={clashLine(clashes.get(sheet))}
          following={following}
          onCopy={copy}
          lineup={lineup}
          onClose={() => setSheet(null)}
        />
      )}
      <MyReports data={lineup} />
      <CopiedOverlay visible={overlayVisible} />
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
