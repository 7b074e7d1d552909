import type { LineupResponse, LineupSet } from '@lineup/core';
import { useId, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { copyText } from '../share/copyText.ts';
import { sharedPlanMessages } from './messages.ts';
import { sharedPlanUrl } from './sharePlanLink.ts';

/**
 * Shares the plan through the phone's share sheet, else copies the link; the link stays
 * visible so it can also be copied by hand.
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
  const [shown, setShown] = useState<string | null>(null);

  const share = async () => {
    const url = sharedPlanUrl(window.location.origin, locale, lineup, sets);
    const title = t.shareTitle(lineup.meta.partyName);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // the fan closed the share sheet: nothing to do
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    await copyText(url);
    setShown(url);
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={sets.length === 0}
        onClick={() => void share()}
      >
        <span aria-hidden="true">🔗 </span>
        {t.share}
      </button>
      {shown && (
        <div className="plan__shared" role="status">
          <label htmlFor={inputId}>{t.copied}</label>
          <input
            id={inputId}
            className="plan__link"
            readOnly
            value={shown}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="hint">{t.private}</p>
        </div>
      )}
    </>
  );
}
