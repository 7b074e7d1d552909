import {
  CLOCK_SEARCH_REFRESH_MS,
  type CrewMark,
  type LineupResponse,
  type LineupSet,
  type Locale,
  likeKey,
  lineupBreakHour,
  nightOf,
  type PlanItem,
} from '@lineup/core';
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ActSheet } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { downloadText, ICS_TYPE } from '../calendar/download.ts';
import { icsFileName, planIcs } from '../calendar/planIcs.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { nextTask } from '../kit/nextTask.ts';
import { planMessages } from './messages.ts';
import { CrewPickRow, PlanItemRow } from './PlanItemRow.tsx';
import { planByDay } from './planByDay.ts';
import { planDays } from './planFormat.ts';

/** the sets only friends picked: the crew's marks on sets outside the fan's own plan */
export function friendsOnlyOf(
  items: readonly PlanItem[],
  marks: ReadonlyMap<LineupSet, CrewMark>,
): LineupSet[] {
  const mine = new Set(items.map((item) => item.set));
  return [...marks.keys()].filter((set) => !mine.has(set));
}

/**
 * rows drawn with the page before any is measured: fewer than a phone's screen shows (this
 * plan's rows are one to several lines each: a clash is a line)
 */
export const FIRST_ROWS = 4;
/** the most rows the first screen takes (a tall screen, or a page scrolled down) */
const FIRST_SCREEN_MAX = 24;
/** what a slice after the first screen may take: a slow phone's task stays under 50 ms */
const SLICE_MS = 16;
/** the first slice's rows, before any slice has been timed on this device */
const FIRST_STEP = 6;
const MIN_STEP = 3;
const MAX_STEP = 120;

/**
 * How many of a plan's `total` rows are in the page: the first screen's at once, the rest a
 * slice per task after the first paint, so a plan of hundreds of sets (200 likes of a big
 * festival) opens as fast as a short one and every row is there a moment later (scrolling,
 * find in page). The first screen is as many rows as reach below the screen's bottom: the
 * rows drawn are measured (in `box`, what holds them) in the task that draws them, and more are
 * added until they do, so the first frame lays out no row off screen and the rows that come
 * later come in below what is in sight. A slice is as many rows as the last one's time says
 * fit in SLICE_MS on this device (a slow phone takes a few per task, a laptop many). Printing
 * takes them all at once.
 */
