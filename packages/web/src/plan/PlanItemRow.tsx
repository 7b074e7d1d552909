import type { EventMeta, LineupSet, PlanItem } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { planMessages } from './messages.ts';
import { durationText, timeRange } from './planFormat.ts';

interface PlanItemRowProps {
  item: PlanItem;
  meta: EventMeta;
  /** show the free time before this set (not for the first set of a day) */
  showGap: boolean;
  onDownload(set: LineupSet): void;
}

/** One liked set of the plan, with the break before it and its clashes. */
export function PlanItemRow({ item, meta, showGap, onDownload }: PlanItemRowProps) {
  const t = useMessages(planMessages);
  const { set, like, clashes, gapBeforeMinutes } = item;
  const gap = showGap ? gapBeforeMinutes : null;
  const room = meta.rooms[set?.room ?? like.room] ?? '';
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
        ].join(' ')}
      >
        <span className="plan__time">
          {set ? (
            <time dateTime={set.start}>{timeRange(set.start, set.end, meta.timeZone)}</time>
          ) : (
            '–'
          )}
        </span>
        <span className="plan__text">
          <span className="plan__dj">{set ? set.djAndChange : like.dj}</span>
          <span className="plan__where">
            {room}
            {item.matchedBy === 'act' && ` · ${t.moved}`}
          </span>
          {item.missing && <span className="plan__missing">{t.missing}</span>}
          {clashes.map((clash) => (
            <span key={`${clash.with.dj}|${clash.with.start}`} className="plan__clash">
              <span aria-hidden="true">⚠️ </span>
              {t.clash(clash.with.dj, clash.minutes)}
            </span>
          ))}
        </span>
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
      </li>
    </>
  );
}
