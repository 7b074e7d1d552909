import { actsOfName, type MetaEntry } from '@lineup/core';
import { FollowButton } from './FollowButton.tsx';

/**
 * The follow buttons of one set: one per act ("Ada b2b Grace" gives two), none for the "?"
 * placeholder. A b2b's links may belong to either act, so they stay with neither.
 */
export default function FollowActs({
  dj,
  meta,
  compact = false,
}: {
  dj: string;
  meta: readonly MetaEntry[];
  compact?: boolean;
}) {
  const acts = actsOfName(dj);
  if (acts.length === 0) return null;
  return (
    <div className="follows-row">
      {acts.map((name) => (
        <FollowButton
          key={name}
          name={name}
          meta={meta}
          alone={acts.length === 1}
          compact={compact}
        />
      ))}
    </div>
  );
}
