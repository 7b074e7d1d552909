import type { LineupSet } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { noteFirstLike } from '../reminders/firstLikeOffer.ts';
import { useLikeEvent, useLikeZone } from './likeZone.ts';
import { likesMessages } from './messages.ts';
import { likesStore, useLikes } from './useLikes.ts';
import './likes.css';

type When = 'now' | 'next';

/**
 * The heart beside a set: a real toggle button, named after the act. On a now-page line, which
 * names two acts, `when` says under the heart (and in its name) whose set it likes.
 */
export function HeartButton({ set, when }: { set: LineupSet; when?: When }) {
  const { isLiked } = useLikes();
  return useHeart(set, isLiked(set), when);
}

/**
 * The same heart with its state given by the list it stands in: the rows of a long list whose
 * page already follows the likes (My plan) do not each subscribe to them (one subscription and
 * its effects per row, set up with the page and taken down with it).
 */
export function HeartToggle({ set, liked }: { set: LineupSet; liked: boolean }) {
  return useHeart(set, liked);
}

function useHeart(set: LineupSet, liked: boolean, when?: When) {
  const t = useMessages(likesMessages);
  const timeZone = useLikeZone();
  const eventId = useLikeEvent();
  const name = liked ? t.unlike(set.dj) : t.like(set.dj);
  // the caption is part of the name, as it is read on screen
  const caption = when === 'now' ? t.captionNow : when === 'next' ? t.captionNext : '';
  return (
    <button
      type="button"
      className={`heart${liked ? ' heart--on' : ''}${when ? ' heart--captioned' : ''}`}
      aria-pressed={liked}
      aria-label={when ? `${name}, ${caption}` : name}
      onClick={(e) => {
        // a heart inside a clickable row must not trigger the row too
        e.stopPropagation();
        const store = likesStore();
        const first = !liked && store.getSnapshot().length === 0;
        store.toggle(set, timeZone, eventId);
        if (first) void noteFirstLike();
      }}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      {when && (
        <span className="heart__caption" aria-hidden="true">
          {caption}
        </span>
      )}
    </button>
  );
}
