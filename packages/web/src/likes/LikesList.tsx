import {
  formatTime,
  groupLikesByEdition,
  isPartyOngoing,
  type LikeEntry,
  type LineupResponse,
  type LineupSet,
  likeKey,
  likesOfOtherEvents,
  setsByLikeKey,
  statusIcon,
} from '@lineup/core';
import { type ReactNode, useMemo, useState } from 'react';
import { ActSheet, ActSheetButton } from '../act/ActSheet.tsx';
import { useFollowing } from '../auth/session.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { statusMessages } from '../status/messages.ts';
import { setDayLabel } from '../timetable/dayLabel.ts';
import { HeartButton } from './HeartButton.tsx';
import { likesListMessages } from './listMessages.ts';
import './likesList.css';
import { setOfLike } from './setOfLike.ts';
import { useLikes } from './useLikes.ts';

interface LikeGroup {
  key: string;
  partyName: string;
  /** set when another group has the same party name: "Testfest 2025" */
  year: number | null;
  /** the edition this lineup shows (its rooms, zone and "Today" apply) */
  current: boolean;
  items: { like: LikeEntry; set: LineupSet }[];
}

/**
 * The liked sets grouped by edition (core), the open edition first, each with the set of this
 * lineup it stands for (so its heart and times follow the lineup).
 */
export function groupLikes(likes: readonly LikeEntry[], lineup: LineupResponse): LikeGroup[] {
  const sets = setsByLikeKey(lineup);
  return groupLikesByEdition(likes, lineup.meta).map((group) => ({
    key: `${group.partyName}|${group.beginningSchedule}`,
    partyName: group.partyName,
    year: group.year,
    current: group.current,
    items: group.likes.map((like) => ({
      like,
      set: sets.get(likeKey(like))?.at(-1) ?? setOfLike(like),
    })),
  }));
}

/**
 * The liked sets of other events and editions, under My plan (the open event's likes are the
 * plan itself, read from its lineup). Their times are the ones the likes remember: their own
 * lineups are not loaded here. Nothing when there are none.
 */
export function OtherLikes({
  lineup,
  copy,
}: {
  lineup: LineupResponse;
  /** the page's copy-link (one "Copied" overlay for the page) */
  copy: (set: LineupSet) => void;
}) {
  const t = useMessages(likesListMessages);
  const { likes } = useLikes();
  const groups = useMemo(() => {
    // grouped with every like, so a year is named where this event has the same name
    const others = new Set(likesOfOtherEvents(likes, lineup.meta));
    return groupLikes(likes, lineup)
      .map((group) => ({ ...group, items: group.items.filter(({ like }) => others.has(like)) }))
      .filter((group) => group.items.length > 0);
  }, [likes, lineup]);
  if (groups.length === 0) return null;
  return <LikedGroups lineup={lineup} copy={copy} groups={groups} heading={t.heading} />;
}

/**
 * Spec §2, below the search results: every liked set grouped by party, this festival's first,
 * with a hint to save sets while there are none.
 */
export function AllLikes({
  lineup,
  copy,
}: {
  lineup: LineupResponse;
  copy: (set: LineupSet) => void;
}) {
  const t = useMessages(likesListMessages);
  const { likes } = useLikes();
  const groups = useMemo(() => groupLikes(likes, lineup), [likes, lineup]);
  return (
    <LikedGroups lineup={lineup} copy={copy} groups={groups} heading={t.yourLikes}>
      {groups.length === 0 && <p className="likes__empty">{t.emptyHint}</p>}
    </LikedGroups>
  );
}

function LikedGroups({
  lineup,
  copy,
  groups,
  heading,
  children,
}: {
  lineup: LineupResponse;
  copy: (set: LineupSet) => void;
  groups: readonly LikeGroup[];
  heading: string;
  children?: ReactNode;
}) {
  const t = useMessages(likesListMessages);
  const locale = useLocale();
  const following = useFollowing();
  const [sheet, setSheet] = useState<{ set: LineupSet; where: string } | null>(null);
  const { meta } = lineup;
  const now = useNow(60_000);
  const ongoing = isPartyOngoing(meta, now);
  // Each edition's times in its own zone (stored with the like; likes from before that was
  // stored show in the device's zone), worded like the timetable: "Today", else "Mon 23 Nov".
  const when = (like: LikeEntry, set: LineupSet, own: boolean): string => {
    if (!like.started || Number.isNaN(Date.parse(like.started))) return '';
    const zone = own ? meta.timeZone : (like.timeZone ?? deviceZone());
    const day = setDayLabel(set, zone, now, own && ongoing, locale, t.today);
    return `${day} · ${formatTime(like.started, zone)}`;
  };
  // the room is named only for this lineup's edition: another edition's rooms may differ
  const whereOf = (like: LikeEntry, set: LineupSet, own: boolean): string =>
    (own && meta.rooms[like.room] ? `${meta.rooms[like.room]} · ` : '') +
    when(like, { ...set, start: like.started }, own);

  return (
    <section id="likes" className="likes" aria-labelledby="likes-heading" tabIndex={-1}>
      <h2 id="likes-heading" className="likes__heading">
        {heading}
      </h2>
      {children}
      {groups.map((group) => (
        <div key={group.key} className="likes__group">
          <div className="likes__group-head">
            <h3 className="likes__party">
              {group.year ? `${group.partyName} ${group.year}` : group.partyName}
            </h3>
            <GroupState items={group.items} />
          </div>
          <ul className="likes__list">
            {group.items.map(({ like, set }) => (
              <li key={likeKey(like)} className="likes__item">
                <span className="likes__text">
                  <span className="likes__dj">{like.dj}</span>
                  <span className="likes__when">{whereOf(like, set, group.current)}</span>
                </span>
                <ActSheetButton
                  set={set}
                  onOpen={() => setSheet({ set, where: whereOf(like, set, group.current) })}
                />
                <HeartButton set={set} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {sheet && (
        <ActSheet
          set={sheet.set}
          where={sheet.where}
          following={following}
          onCopy={copy}
          onClose={() => setSheet(null)}
        />
      )}
    </section>
  );
}

function deviceZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether a group's liked sets run now (✅) or are all over (⌛), in words beside the party's
 * name. Sets still to come say nothing: the spec's ⛔ for them, red before a festival's name,
 * read as "forbidden"; it stays where the spec puts it, the status of an event.
 */
function GroupState({ items }: { items: readonly { set: LineupSet }[] }) {
  const t = useMessages(statusMessages);
  const icon = statusIcon(
    items.map(({ set }) => set),
    new Date(),
  );
  if (icon !== '✅' && icon !== '⌛') return null;
  return (
    <span className="likes__state">
      <span aria-hidden="true">{icon} </span>
      {t[icon]}
    </span>
  );
}
