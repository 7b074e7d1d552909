import {
  CLOCK_SEARCH_REFRESH_MS,
  type LineupResponse,
  type LineupSet,
  likeKey,
  myPlan,
  type PlanItem,
} from '@lineup/core';
import { useMemo } from 'react';
import { CalendarSubscription } from '../calendar/CalendarSubscription.tsx';
import { downloadText, ICS_TYPE } from '../calendar/download.ts';
import { icsFileName, planIcs } from '../calendar/planIcs.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { useLikes } from '../likes/useLikes.ts';
import { ReminderSettings } from '../reminders/ReminderSettings.tsx';
import { SharePlanButton } from '../shared-plan/SharePlanButton.tsx';
import { planMessages } from './messages.ts';
import { PlanItemRow } from './PlanItemRow.tsx';
import { type PlanDay, planDay } from './planFormat.ts';
import './plan.css';

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

/**
 * "My plan" (issue 8), under the likes list of the search tab: the event's liked sets in time
 * order, each clash with its overlap in minutes, the free time between sets, and the ways to
 * take the plan along (calendar file, share link, reminders, calendar subscription).
 */
export default function MyPlan({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const { likes } = useLikes();
  const { meta } = lineup;
  const items = useMemo(() => myPlan(likes, lineup), [likes, lineup]);
  const sets = useMemo(
    () => items.flatMap((item): LineupSet[] => (item.set ? [item.set] : [])),
    [items],
  );
  const days = byDay(items, (iso) => planDay(iso, meta.timeZone, now, locale, t.today));

  const download = (chosen: readonly LineupSet[], fileName: string) => {
    const text = planIcs(lineup, chosen, {
      origin: window.location.origin,
      now: new Date(),
      name: t.calendarName(meta.partyName),
    });
    downloadText(fileName, text, ICS_TYPE);
  };

  return (
    <section id="my-plan" className="plan" aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="plan__heading">
        {t.heading}
      </h2>
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
                    onDownload={(set) => download([set], icsFileName(meta.partyName, set.dj))}
                  />
                ))}
              </ol>
            </div>
          ))}
          <h3 className="plan__tools-heading">{t.tools}</h3>
          <div className="plan__tools">
            <button
              type="button"
              className="button"
              disabled={sets.length === 0}
              onClick={() => download(sets, icsFileName(meta.partyName, 'my-plan'))}
            >
              <span aria-hidden="true">📅 </span>
              {t.addAll}
            </button>
            <SharePlanButton lineup={lineup} sets={sets} />
          </div>
          <ReminderSettings />
          <CalendarSubscription meta={meta} />
        </>
      )}
    </section>
  );
}
