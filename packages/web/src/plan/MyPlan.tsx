import {
  CLOCK_SEARCH_REFRESH_MS,
  type CrewMark,
  type LineupResponse,
  type LineupSet,
  likeKey,
  lineupBreakHour,
  type PlanItem,
} from '@lineup/core';
import { useState } from 'react';
import { ActSheet } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { downloadText, ICS_TYPE } from '../calendar/download.ts';
import { icsFileName, planIcs } from '../calendar/planIcs.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { planMessages } from './messages.ts';
import { CrewPickRow, PlanItemRow } from './PlanItemRow.tsx';
import { type PlanDay, planDay } from './planFormat.ts';

/** a row of the plan: one of the fan's liked sets, or a set only friends picked */
type Row = { item: PlanItem } | { friendsOnly: LineupSet };

interface DayOfPlan {
  day: PlanDay;
  rows: Row[];
}

const startOf = (row: Row): number =>
  'item' in row
    ? Date.parse(row.item.set?.start ?? row.item.like.started)
    : Date.parse(row.friendsOnly.start);

/** The fan's items in their order with the friends' other picks put in by start, by day. */
function byDay(
  items: readonly PlanItem[],
  friendsOnly: readonly LineupSet[],
  at: (iso: string) => PlanDay,
): DayOfPlan[] {
  const rows: Row[] = items.map((item) => ({ item }));
  for (const set of friendsOnly) {
    const start = Date.parse(set.start);
    const i = rows.findIndex((row) => startOf(row) > start);
    rows.splice(i === -1 ? rows.length : i, 0, { friendsOnly: set });
  }
  const days: DayOfPlan[] = [];
  for (const row of rows) {
    const day = at(
      'item' in row ? (row.item.set?.start ?? row.item.like.started) : row.friendsOnly.start,
    );
    const last = days.at(-1);
    if (last && last.day.key === day.key) last.rows.push(row);
    else days.push({ day, rows: [row] });
  }
  return days;
}

/** Downloads `sets` as one calendar file. */
export function downloadPlan(
  lineup: LineupResponse,
  sets: readonly LineupSet[],
  fileName: string,
  calendarName: string,
): void {
  const text = planIcs(lineup, sets, {
    origin: window.location.origin,
    now: new Date(),
    name: calendarName,
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
}: {
  lineup: LineupResponse;
  items: readonly PlanItem[];
  /** the crew's picks: who goes to which set (the fan's and the friends' own) */
  marks: ReadonlyMap<LineupSet, CrewMark>;
  /** the page's copy-link (one "Copied" overlay for the page) */
  copy: (set: LineupSet) => void;
}) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const following = useFollowing();
  const [sheet, setSheet] = useState<{ set: LineupSet; where: string } | null>(null);
  const { meta } = lineup;
  const mine = new Set(items.map((item) => item.set));
  const friendsOnly = [...marks.keys()].filter((set) => !mine.has(set));
  const days = byDay(items, friendsOnly, (iso) =>
    planDay(iso, meta.timeZone, now, locale, t.today, lineupBreakHour(lineup)),
  );
  const open = (set: LineupSet, where: string) => setSheet({ set, where });

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
          {days.map(({ day, rows }) => (
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
                      onDownload={(set) =>
                        downloadPlan(
                          lineup,
                          [set],
                          icsFileName(meta.partyName, set.dj),
                          t.calendarName(meta.partyName),
                        )
                      }
                      onOpen={open}
                    />
                  ) : (
                    <CrewPickRow
                      key={`crew|${row.friendsOnly.s}|${row.friendsOnly.start}|${row.friendsOnly.room}`}
                      set={row.friendsOnly}
                      mark={marks.get(row.friendsOnly) ?? { friends: [], everyone: false }}
                      meta={meta}
                      onOpen={open}
                    />
                  ),
                )}
              </ol>
            </div>
          ))}
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
