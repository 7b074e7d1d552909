import {
  CLOCK_SEARCH_REFRESH_MS,
  crewPlanOf,
  decodeLivePlan,
  decodeSharedPlan,
  type LineupResponse,
  lineupBreakHour,
  resolveSharedPlan,
  type SharedPlan,
} from '@lineup/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { AddFriendForm } from '../crew/AddFriendForm.tsx';
import { crewMessages } from '../crew/crewMessages.ts';
import '../crew/crew.css';
import { getCrew } from '../crew/crewStore.ts';
import { fetchLivePlan } from '../crew/liveCrew.ts';
import { useLineup } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useNow } from '../kit/clock.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import { useLikes } from '../likes/useLikes.ts';
import NotOffline from '../offline/NotOffline.tsx';
import { planMessages } from '../plan/messages.ts';
import { planDay, timeRange } from '../plan/planFormat.ts';
import { sharedPlanMessages } from './messages.ts';
import '../plan/plan.css';

/**
 * /plan/{encoded}: a friend's liked sets of one event, read-only, with "like these too". A
 * snapshot link holds the sets; a live link (issue 33) is asked for the friend's current ones.
 */
export default function SharedPlanScreen({ encoded }: { encoded: string }) {
  const t = useMessages(sharedPlanMessages);
  const decoded = useMemo(() => decodeSharedPlan(encoded), [encoded]);
  const live = useMemo(() => decodeLivePlan(encoded), [encoded]);
  if (live) return <LivePlanLoader live={encoded.trim().toLowerCase()} />;
  if (!decoded) return <ErrorPage message={t.broken} />;
  return <SharedPlanLoader decoded={decoded} encoded={encoded} />;
}

type LiveState =
  | { kind: 'loading' }
  | { kind: 'stopped' }
  | { kind: 'offline' }
  | { kind: 'plan'; plan: string };

/** the copy of a live plan this browser keeps in its crew (for offline), if any */
function keptCopy(live: string): string | null {
  const eventId = decodeLivePlan(live)?.eventId ?? '';
  for (const friend of getCrew()) {
    const plan = crewPlanOf(friend, eventId);
    if (plan?.live === live && !plan.stopped) return plan.code;
  }
  return null;
}

function LivePlanLoader({ live }: { live: string }) {
  const t = useMessages(sharedPlanMessages);
  const [state, setState] = useState<LiveState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchLivePlan(live).then((answer) => {
      if (!current) return;
      if (answer?.kind === 'plan') setState({ kind: 'plan', plan: answer.code });
      else if (answer?.kind === 'stopped') setState({ kind: 'stopped' });
      else {
        const kept = keptCopy(live);
        setState(kept ? { kind: 'plan', plan: kept } : { kind: 'offline' });
      }
    });
    return () => {
      current = false;
    };
  }, [live]);
  if (state.kind === 'loading') return <Spinner />;
  if (state.kind === 'offline') return <NotOffline />;
  const decoded = state.kind === 'plan' ? decodeSharedPlan(state.plan) : null;
  if (state.kind !== 'plan' || !decoded) return <ErrorPage message={t.stoppedByFriend} />;
  return <SharedPlanLoader decoded={decoded} encoded={live} plan={state.plan} />;
}

function SharedPlanLoader({
  decoded,
  encoded,
  plan,
}: {
  decoded: SharedPlan;
  encoded: string;
  plan?: string;
}) {
  const query = useLineup(decoded.eventId);
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  // never loaded on this device and no network: say so instead of loading forever
  if (query.isPending && query.offline) return <NotOffline />;
  if (held) return <Spinner />;
  if (query.data)
    return <SharedPlanView lineup={query.data} decoded={decoded} encoded={encoded} plan={plan} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

function SharedPlanView({
  lineup,
  decoded,
  encoded,
  plan,
}: {
  lineup: LineupResponse;
  decoded: SharedPlan;
  /** the link's text, kept in the crew as it came */
  encoded: string;
  /** a live link's share text, as fetched */
  plan?: string | undefined;
}) {
  const tc = useMessages(crewMessages);
  const [inCrew, setInCrew] = useState(false);
  const t = useMessages(sharedPlanMessages);
  const tp = useMessages(planMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const now = useNow(CLOCK_SEARCH_REFRESH_MS);
  const { isLiked, toggle } = useLikes();
  const [added, setAdded] = useState<number | null>(null);
  const { meta } = lineup;
  const sets = useMemo(() => resolveSharedPlan(decoded, lineup), [decoded, lineup]);
  const notLiked = sets.filter((set) => !isLiked(set));

  const likeAll = () => {
    for (const set of notLiked) toggle(set);
    setAdded(notLiked.length);
  };

  let lastDay = '';
  return (
    <article className="page shared-plan">
      <h1 className="page__title">{t.title(meta.partyName)}</h1>
      <p className="plan__intro">{t.intro}</p>
      {sets.length === 0 ? (
        <p className="plan__empty">{t.none}</p>
      ) : (
        <ol className="plan__list" aria-label={t.title(meta.partyName)}>
          {sets.map((set) => {
            const day = planDay(
              set.start,
              meta.timeZone,
              now,
              locale,
              tp.today,
              lineupBreakHour(lineup),
            );
            const newDay = day.key !== lastDay;
            lastDay = day.key;
            const liked = isLiked(set);
            // the day is a heading row of its own, as in My plan: not glued to the first time
            return (
              <Fragment key={`${set.s}|${set.room}|${set.start}`}>
                {newDay && (
                  <li className="plan__day-row">
                    <h2 className="plan__day-heading">{day.label}</h2>
                  </li>
                )}
                <li className="plan__item">
                  <span className="plan__time">
                    <time dateTime={set.start}>{timeRange(set.start, set.end, meta.timeZone)}</time>
                  </span>
                  <span className="plan__text">
                    <span className="plan__dj">{set.djAndChange}</span>
                    <span className="plan__where">
                      {meta.rooms[set.room] ?? ''}
                      {liked && (
                        <>
                          {' · '}
                          <span aria-hidden="true">♥ </span>
                          {t.liked}
                        </>
                      )}
                    </span>
                  </span>
                </li>
              </Fragment>
            );
          })}
        </ol>
      )}
      <div className="plan__tools">
        {sets.length > 0 && (
          <button
            type="button"
            className="button button--primary"
            disabled={notLiked.length === 0}
            onClick={likeAll}
          >
            <span aria-hidden="true">♥ </span>
            {t.likeAll}
          </button>
        )}
        <Link href={paths.lineup(meta.id)} className="button">
          {t.openLineup}
        </Link>
      </div>
      <p role="status" className="hint">
        {added !== null && added > 0
          ? t.added(added)
          : sets.length > 0 && notLiked.length === 0
            ? t.allLiked
            : ''}
      </p>
      {sets.length > 0 && (
        <section className="crew" aria-labelledby="crew-add-heading">
          <h2 id="crew-add-heading" className="crew__heading">
            {tc.addThisHeading}
          </h2>
          <p className="plan__intro">{tc.addThisIntro}</p>
          <AddFriendForm
            code={encoded}
            {...(plan ? { plan } : {})}
            onAdded={() => setInCrew(true)}
          />
          {inCrew && (
            <Link href={paths.myPlan(meta.id)} className="button">
              {tc.seeSideBySide}
            </Link>
          )}
        </section>
      )}
    </article>
  );
}
