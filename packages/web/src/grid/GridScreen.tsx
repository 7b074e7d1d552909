import {
  CLOCK_MINUTE_CHECK_MS,
  type FestivalNight,
  type LineupResponse,
  type LineupSet,
  nightsFromTimes,
  openingNight,
  stageTimes,
  type TimedSet,
} from '@lineup/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ActSheet } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { useLineup } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { nightRange, setWhen } from '../i18n/nightText.ts';
import { useNow } from '../kit/clock.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { appMessages } from '../kit/messages.ts';
import { nextTask } from '../kit/nextTask.ts';
import { useLocalePaths, useNavigateApp } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import { useLikes } from '../likes/useLikes.ts';
import { useClashLine } from '../plan/clashLine.ts';
import { useLikedClashes } from '../plan/useLikedClashes.ts';
import { WhoIsPlayingButton } from '../reports/ReportButton.tsx';
import { StageStatusList } from '../reports/StageStatusLine.tsx';
import { useStageStatus } from '../reports/useStageStatus.ts';
import { CopiedOverlay } from '../share/CopiedOverlay.tsx';
import { useCopyShortLink } from '../share/useCopyShortLink.ts';
import { useExtraPicks, usePicksBySet } from './extraPicks.ts';
import { releaseFirstGrid } from './firstGrid.ts';
import { GridFirstView } from './GridFirstView.tsx';
import { GridLegend } from './GridLegend.tsx';
import { GridView } from './GridView.tsx';
import { gridModel } from './gridModel.ts';
import { gridMessages } from './messages.ts';
import { useMyStages } from './myStages.ts';
import { nightName } from './nightName.ts';
import { PrintGrid } from './PrintGrid.tsx';
import { StageFilter } from './StageFilter.tsx';
import { usePrinting } from './usePrinting.ts';
import { ZOOM_DEFAULT, zoomStep } from './zoom.ts';
import './grid.css';

/**
 * rendered by the server (prerender/firstScreen.tsx) or the service worker: no window, one
 * render, no effects; their builds read it as a constant (build/firstScreenOnly.ts), so what
 * only a tap opens (the act's sheet, the stage filter, the print) stays out of their bundles
 */
const SERVER = typeof window === 'undefined';

