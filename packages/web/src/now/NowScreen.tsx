import {
  CLOCK_MINUTE_CHECK_MS,
  isPartyOver,
  type LineupResponse,
  type LineupSet,
  type RoomState,
  roomState,
} from '@lineup/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { ErrorBoundary } from '../app/ErrorBoundary.tsx';
import { firstScreenPart } from '../app/firstScreenParts.ts';
import { useFollowing } from '../auth/session.ts';
import { useHasCrew } from '../crew/useHasCrew.ts';
import { useLineup, useLineupStore } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { GridLink } from '../kit/GridLink.tsx';
import { appMessages } from '../kit/messages.ts';
import { variantOf } from '../kit/variant.ts';
import { useLikes } from '../likes/useLikes.ts';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { schemaPaths, useStructuredData } from '../structured/useStructuredData.ts';
import { nowMessages } from './messages.ts';
import { NowPlanLink } from './NowPlanLink.tsx';
import { NowReport } from './NowReport.tsx';
import { NowSkeleton } from './NowSkeleton.tsx';
import { NowIntro, NowText2 } from './NowTexts.tsx';
import { PlayingGrid } from './PlayingGrid.tsx';
import { RoomLine } from './RoomLine.tsx';
import { WhenNear } from './WhenNear.tsx';

const NowLower = lazy(() => import('./lower/NowLower.tsx'));
// Once the festival is over: rare, so out of the first load, but the worker and the server
// render it into their first screen, their builds taking it in at once (build/firstScreenOnly.ts;
// a lazy part they could not render made the app throw the first screen away and paint it
// afresh). The browser fetches its code before it takes such a page over (firstScreenParts.ts).
const FestivalOver = firstScreenPart(
  '.now-over',
  () => import(/* first-screen */ './FestivalOver.tsx'),
);
// other events running now: only on servers with several at once (rendered into the first
// screen the same way; Layout.tsx fetches the code as soon as a lineup names other events)
const OtherEvents = firstScreenPart(
  '.other-events',
  () => import(/* first-screen */ './OtherEvents.tsx'),
);
// A rare state, kept out of the first load (the worker holds it for offline use): an event
// never loaded on this device asked for offline.
const NotOffline = lazy(() => import('../offline/NotOffline.tsx'));
// Changes to liked sets (issue 8): loaded only for a fan with likes, after the first paint.
const ChangeNotices = lazy(() => import('../changes/ChangeNotices.tsx'));
// only for fans with a crew (issue 27): loaded when this browser keeps one
const CrewNow = lazy(() => import('../crew/CrewNow.tsx'));

/**
 * A part of the first screen whose code loads on demand: if it cannot be fetched (offline, no
 * worker's copy yet), the page goes without it instead of showing the error screen.
 */
function OnDemand({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The room states at `now` (core decides; this only maps rooms to it). */
export function roomStates(data: LineupResponse, now: Date): RoomState[] {
  const windows = { start: data.meta.start, end: data.meta.end };
  return data.meta.rooms.map((_, i) =>
    roomState(data.sets[i] ?? [], windows, now, data.setCursors[i]),
  );
}

/** The now page (spec §2), top to bottom as the spec orders it. */
export function NowScreen({ festival }: { festival: string | undefined }) {
  const query = useLineup(festival);
  const tApp = useMessages(appMessages);
  const locale = useLocale();
  const data = query.data;
  const meta = data?.meta;
  useStructuredData(
    meta ? schemaPaths.party(locale, meta.id) : null,
    variantOf(meta, locale).appName,
  );
  if (!data) {
    if (query.error) return <ErrorPage message={query.error.message} />;
    // never loaded on this device and no network: say so instead of a skeleton forever
    if (query.offline)
      return (
        <Suspense fallback={<NowSkeleton />}>
          <NotOffline />
        </Suspense>
      );
    if (query.isPending) return <NowSkeleton />;
    return <ErrorPage message={tApp.noData} />;
  }
  return <NowContent data={data} />;
}

/** the now page of one lineup (also the organiser's preview of a draft) */
export function NowContent({ data }: { data: LineupResponse }) {
  const t = useMessages(nowMessages);
  const now = useNow(CLOCK_MINUTE_CHECK_MS);
  const following = useFollowing();
  const store = useLineupStore();
  const { copy, copied, overlayVisible } = useCopyShortLink();
  const hasLikes = useLikes().likes.length > 0;
  const hasCrew = useHasCrew();
  const { meta } = data;
  const minute = Math.floor(now.getTime() / 60_000);
  const over = isPartyOver(meta, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed once a minute on purpose
  const states = useMemo(() => roomStates(data, now), [data, minute]);
  const playing = states
    .map((s) => (s.kind === 'playing' && !s.current.isMarkerSet ? s.current : null))
    .filter((s): s is LineupSet => s !== null);

  const mainId = store.peek(undefined)?.meta.id;
  const isMain = mainId ? mainId === meta.id : meta.currentEvents[0]?.key === `/event/${meta.id}`;
  const others = meta.currentEvents.filter((e) => e.key !== `/event/${meta.id}`);

  return (
    <div className="now">
      {over ? (
        <OnDemand>
          <FestivalOver data={data} />
        </OnDemand>
      ) : (
        // hidden in the installed app by the stylesheet (global.css), as the header is: the
        // first screen the server and the worker draw is the same for every layout
        <NowIntro meta={meta} />
      )}
      {hasLikes && (
        <Suspense fallback={null}>
          <ChangeNotices data={data} />
        </Suspense>
      )}
      {meta.debugLogs && meta.debugLogs.length > 0 && (
        <ul className="debug-lines">
          {meta.debugLogs.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines may repeat; order is fixed
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <section aria-label={t.stagesNow}>
        <ul className="room-lines">
          {states.map((state, room) => (
            <RoomLine
              // biome-ignore lint/suspicious/noArrayIndexKey: the room index is the identity
              key={room}
              meta={meta}
              room={room}
              state={state}
              now={now}
              following={following}
              hasTracks={(data.tracks[room]?.length ?? 0) > 0}
            />
          ))}
        </ul>
        <div className="now-links">
          <GridLink festival={meta.id} text={t.gridLink} />
          <NowPlanLink meta={meta} />
          {!over && <NowReport data={data} />}
        </div>
      </section>
      {/* other events come after this festival's own stages (issue 33) */}
      {others.length > 0 && (
        <OnDemand>
          <OtherEvents events={others} partyName={meta.partyName} notInApp={!isMain} />
        </OnDemand>
      )}
      {hasCrew && (
        <Suspense fallback={null}>
          <CrewNow data={data} now={now} />
        </Suspense>
      )}
      {!over && <NowText2 meta={meta} />}
      <PlayingGrid meta={meta} playing={playing} now={now} onCopy={copy} />
      {(copied || playing.length > 0) && (
        <p className={copied ? 'now-info now-info--copied' : 'now-info'} aria-live="polite">
          {copied ? t.copiedHint(copied.dj) : t.info}
        </p>
      )}
      <WhenNear minHeight={240}>
        <Suspense fallback={<div style={{ minHeight: 240 }} />}>
          <NowLower data={data} />
        </Suspense>
      </WhenNear>
      <CopiedOverlay visible={overlayVisible} />
    </div>
  );
}
