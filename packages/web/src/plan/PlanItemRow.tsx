import type { CrewMark, EventMeta, LineupSet, PlanItem } from '@lineup/core';
import { memo } from 'react';
import { ActSheetButton } from '../act/ActSheet.tsx';
import { CrewDots } from '../crew/CrewDots.tsx';
import { useMessages } from '../i18n/locale.tsx';
import { HeartToggle } from '../likes/HeartButton.tsx';
import { setOfLike } from '../likes/setOfLike.ts';

/** the set starts at another time than the one the fan liked (an unreadable one: unknown) */
function startMoved(set: LineupSet, like: PlanItem['like']): boolean {
  const liked = Date.parse(like.started);
  return Number.isFinite(liked) && liked !== Date.parse(set.start);
}

import { planMessages } from './messages.ts';
import { durationText, timeRange } from './planFormat.ts';

interface PlanItemRowProps {
  item: PlanItem;
  meta: EventMeta;
  /** show the free time before this set (not for the first set of a day) */
  showGap: boolean;
  /** the friends going too */
  crew?: CrewMark | undefined;
  /** whether a set is liked: the page follows the likes, not each row's heart */
  isLiked(set: LineupSet): boolean;
  onDownload(set: LineupSet): void;
  onOpen(set: LineupSet, where: string): void;
}

/**
 * One liked set of the plan as the lineup has it now (a moved set at its new time, a cancelled
 * one struck through), with the break before it, its clashes, the friends going too.
 */
export const PlanItemRow = memo(function PlanItemRow({
  item,
  meta,
  showGap,
  crew,
  isLiked,
  onDownload,
  onOpen,
}: PlanItemRowProps) {
  const t = useMessages(planMessages);
  const { set, like, clashes, gapBeforeMinutes } = item;
  const gap = showGap ? gapBeforeMinutes : null;
  const room = meta.rooms[set?.room ?? like.room] ?? '';
  const time = set ? timeRange(set.start, set.end, meta.timeZone) : '';
  const where = [room, time].filter(Boolean).join(' · ');
  const shown = set ?? setOfLike(like);
  // a set found by its act after a stage change has another like key: the heart is the like's
  const hearted = set && item.matchedBy === 'key' ? set : setOfLike(like);
  const moved = item.matchedBy === 'act' || (set !== null && startMoved(set, like));
  return (
    <>
      {gap !== null && (
        <li className="plan__gap">{gap === 0 ? t.backToBack : t.free(durationText(gap, t))}</li>
      )}
      <li
        className={[
          'plan__item',
          clashes.length > 0 ? 'plan__item--clash' : '',
          item.missing ? 'plan__item--missing' : '',
          crew?.everyone ? 'plan__item--everyone' : '',
        ].join(' ')}
      >
        <span className="plan__text">
          <span className="plan__line">
            <span className="plan__time">
              {set ? <time dateTime={set.start}>{time}</time> : '–'}
            </span>
            {room && <span className="plan__where"> · {room}</span>}
          </span>
          <span className="plan__dj">{set ? set.djAndChange : like.dj}</span>
          {moved && <span className="plan__moved">{t.moved}</span>}
          {item.missing && <span className="plan__missing">{t.missing}</span>}
          {clashes.map((clash) => (
            <span key={`${clash.with.dj}|${clash.with.start}`} className="plan__clash">
              <span aria-hidden="true">⚠️ </span>
              {t.clash(clash.with.dj, clash.minutes)}
            </span>
          ))}
          {crew && <CrewDots mark={crew} />}
        </span>
        <span className="plan__buttons">
          {set && (
            <button
              type="button"
              className="plan__ics"
              aria-label={t.addOne(set.dj)}
              title={t.addOne(set.dj)}
              onClick={() => onDownload(set)}
            >
              <span aria-hidden="true">📅</span>
            </button>
          )}
          <ActSheetButton set={shown} onOpen={() => onOpen(shown, where)} />
          <HeartToggle set={hearted} liked={isLiked(hearted)} />
        </span>
      </li>
    </>
  );
});

/** A set only friends picked, among the fan's own: lighter, with who goes and a heart to join. */
export const CrewPickRow = memo(function CrewPickRow({
  set,
  mark,
  meta,
  isLiked,
  onOpen,
}: {
  set: LineupSet;
  mark: CrewMark;
  meta: EventMeta;
  isLiked(set: LineupSet): boolean;
  onOpen(set: LineupSet, where: string): void;
}) {
  const room = meta.rooms[set.room] ?? '';
  const time = timeRange(set.start, set.end, meta.timeZone);
  return (
    <li className="plan__item plan__item--crew">
      <span className="plan__text">
        <span className="plan__line">
          <span className="plan__time">
            <time dateTime={set.start}>{time}</time>
          </span>
          {room && <span className="plan__where"> · {room}</span>}
        </span>
        <span className="plan__dj">{set.djAndChange}</span>
        <CrewDots mark={mark} />
      </span>
      <span className="plan__buttons">
        <ActSheetButton set={set} onOpen={() => onOpen(set, [room, time].join(' · '))} />
        <HeartToggle set={set} liked={isLiked(set)} />
      </span>
    </li>
  );
});
