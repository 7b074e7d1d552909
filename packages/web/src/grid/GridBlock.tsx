import { type Clash, formatTime, type LineupSet } from '@lineup/core';
import { memo } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import type { GridPick } from './extraPicks.ts';
import { gridMessages } from './messages.ts';

export interface BlockProps {
  set: LineupSet;
  stage: string;
  timeZone: string;
  top: number;
  height: number;
  /** pixels, or a CSS length (the server's first screen: GridFirstView) */
  left: number | string;
  width: number | string;
  liked: boolean;
  clashes: readonly Clash[] | undefined;
  picks: readonly GridPick[] | undefined;
  past: boolean;
  /**
   * its name sticks under the stage names: only the blocks the top edge can cross before the
   * next window (each sticky name is a layer the browser moves and re-layers every frame)
   */
  stick: boolean;
  /** the one set in the Tab order (roving tab stop) */
  tabStop: boolean;
  /** "{room}|{index}": where the keyboard finds it */
  at: string;
  onOpen(set: LineupSet): void;
}

/**
 * The words after a set's name in its button's accessible name: liked, clashing with what,
 * which friends go and whether all of you do.
 */
export function useBlockDescription(): (
  liked: boolean,
  clashes: readonly Clash[] | undefined,
  picks: readonly GridPick[] | undefined,
) => string | undefined {
  const t = useMessages(gridMessages);
  return (liked, clashes, picks) => {
    const parts: string[] = [];
    if (liked) parts.push(t.liked);
    if (clashes && clashes.length > 0)
      parts.push(t.clashesWith(clashes.map((c) => c.with.dj).join(', ')));
    if (picks && picks.length > 0) parts.push(t.pickedBy(picks.map((p) => p.name).join(', ')));
    if (picks?.some((p) => p.allOfYou)) parts.push(t.allOfYou);
    return parts.length > 0 ? parts.join('; ') : undefined;
  };
}

/** One set: a block from its start to its end, a button that opens the act's sheet. */
export const GridBlock = memo(function GridBlock(p: BlockProps) {
  const t = useMessages(gridMessages);
  const describe = useBlockDescription();
  const start = formatTime(p.set.start, p.timeZone);
  const end = formatTime(p.set.end, p.timeZone);
  const clash = (p.clashes?.length ?? 0) > 0;
  const description = describe(p.liked, p.clashes, p.picks);
  const className = [
    'grid-set',
    p.liked ? 'grid-set--liked' : '',
    clash ? 'grid-set--clash' : '',
    p.past ? 'grid-set--past' : '',
    p.set.isMarkerSet || p.set.isItalic ? 'grid-set--marker' : '',
    p.height < 36 ? 'grid-set--short' : '',
    p.stick ? 'grid-set--stick' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: virtualised: positioned blocks, only the visible ones in the page, so no table layout
    // biome-ignore lint/a11y/useFocusableInteractive: the cell's button takes the focus
    <div
      role="gridcell"
      className="grid-cell"
      style={{ top: p.top, height: p.height, left: p.left, width: p.width }}
    >
      <button
        type="button"
        className={className}
        tabIndex={p.tabStop ? 0 : -1}
        aria-haspopup="dialog"
        data-at={p.at}
        data-start={p.set.start}
        data-end={p.set.end}
        onClick={() => p.onOpen(p.set)}
      >
        <span className="grid-set__label">
          {p.picks && p.picks.length > 0 && (
            // at the top, beside the name, kept in view with it
            <span className="grid-set__picks" aria-hidden="true">
              {p.picks.some((pick) => pick.allOfYou) && (
                <span className="grid-set__all">{t.allOfYouShort}</span>
              )}
              {p.picks.map((pick) => (
                <span
                  key={pick.name}
                  className="grid-set__pick"
                  style={{ background: pick.colour }}
                  title={pick.name}
                >
                  {pick.initials}
                </span>
              ))}
            </span>
          )}
          {/* the name is one hidden text that begins with what is seen ("act, stage,
            start–end; liked; clashes with …"): no aria-label to drift from the text (WCAG 2.5.3) */}
          <span className="visually-hidden">
            {[t.setName(p.set.djAndChange, p.stage, start, end), description]
              .filter(Boolean)
              .join('; ')}
          </span>
          <span className="grid-set__dj" aria-hidden="true">
            {p.liked && <span className="grid-set__heart">♥ </span>}
            {clash && <span className="grid-set__clash">⚠ </span>}
            {p.set.djAndChange}
          </span>
          <span className="grid-set__time" aria-hidden="true">
            {start}–{end}
          </span>
        </span>
      </button>
    </div>
  );
});