export default function GridScreen({ festival }: { festival: string }) {
  const query = useLineup(festival, { part: true });
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  const failed = !held && !query.data && !query.isPending;
  // a page that shows no grid takes the server's grid away at once (firstGrid.ts)
  useEffect(() => {
    if (failed) releaseFirstGrid();
  }, [failed]);
  if (held) return <Spinner />;
  if (query.data) return <Grid lineup={query.data} festival={festival} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

/** what a grid's page shows instead of the grid: the server's grid (if any) goes with it */
function NoGrid({ children }: { children: ReactNode }) {
  useEffect(() => releaseFirstGrid(), []);
  return <>{children}</>;
}

const SLICE_MS = 8;

// the nights of a lineup, kept while the lineup is the same object: a second visit opens at once
const nightsOf = new WeakMap<
  LineupResponse['sets'],
  { timeZone: string; nights: FestivalNight[] }
>();

/**
 * The nights of one night of a lineup (core's lineupPart): every night by its outline, the one
 * it holds with its sets; the others have none until the whole lineup is there.
 */
function partNights(lineup: LineupResponse): FestivalNight[] | null {
  const { part, sets } = lineup;
  if (!part) return null;
  const held = nightsOf.get(sets);
  if (held) return held.nights;
  const nights = part.nights.map((n) => ({
    ...n,
    sets: n.key === part.night ? sets : sets.map(() => []),
  }));
  nightsOf.set(sets, { timeZone: lineup.meta.timeZone, nights });
  return nights;
}

/** the nights known without work: one night's part, or a lineup whose nights were worked out */
function readyNights(lineup: LineupResponse): FestivalNight[] | null {
  const held = nightsOf.get(lineup.sets);
  if (held?.timeZone === lineup.meta.timeZone) return held.nights;
  return partNights(lineup);
}

/**
 * The festival's nights, worked out in a task of their own after the first paint: on a phone
 * they cost tens of milliseconds for a large festival, which would otherwise lengthen the one
 * task that opens the grid. While the whole lineup's nights are worked out after one night's
 * part, the part's nights stay shown.
 */
function useNights(lineup: LineupResponse): FestivalNight[] | null {
  const { sets } = lineup;
  const timeZone = lineup.meta.timeZone;
  // the server renders once: it works the nights out at once
  const ready = readyNights(lineup) ?? (SERVER ? serverNights(lineup) : null);
  const [nights, setNights] = useState(ready);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sets and zone stand for the lineup
  useEffect(() => {
    const held = readyNights(lineup);
    if (held) {
      setNights(held);
      return;
    }
    // a few stages per task (about 8 ms each), then the nights from what was read, then the
    // grid they open (each its own task: together they made the opening's longest one)
    const placed: TimedSet[][] = [];
    let cancel = () => {};
    const step = () => {
      const until = performance.now() + SLICE_MS;
      while (placed.length < sets.length && performance.now() < until) {
        placed.push(stageTimes(sets[placed.length] ?? [], timeZone));
      }
      if (placed.length < sets.length) {
        cancel = nextTask(step);
        return;
      }
      const computed = nightsFromTimes(placed);
      nightsOf.set(sets, { timeZone, nights: computed });
      cancel = nextTask(() => setNights(computed));
    };
    cancel = nextTask(step);
    return () => cancel();
  }, [sets, timeZone]);
  return ready ?? nights;
}

/** the nights of `lineup` worked out in one go (the server's render), kept as in the browser */
function serverNights(lineup: LineupResponse): FestivalNight[] {
  const timeZone = lineup.meta.timeZone;
  const nights = nightsFromTimes(lineup.sets.map((stage) => stageTimes(stage, timeZone)));
  nightsOf.set(lineup.sets, { timeZone, nights });
  return nights;
}

function Grid({ lineup, festival }: { lineup: LineupResponse; festival: string }) {
  const nights = useNights(lineup);
  if (!nights) return <div className="grid-screen" aria-busy="true" />;
  return <NightsGrid lineup={lineup} festival={festival} nights={nights} />;
}

function NightsGrid({
  lineup,
  festival,
  nights,
}: {
  lineup: LineupResponse;
  festival: string;
  nights: FestivalNight[];
}) {
  const t = useMessages(gridMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const stageStatuses = useStageStatus(lineup.meta.id);
  const now = useNow(CLOCK_MINUTE_CHECK_MS);
  const { meta } = lineup;
  const tz = meta.timeZone;
  const asked = new URLSearchParams(useSearch()).get('night');
  // without a night in the address: the one playing now (or next), decided once
  const [opening] = useState(() => openingNight(nights, now));
  const index = Math.max(0, asked ? nights.findIndex((n) => n.key === asked) : opening);
  const night = nights[index];
  const myStages = useMyStages(meta.id, meta.stageUrls);
  const model = useMemo(
    () => (night ? gridModel(night, meta.rooms, myStages.hidden, tz) : null),
    [night, meta.rooms, myStages.hidden, tz],
  );
  const { isLiked } = useLikes();
  const clashes = useLikedClashes(lineup);
  const clashLine = useClashLine();
  const extraPicks = useExtraPicks(lineup);
  const picks = usePicksBySet(extraPicks);
  const following = useFollowing();
  const { copy, overlayVisible } = useCopyShortLink();
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [toNow, setToNow] = useState(0);
  const [sheet, setSheet] = useState<LineupSet | null>(null);
  const [filtering, setFiltering] = useState(false);
  const openSheet = useCallback((set: LineupSet) => setSheet(set), []);
  const { printing, print } = usePrinting();
  const nightsRef = useRef<HTMLElement>(null);
  // the chosen night's button in sight, also the fifth of six on a phone (read after the
  // browser's own layout, not inside the task that builds the grid)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the night changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = nightsRef.current;
      const chosen = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!nav || !chosen) return;
      const left = chosen.offsetLeft - nav.offsetLeft;
      if (left < nav.scrollLeft || left + chosen.offsetWidth > nav.scrollLeft + nav.clientWidth)
        nav.scrollLeft = left - (nav.clientWidth - chosen.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);

  const choose = (key: string) => {
    navigate(`${paths.grid(festival)}?night=${encodeURIComponent(key)}`, { replace: true });
  };
  const stagesShown = meta.rooms.length - myStages.hidden.size;

  if (!night || !model)
    return (
      <NoGrid>
        <p className="grid-empty">{t.noSets}</p>
      </NoGrid>
    );
  const name = nightName(night, locale);
  return (
    <div className="grid-screen">
      <div className="grid-toolbar">
        <div className="grid-when">
          <nav className="grid-nights" aria-label={t.nights} ref={nightsRef}>
            {nights.map((n, i) => (
              <a
                key={n.key}
                className="grid-night"
                href={`${paths.grid(festival)}?night=${n.key}`}
                aria-current={i === index ? 'page' : undefined}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  choose(n.key);
                }}
              >
                {nightName(n, locale, true)}
              </a>
            ))}
          </nav>
          <h1 className="grid-title">
            <span className="visually-hidden">{t.heading(meta.partyName)}: </span>
            <span className="grid-title__name">{name}</span>{' '}
            <span className="grid-title__times">{nightRange(night, tz, locale)}</span>
          </h1>
        </div>
        <div className="grid-tools">
          <button
            type="button"
            className="grid-tool"
            aria-label={t.zoomOut}
            title={t.zoomOut}
            onClick={() => setZoom((z) => zoomStep(z, -1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="grid-tool"
            aria-label={t.zoomIn}
            title={t.zoomIn}
            onClick={() => setZoom((z) => zoomStep(z, 1))}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="grid-tool grid-tool--text"
            title={t.toNowLabel}
            onClick={() => setToNow((n) => n + 1)}
          >
            {t.toNow}
          </button>
          <button
            type="button"
            className="grid-tool grid-tool--text"
            aria-haspopup="dialog"
            aria-label={t.myStages(stagesShown, meta.rooms.length)}
            title={t.myStages(stagesShown, meta.rooms.length)}
            onClick={() => setFiltering(true)}
          >
            <span className="grid-tool__long">{t.myStages(stagesShown, meta.rooms.length)}</span>
            <span className="grid-tool__short">
              <span className="grid-tool__word">{t.stagesShort} </span>
              <span className="grid-tool__glyph" aria-hidden="true">
                ▦{' '}
              </span>
              {stagesShown}/{meta.rooms.length}
            </span>
          </button>
          <button
            type="button"
            className="grid-tool grid-tool--print"
            aria-label={t.print}
            title={t.print}
            onClick={print}
          >
            <span aria-hidden="true" className="grid-tool__icon">
              🖨️
            </span>
          </button>
          <WhoIsPlayingButton data={lineup} stage={null} compact />
        </div>
      </div>
      <StageStatusList data={lineup} statuses={stageStatuses} />
      <GridLegend picks={extraPicks} />
      {lineup.part && lineup.part.night !== night.key ? (
        // a night other than the one the page came with: its sets come with the whole lineup
        <NoGrid>
          <Spinner />
        </NoGrid>
      ) : model.columns.length === 0 ? (
        <NoGrid>
          <p className="grid-empty">{t.noStages}</p>
        </NoGrid>
      ) : SERVER ? (
        <GridFirstView
          model={model}
          meta={meta}
          zoom={zoom}
          now={now}
          isLiked={isLiked}
          clashes={clashes}
          picks={picks}
          label={t.gridLabel(name)}
        />
      ) : (
        <GridView
          key={night.key}
          model={model}
          meta={meta}
          zoom={zoom}
          onZoom={setZoom}
          now={now}
          isLiked={isLiked}
          clashes={clashes}
          picks={picks}
          onOpen={openSheet}
          label={t.gridLabel(name)}
          toNow={toNow}
        />
      )}
      {!SERVER && sheet && (
        <ActSheet
          set={sheet}
          where={`${meta.rooms[sheet.room] ?? ''} · ${setWhen(sheet, lineup, locale)}`}
          clash={clashLine(clashes.get(sheet))}
          following={following}
          onCopy={copy}
          lineup={lineup}
          onClose={() => setSheet(null)}
        />
      )}
      {!SERVER && filtering && (
        <StageFilter
          rooms={meta.rooms}
          hidden={myStages.hidden}
          onChange={myStages.setHidden}
          onClose={() => setFiltering(false)}
        />
      )}
      <CopiedOverlay visible={overlayVisible} />
      {!SERVER && printing && (
        <PrintGrid
          nights={nights}
          meta={meta}
          hidden={myStages.hidden}
          isLiked={isLiked}
          clashes={clashes}
          picks={picks}
        />
      )}
    </div>
  );
}
