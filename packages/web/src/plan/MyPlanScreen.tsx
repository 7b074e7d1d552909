import {
  type CrewMark,
  crewMarks,
  crewPlansOf,
  type LineupResponse,
  type LineupSet,
  lineupBreakHour,
  myPlan,
  type PlanItem,
} from '@lineup/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CalendarSubscription } from '../calendar/CalendarSubscription.tsx';
import { icsFileName } from '../calendar/planIcs.ts';
import { CrewSection } from '../crew/CrewSection.tsx';
import { useCrew } from '../crew/crewStore.ts';
import { useLiveCrew } from '../crew/liveCrew.ts';
import { useLineup } from '../data/useLineup.ts';
import { DevicesSection } from '../devices/DevicesSection.tsx';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { appMessages } from '../kit/messages.ts';
import { nextTask } from '../kit/nextTask.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import { OtherLikes } from '../likes/LikesList.tsx';
import { useLikes } from '../likes/useLikes.ts';
import NotOffline from '../offline/NotOffline.tsx';
import { ReminderSettings } from '../reminders/ReminderSettings.tsx';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { SharePlanButton } from '../shared-plan/SharePlanButton.tsx';
import { downloadPlan, friendsOnlyOf, MyPlan, useRowsShown } from './MyPlan.tsx';
import { planMessages } from './messages.ts';
import { planToolsMessages } from './planToolsMessages.ts';
import { SavePlanImage } from './SavePlanImage.tsx';
import './plan.css';
import './print.css';

/** /my-plan/{festival}: the fan's own sets in one place, and the ways to take them along. */
export default function MyPlanScreen({ festival }: { festival: string }) {
  const query = useLineup(festival);
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  // never loaded on this device and no network: say so instead of loading forever
  if (query.isPending && query.offline) return <NotOffline />;
  if (held) return <Spinner />;
  if (query.data) return <MyPlanPage lineup={query.data} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

export function MyPlanPage({ lineup }: { lineup: LineupResponse }) {
  const { likes, isLiked } = useLikes();
  const { meta } = lineup;
  const items = useMemo(() => myPlan(likes, lineup), [likes, lineup]);
  const sets = useMemo(
    () => items.flatMap((item): LineupSet[] => (item.set ? [item.set] : [])),
    [items],
  );
  const { copy, overlayVisible } = useCopyShortLink();
  const crew = useCrew();
  useLiveCrew(meta.id, crew);
  const marks = useMemo(() => crewMarks(crewPlansOf(crew, lineup), sets), [crew, lineup, sets]);
  // a long plan comes in slices after its first screen; what stands below it follows the last
  const rows = items.length + useMemo(() => friendsOnlyOf(items, marks).length, [items, marks]);
  const box = useRef<HTMLDivElement>(null);
  const shown = useRowsShown(rows, box);
  const below = usePartsShown(shown >= rows, BELOW_PARTS);

  return (
    <div className="my-plan" ref={box}>
      <MyPlan
        lineup={lineup}
        items={items}
        marks={marks}
        copy={copy}
        isLiked={isLiked}
        shown={shown}
      />
      {below > 0 && (
        <PlanBelow
          lineup={lineup}
          items={items}
          sets={sets}
          marks={marks}
          copy={copy}
          parts={below}
        />
      )}
      <CopiedOverlay visible={overlayVisible} />
    </div>
  );
}

/**
 * what stands below the plan: its tools, the reminders and calendar feed, the crew, the acts
 * and devices, other events' likes
 */
const BELOW_PARTS = 5;

/**
 * How many of `parts` are in the page once `ready`: all of them when the plan is whole in its
 * first render (a short plan), else one more per task, so what stands below a long plan shares
 * no task with its last rows nor with each other (each part is tens of milliseconds on a slow
 * phone).
 */
function usePartsShown(ready: boolean, parts: number): number {
  const [shown, setShown] = useState(ready ? parts : 0);
  useEffect(() => {
    if (!ready || shown >= parts) return;
    return nextTask(() => setShown((n) => n + 1));
  }, [ready, shown, parts]);
  return ready ? shown : 0;
}

/** the plan's tools, the crew, the devices and the likes of other events */
function PlanBelow({
  lineup,
  items,
  sets,
  marks,
  copy,
  parts,
}: {
  lineup: LineupResponse;
  items: readonly PlanItem[];
  sets: readonly LineupSet[];
  marks: ReadonlyMap<LineupSet, CrewMark>;
  copy: (set: LineupSet) => void;
  /** how many of the BELOW_PARTS are in the page yet */
  parts: number;
}) {
  const t = useMessages(planMessages);
  const tt = useMessages(planToolsMessages);
  const locale = useLocale();
  const { meta } = lineup;
  return (
    <>
      {items.length > 0 && (
        <section className="plan__take" aria-labelledby="plan-tools-heading">
          <h2 id="plan-tools-heading" className="plan__tools-heading">
            {t.tools}
          </h2>
          <div className="plan__tools">
            <button
              type="button"
              className="button"
              disabled={sets.length === 0}
              onClick={() =>
                downloadPlan(
                  lineup,
                  sets,
                  icsFileName(meta.partyName, 'my-plan'),
                  t.calendarName(meta.partyName),
                  locale,
                )
              }
            >
              <span aria-hidden="true">📅 </span>
              {t.addAll}
            </button>
            <SharePlanButton lineup={lineup} sets={sets} />
            <button type="button" className="button" onClick={() => window.print()}>
              <span aria-hidden="true">🖨 </span>
              {tt.print}
            </button>
          </div>
          <SavePlanImage
            meta={meta}
            breakHour={lineupBreakHour(lineup)}
            items={items}
            crewOf={(item) => {
              const mark = item.set ? marks.get(item.set) : undefined;
              return mark ? `+ ${mark.friends.map((f) => f.name).join(', ')}` : '';
            }}
          />
          {parts > 1 && (
            <>
              <ReminderSettings />
              <CalendarSubscription meta={meta} />
            </>
          )}
        </section>
      )}
      {parts > 2 && <CrewSection lineup={lineup} mine={sets} />}
      {parts > 3 && (
        <>
          <p className="plan__acts">
            <Link className="link-row" href={localePath(locale, '/acts')}>
              <span aria-hidden="true" className="link-row__icon">
                ★
              </span>
              {t.yourActs}
            </Link>
          </p>
          <DevicesSection />
        </>
      )}
      {parts > 4 && <OtherLikes lineup={lineup} copy={copy} />}
    </>
  );
}
