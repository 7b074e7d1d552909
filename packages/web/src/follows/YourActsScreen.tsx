import { type FollowEntry, type FollowedSet, formatTime, type LineupSet } from '@lineup/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CalendarFeed } from '../calendar/CalendarFeed.tsx';
import { followsFeed } from '../calendar/feeds.ts';
import { intlLocale, localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { HeartButton } from '../likes/HeartButton.tsx';
import { LikeEventContext, LikeZoneContext } from '../likes/likeZone.ts';
import { calendarMessages } from './calendarMessages.ts';
import { FollowButton } from './FollowButton.tsx';
import { isNewSet, setIdentity, type YourActsCopy } from './followsStore.ts';
import { SoundcloudFollows } from './SoundcloudFollows.tsx';
import { yourActsMessages } from './screenMessages.ts';
import { useFollows } from './useFollows.ts';
import './yourActs.css';

type Status = 'loading' | 'done' | 'failed';

/** a followed set as the heart and the likes list know sets */
function lineupSetOf(set: FollowedSet): LineupSet {
  return {
    dj: set.dj,
    room: set.room,
    start: set.start,
    end: set.end,
    meta: set.meta,
    s: '',
    djAndChange: set.dj,
    isMarkerSet: false,
    isItalic: false,
    partyName: set.partyName,
    title: `${set.dj} @ ${set.stage}`,
    beginningSchedule: set.beginningSchedule,
  };
}

interface ActGroup {
  follow: FollowEntry;
  sets: FollowedSet[];
}

/** acts with a set coming first (the nearest first), then those with none, by name */
export function groupByAct(follows: readonly FollowEntry[], copy: YourActsCopy | null): ActGroup[] {
  const groups = follows.map((follow) => ({
    follow,
    sets: (copy?.sets ?? []).filter((s) => s.act === follow.key),
  }));
  const first = (g: ActGroup) => (g.sets[0] ? Date.parse(g.sets[0].start) : Infinity);
  return groups.sort((a, b) => first(a) - first(b) || a.follow.name.localeCompare(b.follow.name));
}

/** /acts: every upcoming set of every followed act, across the server's events (issue 35). */
export default function YourActsScreen() {
  const t = useMessages(yourActsMessages);
  const tc = useMessages(calendarMessages);
  const locale = useLocale();
  const { state, acts, store } = useFollows();
  const [status, setStatus] = useState<Status>('loading');
  // the copy as it was when the screen opened: its "new" badges stay while the fan looks
  const [shown] = useState(() => store.getActs());

  useEffect(() => {
    let live = true;
    void store.sync().then((ok) => {
      if (!live) return;
      setStatus(ok ? 'done' : 'failed');
      // seen: next time only later additions are new
      if (ok) store.markSeen();
    });
    return () => {
      live = false;
    };
  }, [store]);

  const dateTime = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const badgeCopy = shown ?? acts;
  const groups = groupByAct(state.follows, acts);

  return (
    <div className="your-acts">
      <h1 className="your-acts__title">{t.title}</h1>
      <p className="your-acts__intro">{t.intro}</p>
      {acts && status !== 'loading' && (
        <p className="your-acts__age" role="status">
          {status === 'failed'
            ? typeof navigator !== 'undefined' && navigator.onLine === false
              ? t.offline(dateTime.format(new Date(acts.at)))
              : `${t.failed} ${t.updated(dateTime.format(new Date(acts.at)))}`
            : t.updated(dateTime.format(new Date(acts.at)))}
        </p>
      )}
      {!acts && status === 'failed' && state.follows.length > 0 && (
        <p className="your-acts__age" role="status">
          {t.failed}
        </p>
      )}
      <SoundcloudFollows />
      {state.follows.length === 0 ? (
        <p className="your-acts__empty">{t.empty}</p>
      ) : (
        <ul className="your-acts__acts">
          {groups.map(({ follow, sets }) => (
            <li key={follow.key} className="your-acts__act">
              <div className="your-acts__head">
                <h2 className="your-acts__name">{follow.name}</h2>
                <FollowButton name={follow.name} meta={[]} alone compact />
              </div>
              {sets.length === 0 ? (
                <p className="your-acts__none">
                  {!acts && status === 'loading' ? t.loading : t.nothingYet}
                </p>
              ) : (
                <ul className="your-acts__sets">
                  {sets.map((set) => (
                    <SetItem
                      key={setIdentity(set)}
                      set={set}
                      isNew={badgeCopy !== null && isNewSet(set, badgeCopy, state.follows)}
                      eventHref={localePath(locale, `/event/${encodeURIComponent(set.event)}`)}
                    />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.follows.length > 0 && (
        <section className="your-acts__section" aria-labelledby="your-acts-calendar">
          <h2 id="your-acts-calendar" className="your-acts__section-title">
            {tc.title}
          </h2>
          <CalendarFeed source={followsFeed} layout="buttons" t={tc} signedOut={tc.needsAccount} />
        </section>
      )}
    </div>
  );
}

function SetItem({
  set,
  isNew,
  eventHref,
}: {
  set: FollowedSet;
  isNew: boolean;
  eventHref: string;
}) {
  const t = useMessages(yourActsMessages);
  const locale = useLocale();
  const lineupSet = lineupSetOf(set);
  const nightLabel = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${set.night}T12:00:00Z`));
  const time = `${formatTime(set.start, set.timeZone)}–${formatTime(set.end, set.timeZone)}`;
  return (
    <li className="your-acts__set">
      <div className="your-acts__set-text">
        <Link className="your-acts__event" href={eventHref}>
          {set.partyName}
        </Link>
        {isNew && <span className="your-acts__new">{t.isNew}</span>}
        <span className="your-acts__when">
          {nightLabel} · {time} · {set.stage}
        </span>
        {set.dj.trim().toLowerCase() !== set.act && <span className="your-acts__dj">{set.dj}</span>}
      </div>
      <LikeZoneContext.Provider value={set.timeZone}>
        <LikeEventContext.Provider value={set.event}>
          <HeartButton set={lineupSet} />
        </LikeEventContext.Provider>
      </LikeZoneContext.Provider>
    </li>
  );
}
