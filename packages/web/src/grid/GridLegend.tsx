import { useMessages } from '../i18n/locale.tsx';
import type { GridPick } from './extraPicks.ts';
import { gridMessages } from './messages.ts';

/** What the marks on the blocks mean: hearts, clashes, each friend's initials and colour. */
export function GridLegend({ picks }: { picks: readonly GridPick[] }) {
  const t = useMessages(gridMessages);
  const friends = new Map<string, GridPick>();
  for (const pick of picks) if (!friends.has(pick.name)) friends.set(pick.name, pick);
  if (friends.size === 0) return null;
  return (
    <ul className="grid-legend" aria-label={t.legendLabel}>
      <li>{t.legend}</li>
      {[...friends.values()].map((pick) => (
        <li key={pick.name}>
          <span className="grid-set__pick" style={{ background: pick.colour }} aria-hidden="true">
            {pick.initials}
          </span>
          {pick.name}
        </li>
      ))}
      {picks.some((pick) => pick.allOfYou) && (
        <li>
          <span className="grid-set__all" aria-hidden="true">
            {t.allOfYouShort}
          </span>
          {t.allOfYou}
        </li>
      )}
    </ul>
  );
}
