import {
  CLOCK_SEARCH_REFRESH_MS,
  type LineupResponse,
  type LineupSet,
  likeKey,
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
import { PlanItemRow } from './PlanItemRow.tsx';
import { type PlanDay, planDay } from './planFormat.ts';

interface DayOfPlan {
  day: PlanDay;
  items: PlanItem[];
}

function byDay(items: readonly PlanItem[], at: (iso: string) => PlanDay): DayOfPlan[] {
  const days: DayOfPlan[] = [];
  for (const item of items) {
    const day = at(item.set?.start ?? item.like.started);
    const last = days.at(-1);
    if (last && last.day.key === day.key) last.items.push(item);
    else days.push({ day, items: [item] });
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
  copy,
}: {
  lineup: LineupResponse;
  items: readonly PlanItem[];
  /** the page's copy-link (one "Copied" overlay for the page) */
  copy: (set: LineupSet) => void;
}) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const following = useFollowing();
  const [sheet, setSheet] = useState<{ set: LineupSet; where: string } | null>(null);
  const { meta } = lineup;
  const days = byDay(items, (iso) => planDay(iso, meta.timeZone, now, locale, t.today));

  return (
    <section id="my-plan" className="plan" aria-labelledby="plan-heading">
      <h1 className="plan__heading">
        <span id="plan-heading">{t.heading}</span>
        <span className="plan__party">{meta.partyName}</span>
      </h1>
      {items.length === 0 ? (
        <p className="plan__empty">{t.empty}</p>
      ) : (
        <>
          <p className="plan__intro">{t.intro(meta.partyName)}</p>
          {days.map(({ day, items: dayItems }) => (
            <div key={day.key} className="plan__day">
              <h3 className="plan__day-heading">{day.label}</h3>
              <ol className="plan__list">
                {dayItems.map((item, i) => (
                  <PlanItemRow
                    key={`${likeKey(item.like)}|${item.set?.start ?? ''}|${item.set?.room ?? ''}`}
                    item={item}
                    meta={meta}
                    // a break is shown between sets of one day; the first of a day starts afresh
                    showGap={i > 0}
                    onDownload={(set) =>
                      downloadPlan(
                        lineup,
                        [set],
                        icsFileName(meta.partyName, set.dj),
                        t.calendarName(meta.partyName),
                      )
                    }
                    onOpen={(set, where) => setSheet({ set, where })}
                  />
                ))}
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
          // a cancelled set has no short link
          onCopy={
            sheet.set.s
              ? (set) => {
                  // the "Copied" overlay must not sit under the modal sheet
                  setSheet(null);
                  copy(set);
                }
              : undefined
          }
          onClose={() => setSheet(null)}
        />
      )}
    </section>
  );
}
