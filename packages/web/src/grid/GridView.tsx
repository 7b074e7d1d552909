import { type Clash, type EventMeta, formatTime, type LineupSet } from '@lineup/core';
import {
  type KeyboardEvent,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { nextTask } from '../kit/nextTask.ts';
import { type GridPick, gridSetKey } from './extraPicks.ts';
import { releaseFirstGrid } from './firstGrid.ts';
import { GridBlock } from './GridBlock.tsx';
import { GridHours, GridStages } from './GridFrame.tsx';
import { axisHours, type GridModel, nearestSet, setsInWindow } from './gridModel.ts';
import { gridMessages } from './messages.ts';
import { clampZoom, stagesPerPhoneScreen } from './zoom.ts';

const MINUTE_MS = 60_000;
export const TIME_W = 48;
export const HEAD_H = 44;
/** a phone shows three stages side by side; a wide screen at least this wide */
export const MIN_COL_WIDE = 150;
export const NARROW = 700;
export const MIN_COL = 44;
export const GAP = 2;
/** a block's name sticks only when the block is taller than a name and times (two lines) */
export const STICK_MIN_PX = 60;

interface Props {
  model: GridModel;
  meta: EventMeta;
  /** pixels per minute */
  zoom: number;
  onZoom(zoom: number): void;
  now: Date;
  isLiked(set: LineupSet): boolean;
  clashes: ReadonlyMap<LineupSet, Clash[]>;
  picks: ReadonlyMap<string, GridPick[]>;
  onOpen(set: LineupSet): void;
  label: string;
  /** a new value scrolls to now */
  toNow: number;
}

/**
 * The window the page renders, in steps: a column across, a quarter screen down. Scrolling
 * within a step changes nothing in the page (the browser scrolls what is there), so React
 * renders a few times per screen scrolled, not every frame.
 */
interface View {
  col: number;
  row: number;
  width: number;
  height: number;
}

/** the step down: a quarter of the grid's height */
function rowStep(height: number): number {
  return Math.max(40, Math.floor(height / 4));
}

interface Active {
  col: number;
  index: number;
}

/**
 * The grid of one night: stages side by side over a time axis, the stage names and the hours
 * sticky while scrolling both ways. Only the sets in (or near) the visible window are in the
 * page, plus the one the keyboard is on.
 */
export function GridView(props: Props) {
  const { model, meta, zoom, now } = props;
  const t = useMessages(gridMessages);
  const scroller = useRef<HTMLDivElement>(null);
  // the grid spans the window's width: the first paint lays its columns out at their width,
  // not at the narrowest one (the columns jumped sideways once the scroller's size came in);
  // the observer below corrects it by the scroller's own width
  const [view, setView] = useState<View>(() => ({
    col: 0,
    row: 0,
    width: typeof window === 'undefined' ? 0 : window.innerWidth,
    height: 0,
  }));
  const colWidth = useRef(1);
  /** the scroll position the page shows, once it shows it (data-window, for tests) */
  const shownAt = useRef('');
  const rendered = useRef(view);
  // The first paint is the frame (names, hours, the line at now); the sets follow in a
  // transition that yields between blocks, so opening is not one long task.
  const [filled, setFilled] = useState(false);
  useEffect(() => startTransition(() => setFilled(true)), []);
  // The sets on screen come first, the margin around them (a column and half a screen each
  // way) after they are painted: the first sets' render and layout are half as long.
  const [margin, setMargin] = useState(false);
  const filledRef = useRef(false);
  filledRef.current = filled && margin;
  const requested = useRef(view);
  const [active, setActive] = useState<Active | null>(null);
  const focusPending = useRef(false);
  const zoomAnchor = useRef<{ time: number; offset: number } | null>(null);
  const prevZoom = useRef(zoom);
  const opened = useRef(false);
  /** where the opening scrolls to (now, when the night plays) */
  const openAt = useRef<number | null>(null);

  const cols = model.columns;
  const avail = Math.max(0, view.width - TIME_W);
  // on a phone zoom changes the columns too: 6 stages side by side zoomed out, 2 zoomed in
  const minCol =
    view.width < NARROW ? Math.floor(avail / stagesPerPhoneScreen(zoom)) : MIN_COL_WIDE;
  const colW = Math.max(minCol, Math.floor(avail / Math.max(1, cols.length)), MIN_COL);
  colWidth.current = colW;
  const bodyH = ((model.axisEnd - model.axisStart) / MINUTE_MS) * zoom;
  const canvasW = TIME_W + cols.length * colW;
  const yOf = useCallback(
    (ms: number) => ((ms - model.axisStart) / MINUTE_MS) * zoom,
    [model.axisStart, zoom],
  );

  // the window follows scrolling and resizing, once per frame
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    let cancelRender = () => {};
    const read = () => {
      frame = 0;
      const height = el.clientHeight;
      // opening: scrolled to now before any set is drawn, so the sets drawn first are the
      // ones at now (the page holds only the frame yet: placing it costs little)
      if (!opened.current && height > 0) {
        opened.current = true;
        const y = openAt.current;
        if (y !== null) el.scrollTop = Math.max(0, y - (height - HEAD_H) / 4);
      }
      const next = {
        col: Math.floor(el.scrollLeft / colWidth.current),
        row: Math.floor(el.scrollTop / rowStep(height)),
        width: el.clientWidth,
        height,
      };
      shownAt.current = `${el.scrollLeft},${el.scrollTop}`;
      const same = (v: View) =>
        v.col === next.col &&
        v.row === next.row &&
        v.width === next.width &&
        v.height === next.height;
      // the window in the page already: it shows this position as it is
      if (same(rendered.current) && same(requested.current) && filledRef.current)
        el.dataset.window = shownAt.current;
      else {
        requested.current = next;
        // a render that yields to input, in a task of its own: a new window never holds up a
        // scroll or a tap, and the browser lays it out in the next frame's task, not this one
        cancelRender();
        cancelRender = nextTask(() => startTransition(() => setView(next)));
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // no read now: it would lay the page out inside the opening's task; the observer's first
    // report comes once the browser has laid it out anyway
    el.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', schedule);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
      cancelRender();
    };
  }, []);

  const scrollToTime = useCallback(
    (ms: number) => {
      const el = scroller.current;
      if (!el) return;
      el.scrollTop = Math.max(0, yOf(ms) - (el.clientHeight - HEAD_H) / 4);
    },
    [yOf],
  );

  // opening: at now when the night plays, else at its start (done by the first read above)
  const nowMs = now.getTime();
  const playing = nowMs >= model.axisStart && nowMs < model.axisEnd;
  openAt.current = playing ? yOf(nowMs) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request scrolls
  useLayoutEffect(() => {
    if (props.toNow > 0) scrollToTime(playing ? nowMs : model.axisStart);
  }, [props.toNow]);

  // zooming keeps the time under the pinch (or the middle of the screen) where it was
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || prevZoom.current === zoom) return;
    const before = prevZoom.current;
    prevZoom.current = zoom;
    const anchor = zoomAnchor.current ?? {
      offset: (el.clientHeight - HEAD_H) / 2,
      time:
        model.axisStart + ((el.scrollTop + (el.clientHeight - HEAD_H) / 2) / before) * MINUTE_MS,
    };
    zoomAnchor.current = null;
    el.scrollTop = Math.max(0, yOf(anchor.time) - anchor.offset);
  }, [zoom, yOf, model.axisStart]);

  // pinch: two fingers change the time scale (the browser's own page zoom is off here)
  const { onZoom } = props;
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let start: { distance: number; zoom: number } | null = null;
    const distance = (e: TouchEvent) => {
      const [a, b] = [e.touches[0]!, e.touches[1]!];
      return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    };
    const onStart = (e: TouchEvent) => {
      if (e.touches.length === 2) start = { distance: distance(e), zoom: zoomRef.current };
    };
    const onMove = (e: TouchEvent) => {
      if (!start || e.touches.length !== 2) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const midY = (e.touches[0]!.clientY + e.touches[1]!.clientY) / 2 - rect.top - HEAD_H;
      const next = clampZoom((start.zoom * distance(e)) / Math.max(1, start.distance));
      if (Math.abs(next - zoomRef.current) < 0.01) return;
      zoomAnchor.current = {
        offset: midY,
        time: model.axisStart + ((el.scrollTop + midY) / zoomRef.current) * MINUTE_MS,
      };
      onZoom(next);
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [onZoom, model.axisStart]);

  // the window: visible columns and times, half a screen more each way
  // the window: the visible columns and times, one column and half a screen more each way
  // (the step the window moves in is covered by that margin)
  const firstCol = Math.max(0, view.col - (margin ? 1 : 0));
  const lastCol = Math.min(cols.length, view.col + Math.ceil(avail / colW) + (margin ? 2 : 1));
  const step = rowStep(view.height);
  const top = view.row * step;
  const over = margin ? view.height / 2 : 0;
  const t0 = model.axisStart + ((top - over) / zoom) * MINUTE_MS;
  const t1 = model.axisStart + ((top + step + view.height + over) / zoom) * MINUTE_MS;
  const tabStop = active ?? firstShown(model, firstCol, lastCol, t0, t1);
  // the names that stick: the blocks the top edge (under the stage names) crosses while the
  // scroll stays in this window's step, and half a step either way for the scroll that goes
  // on until the next window is rendered (a frame or two)
  const stickFrom = model.axisStart + ((top - step / 2) / zoom) * MINUTE_MS;
  const stickTo = model.axisStart + ((top + 1.5 * step) / zoom) * MINUTE_MS;
  // a block too short to hold more than its name has nowhere to move it
  const stickMinMs = (STICK_MIN_PX / zoom) * MINUTE_MS;

  const blocks = useMemo(() => {
    const out: { col: number; index: number }[][] = [];
    // no sets before the scroller's height is known: the window would be the night's start,
    // laid out only to be replaced by the one at now
    if (!filled || view.height === 0) return out;
    for (let c = firstCol; c < lastCol; c++) {
      const column = cols[c]!;
      const [from, to] = setsInWindow(column, t0, t1);
      const list: { col: number; index: number }[] = [];
      for (let i = from; i < to; i++) if (column.sets[i]!.end > t0) list.push({ col: c, index: i });
      out[c] = list;
    }
    if (
      tabStop &&
      !(
        tabStop.col >= firstCol &&
        tabStop.col < lastCol &&
        out[tabStop.col]?.some((b) => b.index === tabStop.index)
      )
    ) {
      const list = out[tabStop.col] ?? [];
      list.push(tabStop);
      out[tabStop.col] = list;
    }
    return out;
  }, [filled, view.height, cols, firstCol, lastCol, t0, t1, tabStop]);

  const drawn = filled && view.height > 0;
  // the sets at now are in the page: the server's grid over it goes before the next frame
  useLayoutEffect(() => {
    if (drawn) releaseFirstGrid(scroller.current);
  }, [drawn]);
  useEffect(() => {
    if (!drawn || margin) return;
    // a task after the next frame: the browser lays out and paints the sets on screen alone
    let cancel = () => {};
    const frame = requestAnimationFrame(() => {
      cancel = nextTask(() => startTransition(() => setMargin(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [drawn, margin]);

  // a new window is in the page: say which scroll position it shows
  useLayoutEffect(() => {
    rendered.current = view;
    if (scroller.current && filledRef.current) scroller.current.dataset.window = shownAt.current;
  });

  // after a keyboard move: focus the set (it is always rendered) once it is in the page
  useLayoutEffect(() => {
    if (!focusPending.current || !active) return;
    focusPending.current = false;
    scroller.current
      ?.querySelector<HTMLButtonElement>(`[data-at="${cols[active.col]?.room}|${active.index}"]`)
      ?.focus({ preventScroll: true });
  });

  const moveTo = (next: Active) => {
    const el = scroller.current;
    const placed = cols[next.col]?.sets[next.index];
    if (!el || !placed) return;
    // bring it into view: the hours and names stay over the grid's edges
    const top = yOf(placed.start);
    const bottom = Math.min(yOf(placed.end), top + el.clientHeight - HEAD_H);
    if (top < el.scrollTop) el.scrollTop = top;
    else if (bottom > el.scrollTop + el.clientHeight - HEAD_H)
      el.scrollTop = bottom - (el.clientHeight - HEAD_H);
    const x = next.col * colW;
    if (x < el.scrollLeft) el.scrollLeft = x;
    else if (x + colW > el.scrollLeft + el.clientWidth - TIME_W)
      el.scrollLeft = x + colW - (el.clientWidth - TIME_W);
    focusPending.current = true;
    setActive(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = (e.target as HTMLElement).dataset.at;
    if (!at) return;
    const [room, index] = at.split('|').map(Number) as [number, number];
    const col = cols.findIndex((c) => c.room === room);
    const column = cols[col];
    const placed = column?.sets[index];
    if (!column || !placed) return;
    let next: Active | null = null;
    if (e.key === 'ArrowDown' && index + 1 < column.sets.length) next = { col, index: index + 1 };
    else if (e.key === 'ArrowUp' && index > 0) next = { col, index: index - 1 };
    else if (e.key === 'Home') next = { col, index: 0 };
    else if (e.key === 'End') next = { col, index: column.sets.length - 1 };
    else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const c = col + (e.key === 'ArrowRight' ? 1 : -1);
      const other = cols[c];
      if (other) next = { col: c, index: nearestSet(other, placed.start, placed.end) };
    } else return;
    e.preventDefault();
    if (next && next.index >= 0) moveTo(next);
  };

  const hours = axisHours(model);
  const visibleHours = hours.filter((h) => h >= t0 - 60 * MINUTE_MS && h <= t1);
  const nowY = playing ? yOf(nowMs) : null;
  const nowText = formatTime(now.toISOString(), meta.timeZone);

  return (
    <>
      <p id="grid-keys" className="visually-hidden">
        {t.keys}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: virtualised: positioned blocks, only the visible ones in the page, so no table layout */}
      <div
        ref={scroller}
        className="grid-scroll"
        role="grid"
        aria-label={props.label}
        aria-rowcount={cols.length}
        aria-describedby="grid-keys"
        onKeyDown={onKeyDown}
      >
        <div className="grid-canvas" style={{ width: canvasW, height: HEAD_H + bodyH }}>
          <GridStages
            columns={cols.slice(firstCol, lastCol)}
            first={firstCol}
            canvasW={canvasW}
            colW={colW}
            left={(c) => TIME_W + c * colW}
          />
          <GridHours
            hours={visibleHours}
            axisStart={model.axisStart}
            bodyH={bodyH}
            timeZone={meta.timeZone}
            yOf={yOf}
            nowY={nowY}
            nowText={nowText}
          />
          <div className="grid-body" style={{ top: HEAD_H, width: canvasW, height: bodyH }}>
            {visibleHours.map((h) => (
              <div key={h} className="grid-line" style={{ top: yOf(h), width: canvasW }} />
            ))}
            {cols.slice(firstCol, lastCol).map((column, i) => {
              const c = firstCol + i;
              return (
                // biome-ignore lint/a11y/useSemanticElements: virtualised: positioned blocks, only the visible ones in the page, so no table layout
                // biome-ignore lint/a11y/useFocusableInteractive: its sets' buttons take the focus
                <div
                  key={column.room}
                  role="row"
                  aria-rowindex={c + 1}
                  className="grid-col"
                  style={{ left: TIME_W + c * colW, width: colW, height: bodyH }}
                >
                  {/* biome-ignore lint/a11y/useSemanticElements: see the row */}
                  {/* biome-ignore lint/a11y/useFocusableInteractive: a name, read with the row */}
                  <span role="rowheader" className="visually-hidden">
                    {column.name}
                  </span>
                  {(blocks[c] ?? []).map(({ index }) => {
                    const placed = column.sets[index]!;
                    const laneW = (colW - GAP) / placed.lanes;
                    const top = yOf(placed.start);
                    return (
                      <GridBlock
                        key={index}
                        set={placed.set}
                        stage={column.name}
                        timeZone={meta.timeZone}
                        top={top + 1}
                        height={Math.max(10, yOf(placed.end) - top - GAP)}
                        left={GAP + placed.lane * laneW}
                        width={laneW - GAP}
                        liked={props.isLiked(placed.set)}
                        clashes={props.clashes.get(placed.set)}
                        picks={props.picks.get(gridSetKey(placed.set))}
                        past={placed.end <= nowMs}
                        stick={
                          placed.start < stickTo &&
                          placed.end > stickFrom &&
                          placed.end - placed.start >= stickMinMs
                        }
                        tabStop={tabStop?.col === c && tabStop.index === index}
                        at={`${column.room}|${index}`}
                        onOpen={props.onOpen}
                      />
                    );
                  })}
                </div>
              );
            })}
            {nowY !== null && (
              <div
                className="grid-now"
                style={{ top: nowY, width: canvasW }}
                aria-hidden="true"
                data-now={now.toISOString()}
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** The first set shown in the window: the Tab stop before the keyboard moved. */
function firstShown(
  model: GridModel,
  firstCol: number,
  lastCol: number,
  t0: number,
  t1: number,
): Active | null {
  for (let c = Math.max(firstCol, 0); c < lastCol; c++) {
    const column = model.columns[c]!;
    const [from, to] = setsInWindow(column, t0, t1);
    for (let i = from; i < to; i++) if (column.sets[i]!.end > t0) return { col: c, index: i };
  }
  return model.columns[0]?.sets.length ? { col: 0, index: 0 } : null;
}
