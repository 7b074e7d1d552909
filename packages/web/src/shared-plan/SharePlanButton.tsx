import type { LineupResponse, LineupSet } from '@lineup/core';
import { useId, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { copyText } from '../share/copyText.ts';
import { livePlanUrl, shareLivePlan, stopSharingPlan, useSharedPlan } from './livePlanShare.ts';
import { sharedPlanMessages } from './messages.ts';
import { sharedPlanUrl } from './sharePlanLink.ts';

type Shown = { url: string; live: boolean } | null;

/**
 * Shares the plan live (friends with the link see the current likes of this event) through
 * the phone's share sheet, else copies the link; the link stays visible so it can also be
 * copied by hand, with "Stop sharing" beside it. Without a connection the link is a snapshot
 * of the sets as they are now, and says so.
 */
export function SharePlanButton({
  lineup,
  sets,
}: {
  lineup: LineupResponse;
  sets: readonly LineupSet[];
}) {
  const t = useMessages(sharedPlanMessages);
  const locale = useLocale();
  const inputId = useId();
  const eventId = lineup.meta.id;
  const live = useSharedPlan(eventId);
  const [shown, setShown] = useState<Shown>(null);
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const liveUrl = live ? livePlanUrl(window.location.origin, locale, live) : null;
  const visible: Shown = liveUrl ? { url: liveUrl, live: true } : shown?.live ? null : shown;

  const share = async () => {
    setBusy(true);
    setStatus('');
    let next: NonNullable<Shown>;
    try {
      next = {
        url: livePlanUrl(window.location.origin, locale, await shareLivePlan(eventId)),
        live: true,
      };
    } catch {
      next = { url: sharedPlanUrl(window.location.origin, locale, lineup, sets), live: false };
    } finally {
      setBusy(false);
    }
    setShown(next);
    const title = t.shareTitle(lineup.meta.partyName);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: next.url });
        return;
      } catch (err) {
        // the fan closed the share sheet: nothing to do
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    await copyText(next.url);
  };

  const stop = async () => {
    setBusy(true);
    try {
      await stopSharingPlan(eventId);
      setShown(null);
      setStatus(t.stopped);
    } catch {
      setStatus(t.stopFailed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy || (sets.length === 0 && !live)}
        onClick={() => void share()}
      >
        <span aria-hidden="true">🔗 </span>
        {t.share}
      </button>
      {visible && (
        <div className="plan__shared" role="status">
          <label htmlFor={inputId}>{t.copied}</label>
          <input
            id={inputId}
            className="plan__link"
            readOnly
            value={visible.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="hint">{visible.live ? t.livePrivate : t.snapshotOnly}</p>
          {visible.live &&
            (asking ? (
              <p className="plan__ask">
                <span>{t.stopAsk}</span>{' '}
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void stop()}
                >
                  {t.stop}
                </button>{' '}
                <button type="button" className="button" onClick={() => setAsking(false)}>
                  {t.keep}
                </button>
              </p>
            ) : (
              <button type="button" className="button" onClick={() => setAsking(true)}>
                {t.stop}
              </button>
            ))}
        </div>
      )}
      {status && (
        <p className="hint plan__shared" role="status">
          {status}
        </p>
      )}
    </>
  );
}
