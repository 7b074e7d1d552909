import type { MetaEntry } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { followMessages } from './messages.ts';
import { useFollows } from './useFollows.ts';
import './follows.css';

/**
 * "Follow Ada Lovelace": a toggle for the act, not the set (the heart is the set). `alone`: the
 * act plays this set alone, so the set's profile links are the act's and are kept with it.
 */
export function FollowButton({
  name,
  meta,
  alone,
  compact = false,
}: {
  name: string;
  meta: readonly MetaEntry[];
  alone: boolean;
  /** a short label ("Follow") in a row; the full name stays in the accessible name */
  compact?: boolean;
}) {
  const t = useMessages(followMessages);
  const { store } = useFollows();
  const on = store.isFollowed(name);
  const label = on ? t.following(name) : t.follow(name);
  return (
    <button
      type="button"
      className={`follow${on ? ' follow--on' : ''}${compact ? ' follow--compact' : ''}`}
      aria-pressed={on}
      aria-label={compact ? label : undefined}
      onClick={(e) => {
        e.stopPropagation();
        store.toggle(name, meta, alone);
      }}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>{' '}
      {compact ? (on ? t.followingShort : t.followShort) : label}
    </button>
  );
}
