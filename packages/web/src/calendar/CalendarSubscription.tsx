import type { EventMeta } from '@lineup/core';
import { useId, useState } from 'react';
import { useToken } from '../auth/session.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { copyText } from '../share/copyText.ts';
import { calendarMessages } from './messages.ts';
import { readFeed, requestFeed, revokeFeed } from './subscription.ts';

/**
 * The webcal link as a web address on this site's origin: some calendars (Google Calendar on
 * the web, Outlook.com) take only http(s) links.
 */
function httpsLink(webcal: string): string {
  try {
    const u = new URL(webcal.replace(/^webcal:/, 'https:'));
    return `${window.location.origin}${u.pathname}${u.search}`;
  } catch {
    return webcal;
  }
}

type Status = 'idle' | 'busy' | 'copied' | 'revoked' | 'failed' | 'unauthorized';

/** The signed-in fan's calendar subscription; a sign-in hint where sign-in exists. */
export function CalendarSubscription({ meta }: { meta: Pick<EventMeta, 'soundcloudClientID'> }) {
  const t = useMessages(calendarMessages);
  const token = useToken();
  if (!token) {
    if (!meta.soundcloudClientID) return null;
    return (
      <div className="plan__box">
        <h3>{t.title}</h3>
        <p className="hint">{t.signIn}</p>
      </div>
    );
  }
  return <Subscription key={token} token={token} />;
}

function Subscription({ token }: { token: string }) {
  const t = useMessages(calendarMessages);
  const inputId = useId();
  const httpsId = useId();
  const locale = useLocale();
  const [url, setUrl] = useState(() => readFeed(token));
  const [status, setStatus] = useState<Status>('idle');

  const get = async () => {
    setStatus('busy');
    const answer = await requestFeed(token, locale);
    if (typeof answer === 'string') {
      setStatus(answer);
      return;
    }
    setUrl(answer.url);
    setStatus('idle');
  };

  const revoke = async () => {
    setStatus('busy');
    const answer = await revokeFeed(token);
    if (answer !== 'ok') {
      setStatus(answer);
      return;
    }
    setUrl(null);
    setStatus('revoked');
  };

  const copy = async (text: string | null) => {
    if (text && (await copyText(text))) setStatus('copied');
  };
  const httpsUrl = url ? httpsLink(url) : null;

  const message = {
    idle: '',
    busy: t.busy,
    copied: t.copied,
    revoked: t.revoked,
    failed: t.failed,
    unauthorized: t.unauthorized,
  }[status];

  return (
    <div className="plan__box calendar-feed">
      <h3>{t.title}</h3>
      <p className="hint">{t.info}</p>
      {url ? (
        <>
          <a className="button button--primary" href={url}>
            <span aria-hidden="true">📅 </span>
            {t.open}
          </a>
          <label htmlFor={inputId} className="visually-hidden">
            {t.linkLabel}
          </label>
          <input
            id={inputId}
            className="plan__link"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <label htmlFor={httpsId} className="hint">
            {t.httpsLabel}
          </label>
          <input
            id={httpsId}
            className="plan__link"
            readOnly
            value={httpsUrl ?? ''}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="plan__tools">
            <button type="button" className="button" onClick={() => void copy(url)}>
              {t.copy}
            </button>
            <button type="button" className="button" onClick={() => void copy(httpsUrl)}>
              {t.copyHttps}
            </button>
            <button
              type="button"
              className="button"
              disabled={status === 'busy'}
              onClick={() => void get()}
            >
              {t.rotate}
            </button>
            <button
              type="button"
              className="button"
              disabled={status === 'busy'}
              onClick={() => void revoke()}
            >
              {t.revoke}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={status === 'busy'}
          onClick={() => void get()}
        >
          {t.get}
        </button>
      )}
      <p
        role="status"
        className={status === 'failed' || status === 'unauthorized' ? 'plan__note' : 'hint'}
      >
        {message}
      </p>
    </div>
  );
}