export function useRowsShown(total: number, box: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  const filled = useRef(false);
  const slice = useRef({ step: FIRST_STEP, began: 0 });
  useLayoutEffect(() => {
    if (!filled.current) {
      // the layout the first frame would do, done now: only the rows drawn so far are in it
      // (the last row's, not the box's: a day not yet seen on screen has a size of its own
      // until the browser lays it out, content-visibility)
      const rows = box.current?.querySelectorAll('.plan__item');
      const last = rows?.[rows.length - 1];
      const bottom = last ? last.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
      if (shown < Math.min(total, FIRST_SCREEN_MAX) && bottom < window.innerHeight) {
        setShown((n) => n + FIRST_ROWS);
        return;
      }
      filled.current = true;
      return;
    }
    // a slice is in the page (rendered and committed): its time sizes the next one (a render
    // no timer began has nothing to say)
    const s = slice.current;
    if (s.began === 0) return;
    const took = Math.max(1, performance.now() - s.began);
    const fit = Math.round((s.step * SLICE_MS) / took);
    s.step = Math.max(MIN_STEP, Math.min(MAX_STEP, 2 * s.step, fit));
    s.began = 0;
  });
  useEffect(() => {
    if (shown >= total) return;
    return nextTask(() => {
      slice.current.began = performance.now();
      startTransition(() => setShown((n) => n + slice.current.step));
    });
  }, [shown, total]);
  useEffect(() => {
    const all = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);
  return Math.min(shown, total);
}

/** Downloads `sets` as one calendar file. */
export function downloadPlan(
  lineup: LineupResponse,
  sets: readonly LineupSet[],
  fileName: string,
  calendarName: string,
  locale: Locale,
): void {
  const text = planIcs(lineup, sets, {
    origin: window.location.origin,
    now: new Date(),
    name: calendarName,
    locale,
  });
  downloadText(fileName, text, ICS_TYPE);
}

/**
 * "My plan" (issue 8): the event's liked sets as the lineup has them now, in time order, each
 * clash with its overlap in minutes and the free time between sets.
 */
export function MyPlan({
  lineup,
  items,
  marks,
  copy,
  isLiked,
  shown = Number.POSITIVE_INFINITY,
}: {
  lineup: LineupResponse;
  items: readonly PlanItem[];
  /** the crew's picks: who goes to which set (the fan's and the friends' own) */
  marks: ReadonlyMap<LineupSet, CrewMark>;
  /** the page's copy-link (one "Copied" overlay for the page) */
  copy: (set: LineupSet) => void;
  /** whether a set is liked (useLikes): the rows' hearts show it without following the likes each */
  isLiked: (set: LineupSet) => boolean;
  /** how many rows are in the page yet (useRowsShown); the rest follow */
  shown?: number;
}) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const following = useFollowing();
  const [sheet, setSheet] = useState<{ set: LineupSet; where: string } | null>(null);
  const { meta } = lineup;
  const friendsOnly = useMemo(() => friendsOnlyOf(items, marks), [items, marks]);
  // "Today" moves with the night the clock is in
  const tonight = nightOf(now.toISOString(), meta.timeZone, lineupBreakHour(lineup))?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: now counts only through tonight
  const days = useMemo(
    () =>
      planByDay(
        items,
        friendsOnly,
        [meta.timeZone, tonight, locale, t.today, lineupBreakHour(lineup)].join('\n'),
        () => planDays(meta.timeZone, now, locale, t.today, lineupBreakHour(lineup)),
      ),
    [items, friendsOnly, meta.timeZone, tonight, locale, t.today, lineup],
  );
  let left = shown;
  // the same callbacks on every slice, so the rows already in the page are not drawn again
  const open = useCallback((set: LineupSet, where: string) => setSheet({ set, where }), []);
  const download = useCallback(
    (set: LineupSet) =>
      downloadPlan(
        lineup,
        [set],
        icsFileName(meta.partyName, set.dj),
        t.calendarName(meta.partyName),
        locale,
      ),
    [lineup, meta.partyName, t, locale],
  );

  return (
    <section id="my-plan" className="plan" aria-labelledby="plan-heading">
      <h1 className="plan__heading">
        <span id="plan-heading">{t.heading}</span>
        <span className="plan__party">{meta.partyName}</span>
      </h1>
      {items.length === 0 && friendsOnly.length === 0 ? (
        <p className="plan__empty">{t.empty}</p>
      ) : (
        <>
          <p className="plan__intro">{t.intro(meta.partyName)}</p>
          {days.map(({ day, rows: all }) => {
            const rows = left > 0 ? all.slice(0, left) : [];
            left -= rows.length;
            if (rows.length === 0) return null;
            return (
              <div key={day.key} className="plan__day">
                <h3 className="plan__day-heading">
                  {day.label === day.date ? (
                    day.label
                  ) : (
                    <>
                      <span className="plan__day-label">{day.label}</span>
                      <span className="plan__day-date">{day.date}</span>
                    </>
                  )}
                </h3>
                <ol className="plan__list">
                  {rows.map((row, i) =>
                    'item' in row ? (
                      <PlanItemRow
                        key={`${likeKey(row.item.like)}|${row.item.set?.start ?? ''}|${row.item.set?.room ?? ''}`}
                        item={row.item}
                        meta={meta}
                        // a break is shown between sets of one day; the first of a day starts afresh
                        showGap={i > 0}
                        crew={row.item.set ? marks.get(row.item.set) : undefined}
                        isLiked={isLiked}
                        onDownload={download}
                        onOpen={open}
                      />
                    ) : (
                      <CrewPickRow
                        key={`crew|${row.friendsOnly.s}|${row.friendsOnly.start}|${row.friendsOnly.room}`}
                        set={row.friendsOnly}
                        mark={marks.get(row.friendsOnly) ?? { friends: [], everyone: false }}
                        meta={meta}
                        isLiked={isLiked}
                        onOpen={open}
                      />
                    ),
                  )}
                </ol>
              </div>
            );
          })}
        </>
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
    </section>
  );
}
