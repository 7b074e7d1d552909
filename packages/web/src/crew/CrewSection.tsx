import { crewPlansOf, type LineupResponse, type LineupSet, removeFromCrew } from '@lineup/core';
import { useMemo, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { sharedPlanUrl } from '../shared-plan/sharePlanLink.ts';
import { AddFriendForm } from './AddFriendForm.tsx';
import { crewStyle } from './crewColours.ts';
import { crewMessages } from './crewMessages.ts';
import { getCrew, setCrew, useCrew } from './crewStore.ts';
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
  const counts = useMemo(() => {
    const byId = new Map<string, number>();
    for (const { friend, sets } of crewPlansOf(crew, lineup)) byId.set(friend.id, sets.length);
    return byId;
  }, [crew, lineup]);
  const myLink = sharedPlanUrl(window.location.origin, locale, lineup, mine);

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
            const count = counts.get(friend.id);
            return (
              <li key={friend.id} className="crew__friend" style={crewStyle(friend.colour)}>
                <span aria-hidden="true" className="crew-dot" />
                <span className="crew__who">
                  <span className="crew-name">{friend.name}</span>
                  <span className="crew__count">
                    {count === undefined ? t.noPlanHere : t.picks(count)}
                  </span>
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
