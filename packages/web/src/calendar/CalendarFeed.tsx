import { useId } from 'react';
import { useToken } from '../auth/session.ts';
import type { FeedSource } from './subscription.ts';
import { type FeedStatus, useCalendarFeed } from './useCalendarFeed.ts';

/** the words every calendar link needs (each feed says them its own way) */
export interface FeedWords {
  title: string;
  info: string;
  get: string;
  open: string;
  copyHttps: string;
  revoke: string;
  busy: string;
  copied: string;
  revoked: string;
  failed: string;
  /** an expired sign-in; where a feed has no words for it, `failed` is said */
  unauthorized?: string;
}

/** the full form also shows both links in fields, copies the webcal one and makes a new one */
export interface FullFeedWords extends FeedWords {
  linkLabel: string;
  copy: string;
  httpsLabel: string;
  rotate: string;
}

type Props = {
  source: FeedSource;
  /** what a fan without an account or device link reads; null: nothing at all */
  signedOut: string | null;
} & (
  | { layout: 'full'; t: FullFeedWords }
  /** the buttons only, under a heading of the screen's own */
  | { layout: 'buttons'; t: FeedWords }
);

/** A fan's private calendar link (My plan's likes, the followed acts' sets). */
export function CalendarFeed(props: Props) {
  const token = useToken();
  if (token) return <Feed key={token} token={token} {...props} />;
  if (props.signedOut === null) return null;
  if (props.layout === 'buttons') return <p className="hint">{props.signedOut}</p>;
  return (
    <div className="plan__box">
      <h3>{props.t.title}</h3>
      <p className="hint">{props.signedOut}</p>
    </div>
  );
}

function Feed(props: Props & { token: string }) {
  const { t } = props;
  const feed = useCalendarFeed(props.source, props.token);
  const { url, status } = feed;
  const busy = status === 'busy';
  const get = (
    <button type="button" className="button" disabled={busy} onClick={() => void feed.get()}>
      {props.layout === 'buttons' && <span aria-hidden="true">📅 </span>}
      {t.get}
    </button>
  );
  const open = url && (
    <a className="button button--primary" href={url}>
      <span aria-hidden="true">📅 </span>
      {t.open}
    </a>
  );
  const copyHttps = (
    <button type="button" className="button" onClick={() => void feed.copy(feed.httpsUrl)}>
      {t.copyHttps}
    </button>
  );
  const revoke = (
    <button type="button" className="button" disabled={busy} onClick={() => void feed.revoke()}>
      {t.revoke}
    </button>
  );
  const note = <Note t={t} status={status} />;
  if (props.layout === 'buttons') {
    return (
      <div className="your-acts__calendar">
        <p className="hint">{t.info}</p>
        {url ? (
          <div className="your-acts__tools">
            {open}
            {copyHttps}
            {revoke}
          </div>
        ) : (
          get
        )}
        {note}
      </div>
    );
  }
  return (
    <div className="plan__box calendar-feed">
      <h3>{t.title}</h3>
      <p className="hint">{t.info}</p>
      {url ? (
        <>
          {open}
          <LinkField label={props.t.linkLabel} hidden value={url} />
          <LinkField label={props.t.httpsLabel} value={feed.httpsUrl ?? ''} />
          <div className="plan__tools">
            <button type="button" className="button" onClick={() => void feed.copy(url)}>
              {props.t.copy}
            </button>
            {copyHttps}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void feed.get()}
            >
              {props.t.rotate}
            </button>
            {revoke}
          </div>
        </>
      ) : (
        get
      )}
      {note}
    </div>
  );
}

function LinkField({ label, value, hidden }: { label: string; value: string; hidden?: boolean }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hidden ? 'visually-hidden' : 'hint'}>
        {label}
      </label>
      <input
        id={id}
        className="plan__link"
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
    </>
  );
}

function Note({ t, status }: { t: FeedWords; status: FeedStatus }) {
  const text = {
    idle: '',
    busy: t.busy,
    copied: t.copied,
    revoked: t.revoked,
    failed: t.failed,
    unauthorized: t.unauthorized ?? t.failed,
  }[status];
  const problem = status === 'failed' || status === 'unauthorized';
  return (
    <p role="status" className={problem ? 'plan__note' : 'hint'}>
      {text}
    </p>
  );
}
