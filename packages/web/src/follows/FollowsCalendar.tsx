import { useState } from 'react';
import { useToken } from '../auth/session.ts';
import { useMessages } from '../i18n/locale.tsx';
import { copyText } from '../share/copyText.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson } from '../storage/safeStorage.ts';
import { calendarMessages } from './calendarMessages.ts';

// The private calendar link of the followed acts' sets (webcal://…/ical/acts/{secret}.ics):
// the server keeps only its hash, so the link is kept here (in the Your acts item, with the
// end of the token it belongs to) to show it again.

type Status = 'idle' | 'busy' | 'copied' | 'revoked' | 'failed';
const ownerOf = (token: string) => token.slice(-8);

function readLink(token: string): string | null {
  try {
    const item = JSON.parse(readString('local', LOCAL_KEYS.yourActs) ?? '{}') as {
      feed?: { url?: unknown; owner?: unknown };
    };
    return typeof item.feed?.url === 'string' && item.feed.owner === ownerOf(token)
      ? item.feed.url
      : null;
  } catch {
    return null;
  }
}

function keepLink(token: string, url: string | null): void {
  let item: Record<string, unknown> = {};
  try {
    item = JSON.parse(readString('local', LOCAL_KEYS.yourActs) ?? '{}') as Record<string, unknown>;
  } catch {
    // a broken item is written anew
  }
  const { feed: _old, ...rest } = item;
  writeJson(
    'local',
    LOCAL_KEYS.yourActs,
    url ? { ...rest, feed: { url, owner: ownerOf(token) } } : rest,
  );
}

async function post(path: string, token: string): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return res.ok ? ((await res.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** For a fan with an account or device link: the followed acts in their calendar app. */
export function FollowsCalendar() {
  const t = useMessages(calendarMessages);
  const token = useToken();
  if (!token) return <p className="hint">{t.needsAccount}</p>;
  return <Link key={token} token={token} />;
}

function Link({ token }: { token: string }) {
  const t = useMessages(calendarMessages);
  const [url, setUrl] = useState(() => readLink(token));
  const [status, setStatus] = useState<Status>('idle');
  const get = async () => {
    setStatus('busy');
    const answer = await post('/api/follows/calendar', token);
    if (typeof answer?.url !== 'string') return setStatus('failed');
    keepLink(token, answer.url);
    setUrl(answer.url);
    setStatus('idle');
  };
  const revoke = async () => {
    setStatus('busy');
    if (!(await post('/api/follows/calendar/revoke', token))) return setStatus('failed');
    keepLink(token, null);
    setUrl(null);
    setStatus('revoked');
  };
  const https = url ? url.replace(/^webcal:\/\/[^/]+/, window.location.origin) : '';
  const note = { idle: '', busy: t.busy, copied: t.copied, revoked: t.revoked, failed: t.failed }[
    status
  ];
  return (
    <div className="your-acts__calendar">
      <p className="hint">{t.info}</p>
      {url ? (
        <div className="your-acts__tools">
          <a className="button button--primary" href={url}>
            <span aria-hidden="true">📅 </span>
            {t.open}
          </a>
          <button
            type="button"
            className="button"
            onClick={() => void copyText(https).then((ok) => ok && setStatus('copied'))}
          >
            {t.copyHttps}
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
      ) : (
        <button
          type="button"
          className="button"
          disabled={status === 'busy'}
          onClick={() => void get()}
        >
          <span aria-hidden="true">📅 </span>
          {t.get}
        </button>
      )}
      <p role="status" className={status === 'failed' ? 'plan__note' : 'hint'}>
        {note}
      </p>
    </div>
  );
}
