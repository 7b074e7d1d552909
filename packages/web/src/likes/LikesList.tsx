import {
  formatTime,
  type LikeEntry,
  type LineupResponse,
  type LineupSet,
  likeKey,
} from '@lineup/core';
import { useMemo } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { HeartButton } from './HeartButton.tsx';
import { likesMessages } from './messages.ts';
import { useLikes } from './useLikes.ts';

/** A like of another party has no set in this lineup: its heart still needs one to unlike it. */
function setOfLike(like: LikeEntry): LineupSet {
  return {
    dj: like.dj,
    room: like.room,
    start: like.started,
    end: like.started,
    meta: like.meta,
    s: '',
    djAndChange: like.dj,
    isMarkerSet: false,
    isItalic: false,
    partyName: like.partyName,
    title: like.title,
    beginningSchedule: like.beginningSchedule,
  };
}

interface LikeGroup {
  partyName: string;
  items: { like: LikeEntry; set: LineupSet }[];
}

/** The liked sets grouped by party, the open party first, each group by start time. */
export function groupLikes(likes: readonly LikeEntry[], lineup: LineupResponse): LikeGroup[] {
  const sets = new Map<string, LineupSet>();
  for (const set of lineup.sets.flat()) sets.set(likeKey(set), set);
  const groups = new Map<string, LikeGroup>();
  for (const like of likes) {
    const name = like.partyName;
    let group = groups.get(name);
    if (!group) {
      group = { partyName: name, items: [] };
      groups.set(name, group);
    }
    group.items.push({ like, set: sets.get(likeKey(like)) ?? setOfLike(like) });
  }
  const current = lineup.meta.partyName;
  const list = [...groups.values()];
  for (const group of list)
    group.items.sort((a, b) => a.like.started.localeCompare(b.like.started));
  return list.sort((a, b) => Number(b.partyName === current) - Number(a.partyName === current));
}

export function LikesList({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(likesMessages);
  const locale = useLocale();
  const { likes } = useLikes();
  const groups = useMemo(() => groupLikes(likes, lineup), [likes, lineup]);
  const { meta } = lineup;
  // This party's times in its zone; another party's zone is unknown here, so the device's.
  const when = (like: LikeEntry): string => {
    if (!like.started || Number.isNaN(Date.parse(like.started))) return '';
    const zone = like.partyName === meta.partyName ? meta.timeZone : undefined;
    const day = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(zone ? { timeZone: zone } : {}),
    }).format(new Date(like.started));
    const time = zone
      ? formatTime(like.started, zone)
      : new Intl.DateTimeFormat(intlLocale(locale), {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(like.started));
    return `${day} · ${time}`;
  };

  return (
    <section id="likes" className="likes" aria-labelledby="likes-heading" tabIndex={-1}>
      <h2 id="likes-heading" className="likes__heading">
        {t.heading}
      </h2>
      {groups.length === 0 ? (
        <p className="likes__empty">{t.empty}</p>
      ) : (
        groups.map((group) => (
          <div key={group.partyName} className="likes__group">
            <h3 className="likes__party">{group.partyName}</h3>
            <ul className="likes__list">
              {group.items.map(({ like, set }) => (
                <li key={likeKey(like)} className="likes__item">
                  <span className="likes__text">
                    <span className="likes__dj">{like.dj}</span>
                    <span className="likes__when">
                      {like.partyName === meta.partyName && meta.rooms[like.room]
                        ? `${meta.rooms[like.room]} · `
                        : ''}
                      {when(like)}
                    </span>
                  </span>
                  <HeartButton set={set} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
