import { avatarUrls, type EventMeta, formatTime, type LineupSet } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { variantOf } from '../kit/variant.ts';
import { Avatar } from './Avatar.tsx';
import { rotatingAvatar } from './avatar.ts';
import { nowMessages } from './messages.ts';
import { roomLabel } from './RoomLine.tsx';

interface Props {
  meta: EventMeta;
  playing: LineupSet[];
  now: Date;
  onCopy: (set: LineupSet) => void;
}

/** The acts playing now: picture, name, room, start. A press copies the set's short link. */
export function PlayingGrid({ meta, playing, now, onCopy }: Props) {
  const t = useMessages(nowMessages);
  const fallback = variantOf(meta).defaultAvatar;
  if (playing.length === 0) return null;
  return (
    <section className="now-section" aria-labelledby="playing-grid-title">
      <h2 id="playing-grid-title" className="section-title">
        {t.playingGrid}
      </h2>
      <ul className="playing-grid">
        {playing.map((set) => {
          const room = roomLabel(meta, set.room);
          const since = t.since(formatTime(set.start, meta.timeZone));
          return (
            <li key={`${set.room}-${set.s}-${set.start}`}>
              {/* the card's visible words are its name (WCAG 2.5.3 label in name), the action follows */}
              <button type="button" className="playing-card" onClick={() => onCopy(set)}>
                <Avatar url={rotatingAvatar(avatarUrls(set.meta), now)} fallback={fallback} />
                <span className="playing-card__name">{set.djAndChange}</span>
                <span className="playing-card__room">{room}</span>
                <span className="playing-card__time">{since}</span>
                <span className="visually-hidden">. {t.copyLink(set.dj)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
