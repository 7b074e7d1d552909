// The grid's first screen as the server draws it (issue 37): the stage names, the hours and the
// sets around now, in GridView's markup. The server knows neither the screen's width nor its
// height, so the columns are laid out from a CSS variable (--grid-col-w) and the scroll to now
// is left to a few lines the page runs as soon as it is parsed (firstGridScript.ts): both use
// GridView's own rule, so the app's grid, drawn under this one, has every block at the same
// place when this one goes (firstGrid.ts).
import { type Clash, type EventMeta, formatTime, type LineupSet } from '@lineup/core';
import { type GridPick, gridSetKey } from './extraPicks.ts';
import { firstGridScript } from './firstGridScript.ts';
import { GridBlock } from './GridBlock.tsx';
import { GridHours, GridStages } from './GridFrame.tsx';
import { GAP, HEAD_H, MIN_COL, MIN_COL_WIDE, NARROW, STICK_MIN_PX, TIME_W } from './GridView.tsx';
import { axisHours, type GridModel, setsInWindow } from './gridModel.ts';
import { stagesPerPhoneScreen } from './zoom.ts';

const MINUTE_MS = 60_000;
/**
 * drawn above the opening position and below it: the grid opens with now a quarter of its
 * height down, so this covers a grid up to about 1,000 px tall (every byte here comes before
 * the first paint on a phone's link, beside the app's script)
 */
const ABOVE_PX = 300;
const BELOW_PX = 800;
/** the stages drawn: a 1,600 px wide window's at the narrowest columns */
const MAX_COLUMNS = 10;
/**
 * how far below the opening position the top edge may be scrolled before the app takes over
 * and still find the names it crosses sticking
 */
const STICK_BELOW_PX = 150;

interface Props {
  model: GridModel;
  meta: EventMeta;
  zoom: number;
  now: Date;
  isLiked(set: LineupSet): boolean;
  clashes: ReadonlyMap<LineupSet, Clash[]>;
  picks: ReadonlyMap<string, GridPick[]>;
  label: string;
}

const col = 'var(--grid-col-w)';
const colLeft = (c: number) => `calc(${TIME_W}px + ${c} * ${col})`;
const ignore = () => {};

export function GridFirstView({ model, meta, zoom, now, ...props }: Props) {
  const cols = model.columns;
  const yOf = (ms: number) => ((ms - model.axisStart) / MINUTE_MS) * zoom;
  const bodyH = yOf(model.axisEnd);
  const canvasW = `calc(${TIME_W}px + ${cols.length} * ${col})`;
  const nowMs = now.getTime();
  const playing = nowMs >= model.axisStart && nowMs < model.axisEnd;
  const openY = playing ? yOf(nowMs) : 0;
  const t0 = model.axisStart + ((openY - ABOVE_PX) / zoom) * MINUTE_MS;
  const t1 = model.axisStart + ((openY + BELOW_PX) / zoom) * MINUTE_MS;
  const shown = cols.slice(0, MAX_COLUMNS);
  const hours = axisHours(model).filter((h) => h >= t0 - 60 * MINUTE_MS && h <= t1);
  const nowY = playing ? openY : null;
  // the names that stick, as in GridView: the blocks the top edge (under the stage names) can
  // cross, which opens between ABOVE_PX above the opening position (a tall window) and on it,
  // and that are tall enough. Each sticky name is a layer of its own: sticking all 80 of
  // Glastonbury's first screen cost its first frame about 11 ms of CPU on a phone
  const stickFrom = t0;
  const stickTo = model.axisStart + ((openY + STICK_BELOW_PX) / zoom) * MINUTE_MS;
  const stickMinMs = (STICK_MIN_PX / zoom) * MINUTE_MS;
  return (
    <>
      <script
        data-cols={cols.length}
        data-time-w={TIME_W}
        data-head-h={HEAD_H}
        data-narrow={NARROW}
        data-min-wide={MIN_COL_WIDE}
        data-min-col={MIN_COL}
        data-per-screen={stagesPerPhoneScreen(zoom)}
        data-open-y={playing ? openY : ''}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant text of this app's own, allowed by its hash
        dangerouslySetInnerHTML={{ __html: firstGridScript(true) }}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: as GridView's */}
      <div className="grid-scroll" role="grid" aria-label={props.label} aria-rowcount={cols.length}>
        <div className="grid-canvas" style={{ width: canvasW, height: HEAD_H + bodyH }}>
          <GridStages columns={shown} first={0} canvasW={canvasW} colW={col} left={colLeft} />
          <GridHours
            hours={hours}
            axisStart={model.axisStart}
            bodyH={bodyH}
            timeZone={meta.timeZone}
            yOf={yOf}
            nowY={nowY}
            nowText={formatTime(now.toISOString(), meta.timeZone)}
          />
          <div className="grid-body" style={{ top: HEAD_H, width: canvasW, height: bodyH }}>
            {hours.map((h) => (
              <div key={h} className="grid-line" style={{ top: yOf(h), width: canvasW }} />
            ))}
            {shown.map((column, c) => {
              const [from, to] = setsInWindow(column, t0, t1);
              const indexes: number[] = [];
              for (let i = from; i < to; i++) if (column.sets[i]!.end > t0) indexes.push(i);
              return (
                // biome-ignore lint/a11y/useSemanticElements: as GridView's
                // biome-ignore lint/a11y/useFocusableInteractive: as GridView's
                <div
                  key={column.room}
                  role="row"
                  aria-rowindex={c + 1}
                  className="grid-col"
                  style={{ left: colLeft(c), width: col, height: bodyH }}
                >
                  {/* biome-ignore lint/a11y/useSemanticElements: as GridView's */}
                  {/* biome-ignore lint/a11y/useFocusableInteractive: as GridView's */}
                  <span role="rowheader" className="visually-hidden">
                    {column.name}
                  </span>
                  {indexes.map((index) => {
                    const placed = column.sets[index]!;
                    const lane = `(${col} - ${GAP}px) / ${placed.lanes}`;
                    const top = yOf(placed.start);
                    return (
                      <GridBlock
                        key={index}
                        set={placed.set}
                        stage={column.name}
                        timeZone={meta.timeZone}
                        top={top + 1}
                        height={Math.max(10, yOf(placed.end) - top - GAP)}
                        left={`calc(${GAP}px + ${placed.lane} * ${lane})`}
                        width={`calc(${lane} - ${GAP}px)`}
                        liked={props.isLiked(placed.set)}
                        clashes={props.clashes.get(placed.set)}
                        picks={props.picks.get(gridSetKey(placed.set))}
                        past={placed.end <= nowMs}
                        stick={
                          placed.start < stickTo &&
                          placed.end > stickFrom &&
                          placed.end - placed.start >= stickMinMs
                        }
                        tabStop={false}
                        at={`${column.room}|${index}`}
                        onOpen={ignore}
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
