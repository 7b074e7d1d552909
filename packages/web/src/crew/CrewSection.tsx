import {
  type CrewFriend,
  type CrewPlan,
  crewPlansOf,
  formatTime,
  type LineupResponse,
  type LineupSet,
  removeFromCrew,
} from '@lineup/core';
import { useMemo, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { livePlanUrl, useSharedPlan } from '../shared-plan/livePlanShare.ts';
import { sharedPlanUrl } from '../shared-plan/sharePlanLink.ts';
import { AddFriendForm } from './AddFriendForm.tsx';
import { crewStyle } from './crewColours.ts';
import { crewMessages } from './crewMessages.ts';
import { getCrew, setCrew, useCrew } from './crewStore.ts';
import { useStaleSince } from './liveCrew.ts';
import { QrCode } from './QrCode.tsx';
import './crew.css';

/** On My plan: the friends, adding one (link, QR scan), and my own plan as a QR code. */
export function CrewSection({
  lineup,
  mine,
}: {
  lineup: LineupResponse;
  /** the fan's sets of this event, for their QR code */
  mine: readonly LineupSet[];
}) {
  const t = useMessages(crewMessages);
  const locale = useLocale();
  const crew = useCrew();
  const [qr, setQr] = useState(false);
  const plans = useMemo(() => {
    const byId = new Map<string, { count: number; plan: CrewPlan }>();
    for (const { friend, sets, plan } of crewPlansOf(crew, lineup))
      byId.set(friend.id, { count: sets.length, plan });
    return byId;
  }, [crew, lineup]);
  const live = useSharedPlan(lineup.meta.id);
  const myLink = live
    ? livePlanUrl(window.location.origin, locale, live)
    : sharedPlanUrl(window.location.origin, locale, lineup, mine);

  return (
    <section className="crew" aria-labelledby="crew-heading">
      <h2 id="crew-heading" className="crew__heading">
        {t.heading}
      </h2>
      <p className="plan__intro">{t.intro}</p>
      {crew.length === 0 ? (
        <p className="plan__empty">{t.none}</p>
      ) : (
        <ul className="crew__list">
          {crew.map((friend) => {
            const held = plans.get(friend.id);
            return (
              <li key={friend.id} className="crew__friend" style={crewStyle(friend.colour)}>
                <span aria-hidden="true" className="crew-dot" />
                <span className="crew__who">
                  <span className="crew-name">{friend.name}</span>
                  <FriendPlanState friend={friend} held={held} timeZone={lineup.meta.timeZone} />
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={t.remove(friend.name)}
                  onClick={() => setCrew(removeFromCrew(getCrew(), friend.id))}
                >
                  {t.removeShort}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="plan__tools-heading">{t.addHeading}</h3>
      <AddFriendForm />
      {mine.length > 0 && (
        <>
          <button
            type="button"
            className="button"
            aria-expanded={qr}
            onClick={() => setQr((shown) => !shown)}
          >
            <span aria-hidden="true">▦ </span>
            {qr ? t.hideQr : t.showQr}
          </button>
          {qr && (
            <>
              <QrCode text={myLink} label={t.showQr} tooLong={t.qrTooLong} />
              <p className="hint">{t.qrHint}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** "3 sets here", "as of 21:40" when the copy may be out of date, or that they stopped. */
function FriendPlanState({
  friend,
  held,
  timeZone,
}: {
  friend: CrewFriend;
  held: { count: number; plan: CrewPlan } | undefined;
  timeZone: string;
}) {
  const t = useMessages(crewMessages);
  const stale = useStaleSince(held?.plan.live, held?.plan.checkedAt);
  if (!held) return <span className="crew__count">{t.noPlanHere}</span>;
  const { plan, count } = held;
  if (plan.stopped) {
    return (
      <span className="crew__count crew__count--stopped">{t.stoppedSharing(friend.name)}</span>
    );
  }
  if (plan.live && !plan.checkedAt) return <span className="crew__count">{t.notFetched}</span>;
  return (
    <span className="crew__count">
      {t.picks(count)}
      {stale && (
        <>
          {' · '}
          <span className="crew__as-of">{t.asOf(formatTime(stale.toISOString(), timeZone))}</span>
        </>
      )}
    </span>
  );
}
