import { type Clash, formatTime, type LineupSet, markOrange, setStatus } from '@lineup/core';
import { memo } from 'react';
import { ActSheetButton } from '../act/ActSheet.tsx';
import { useMessages } from '../i18n/locale.tsx';
import { HeartButton } from '../likes/HeartButton.tsx';
import { ClashMarker } from '../plan/ClashMarker.tsx';
import { timetableMessages } from './messages.ts';
import { SetLinks } from './SetLinks.tsx';

interface SetRowProps {
  set: LineupSet;
  timeZone: string;
  now: Date;
  following: ReadonlySet<string>;
  showLinks: boolean;
  /** the other liked sets this liked set overlaps (issue 8: clash marker by the heart) */
  clashes?: readonly Clash[] | undefined;
  /** opens the act sheet (links, share, heart): on a phone the links are not in the row */
  onMore?: ((set: LineupSet) => void) | undefined;
}

/** A change note starting with * is printed on its own line (spec §2), without the star. */
export function splitChange(change: string | undefined): { inline: string; ownLine: string } {
  const note = change?.trim() ?? '';
  if (note.startsWith('*')) return { inline: '', ownLine: note.replace(/^\*\s*/, '') };
  return { inline: note, ownLine: '' };
}

export const SetRow = memo(function SetRow({
  set,
  timeZone,
  now,
  following,
  showLinks,
  clashes,
  onMore,
}: SetRowProps) {
  const t = useMessages(timetableMessages);
  const marked = markOrange(set, following);
  const { inline, ownLine } = splitChange(set.change);
  const status = setStatus(set, now);
  const italic = set.isItalic || set.isMarkerSet;
  return (
    <li className={`tt-row tt-row--set tt-row--${status}`}>
      <time className="tt-time" dateTime={set.start}>
        {formatTime(set.start, timeZone)}
      </time>
      <div className="tt-act">
        <span className="tt-act__line">
          <span
            className={[
              'tt-dj',
              marked.orange ? 'tt-dj--orange' : '',
              italic ? 'tt-dj--italic' : '',
            ].join(' ')}
          >
            {set.dj}
            {marked.orange && <span className="visually-hidden"> ({t.followed})</span>}
          </span>
          {inline && <em className="tt-change"> ({inline})</em>}
        </span>
        {ownLine && <em className="tt-note">{ownLine}</em>}
        {showLinks && <SetLinks dj={set.dj} meta={marked.meta} />}
      </div>
      {clashes && clashes.length > 0 && <ClashMarker clashes={clashes} />}
      {!set.isMarkerSet && onMore && <ActSheetButton set={set} onOpen={onMore} />}
      {set.isMarkerSet ? <span className="tt-heart-space" /> : <HeartButton set={set} />}
    </li>
  );
});
