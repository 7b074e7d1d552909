import {
  type Clash,
  type EventMeta,
  type FestivalNight,
  formatTime,
  type LineupSet,
} from '@lineup/core';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { nightRange } from '../i18n/nightText.ts';
import { type GridPick, gridSetKey } from './extraPicks.ts';
import { axisHours, type GridColumn, gridModel } from './gridModel.ts';
import { gridMessages } from './messages.ts';
import { nightName } from './nightName.ts';

/** lanes (rows of at least 7 mm) that fit one landscape A4 page under the heading */
const LANES_PER_PAGE = 20;

interface Props {
  nights: readonly FestivalNight[];
  meta: EventMeta;
  hidden: ReadonlySet<number>;
  isLiked(set: LineupSet): boolean;
  clashes: ReadonlyMap<LineupSet, Clash[]>;
  picks: ReadonlyMap<string, GridPick[]>;
}

/** a night's stages cut into pages of at most LANES_PER_PAGE lanes */
function pagesOf(columns: GridColumn[]): GridColumn[][] {
  const pages: GridColumn[][] = [];
  let page: GridColumn[] = [];
  let lanes = 0;
  for (const column of columns) {
    const height = Math.max(1, ...column.sets.map((p) => p.lanes));
    if (page.length > 0 && lanes + height > LANES_PER_PAGE) {
      pages.push(page);
      page = [];
      lanes = 0;
    }
    page.push(column);
    lanes += height;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/**
 * The grid on paper: every set of every night (not the screen's window), one night per page
 * (a night with more stages than fit continues on the next), time running across the
 * landscape page, the fan's picks in bold with a heart, readable in black and white.
 */
export function PrintGrid({ nights, meta, hidden, isLiked, clashes, picks }: Props) {
  const t = useMessages(gridMessages);
  const locale = useLocale();
  const tz = meta.timeZone;
  return (
    <div className="grid-print">
      {nights.map((night) => {
        const model = gridModel(night, meta.rooms, hidden, tz);
        const span = model.axisEnd - model.axisStart;
        const x = (ms: number) => `${((ms - model.axisStart) / span) * 100}%`;
        const hours = axisHours(model);
        const pages = pagesOf(model.columns);
        return pages.map((columns, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a night's pages keep their order
          <section key={`${night.key}-${p}`} className="gp-page" data-night={night.key}>
            <header className="gp-head">
              <h2>
                {meta.partyName} · {nightName(night, locale)} {nightRange(night, tz, locale)}
                {pages.length > 1 && ` (${t.pageOf(p + 1, pages.length)})`}
              </h2>
              <span className="gp-legend">{t.legend}</span>
            </header>
            <div className="gp-hours">
              {/* a long night labels every other hour: an hour is narrow on paper */}
              {hours
                .slice(0, -1)
                .filter((_, i) => hours.length <= 17 || i % 2 === 0)
                .map((h) => (
                  <span key={h} style={{ left: x(h) }}>
                    {formatTime(new Date(h).toISOString(), tz)}
                  </span>
                ))}
            </div>
            <div className="gp-rows">
              {columns.map((column) => {
                const lanes = Math.max(1, ...column.sets.map((s) => s.lanes));
                return (
                  // rows share the page by their lanes: a night of four stages fills it too
                  <div
                    key={column.room}
                    className="gp-row"
                    style={{ flexGrow: lanes, minHeight: `${lanes * 7}mm` }}
                  >
                    <div className="gp-stage">{column.name}</div>
                    <div className="gp-track">
                      {hours.slice(1, -1).map((h) => (
                        <span key={h} className="gp-tick" style={{ left: x(h) }} />
                      ))}
                      {column.sets.map((placed) => {
                        const set = placed.set;
                        const liked = isLiked(set);
                        const clash = (clashes.get(set)?.length ?? 0) > 0;
                        const others = picks.get(gridSetKey(set)) ?? [];
                        return (
                          <div
                            key={`${set.start}|${set.dj}`}
                            className={`gp-set${liked ? ' gp-set--liked' : ''}${clash ? ' gp-set--clash' : ''}`}
                            style={{
                              left: x(placed.start),
                              width: `calc(${x(placed.end + model.axisStart - placed.start)} - 0.4mm)`,
                              top: `${(placed.lane / lanes) * 100}%`,
                              height: `calc(${100 / lanes}% - 0.6mm)`,
                            }}
                          >
                            <b>
                              {liked && '♥ '}
                              {clash && '⚠ '}
                              {set.djAndChange}
                            </b>{' '}
                            <span>
                              {formatTime(set.start, tz)}–{formatTime(set.end, tz)}
                            </span>
                            {others.length > 0 && (
                              <span className="gp-picks">
                                {' '}
                                {others.map((o) => o.name).join(', ')}
                              </span>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  </div>
                );
              })}
            </div>
            <LikedOnPage columns={columns} isLiked={isLiked} tz={tz} rooms={meta.rooms} />
          </section>
        ));
      })}
    </div>
  );
}

/**
 * The fan's picks of a page with their whole names, times and stages: a short set's block is
 * too narrow for a long name, and paper cannot be tapped.
 */
function LikedOnPage({
  columns,
  isLiked,
  tz,
  rooms,
}: {
  columns: readonly GridColumn[];
  isLiked(set: LineupSet): boolean;
  tz: string;
  rooms: readonly string[];
}) {
  const liked = columns
    .flatMap((column) => column.sets.map((placed) => placed.set))
    .filter((set) => isLiked(set))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (liked.length === 0) return null;
  return (
    <ul className="gp-liked">
      {liked.map((set) => (
        <li key={`${set.room}|${set.start}|${set.dj}`}>
          ♥ {formatTime(set.start, tz)}–{formatTime(set.end, tz)} <b>{set.djAndChange}</b> (
          {rooms[set.room] ?? ''})
        </li>
      ))}
    </ul>
  );
}
