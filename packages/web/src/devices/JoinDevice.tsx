import { useState } from 'react';
import { Link } from 'wouter';
import { useMessages } from '../i18n/locale.tsx';
import { getStoredFestival } from '../kit/festival.ts';
import { useLocalePaths } from '../kit/paths.ts';
import { DeviceLinkError, joinDeviceLink } from './deviceLink.ts';
import { deviceMessages } from './messages.ts';
import '../plan/plan.css';

const SECRET = /^#join=([A-Za-z0-9_-]{43})$/;

/** /devices#join={secret}: this device joins the fan's other device's likes, once asked to. */
export default function JoinDevice() {
  const t = useMessages(deviceMessages);
  const paths = useLocalePaths();
  // read once: the secret leaves the address bar after joining
  const [secret] = useState(() => SECRET.exec(window.location.hash)?.[1] ?? null);
  const [state, setState] = useState<'ready' | 'joining' | 'done' | 'broken' | 'full' | 'failed'>(
    secret ? 'ready' : 'broken',
  );
  const festival = getStoredFestival();

  const join = async () => {
    if (!secret) return;
    setState('joining');
    try {
      await joinDeviceLink(secret);
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setState('done');
    } catch (err) {
      const status = err instanceof DeviceLinkError ? err.status : 0;
      setState(status === 404 ? 'broken' : status === 409 ? 'full' : 'failed');
    }
  };

  return (
    <article className="page">
      <h1 className="page__title">{t.joinTitle}</h1>
      {(state === 'ready' || state === 'joining' || state === 'failed') && (
        <>
          <p className="plan__intro">{t.joinIntro}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'joining'}
            onClick={() => void join()}
          >
            {state === 'joining' ? t.joining : t.join}
          </button>
        </>
      )}
      <p role="status" className="hint">
        {state === 'done'
          ? t.done
          : state === 'broken'
            ? t.broken
            : state === 'full'
              ? t.full
              : state === 'failed'
                ? t.failed
                : ''}
      </p>
      {state === 'done' && (
        <Link href={festival ? paths.myPlan(festival) : paths.home()} className="button">
          {t.openPlan}
        </Link>
      )}
    </article>
  );
}
