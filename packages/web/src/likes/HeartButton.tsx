import type { LineupSet } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { useLikeZone } from './likeZone.ts';
import { likesMessages } from './messages.ts';
import { useLikes } from './useLikes.ts';
import './likes.css';

/** The heart beside a set: a real toggle button, named after the act. */
export function HeartButton({ set }: { set: LineupSet }) {
  const t = useMessages(likesMessages);
  const { isLiked, toggle } = useLikes();
  const timeZone = useLikeZone();
  const liked = isLiked(set);
  return (
    <button
      type="button"
      className={liked ? 'heart heart--on' : 'heart'}
      aria-pressed={liked}
      aria-label={liked ? t.unlike(set.dj) : t.like(set.dj)}
      onClick={(e) => {
        // a heart inside a clickable row must not trigger the row too
        e.stopPropagation();
        toggle(set, timeZone);
      }}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
    </button>
  );
}
