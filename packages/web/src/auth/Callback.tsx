import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { Spinner } from '../kit/Spinner.tsx';
import { localDayString } from '../likes/LikesSync.tsx';
import { syncLikesNow } from '../likes/useLikes.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { AuthFailure } from './AuthFailure.tsx';
import { callbackLocale, callbackPrefix, exchangeCode, MSG_UNEXPECTED } from './callback.ts';
import { authMessages } from './messages.ts';
import { setFollowing, setToken } from './session.ts';

// A code can be exchanged once: remember the attempt across re-mounts (React strict mode).
const attempts = new Map<string, Promise<void>>();

function signIn(search: string): Promise<void> {
  const key = search || '-';
  let attempt = attempts.get(key);
  if (!attempt) {
    const params = new URLSearchParams(search);
    const verifier = readString('session', SESSION_KEYS.pkceCodeVerifier);
    attempt = exchangeCode(params.get('code'), verifier, callbackPrefix(params.get('state'))).then(
      async (login) => {
        setToken(login.bunny_token);
        setFollowing(login.following);
        writeString('session', SESSION_KEYS.pkceCodeVerifier, null);
        // A new device receives its likes at once, not tomorrow (DESIGN §5): one send right
        // after sign-in, even with nothing liked here yet. If it fails, the next start retries.
        const synced = await syncLikesNow();
        writeString(
          'local',
          LOCAL_KEYS.lastLikesUpdate,
          synced ? localDayString(new Date()) : null,
        );
      },
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** /callback: spinner while the code is exchanged; on success back to the start page. */
export default function Callback() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  // The provider returns to /callback without a prefix: the fan reads what follows (a failure
  // too) in the language they signed in from, which the state carries.
  const search = window.location.search;
  const wanted = callbackLocale(new URLSearchParams(search).get('state'));
  const elsewhere = wanted !== null && wanted !== locale;
  useEffect(() => {
    if (elsewhere) return;
    let cancelled = false;
    signIn(window.location.search).then(
      () => {
        const state = new URLSearchParams(window.location.search).get('state');
        window.location.replace(localePath(callbackLocale(state) ?? locale, '/'));
      },
      (err: unknown) => {
        if (!cancelled)
          setError(err instanceof Error && err.message ? err.message : MSG_UNEXPECTED);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, elsewhere]);
  if (elsewhere) return <Redirect to={`${localePath(wanted, '/callback')}${search}`} replace />;
  if (error === null) return <Spinner label={t.signingIn} />;
  return <AuthFailure title={t.signInFailed} message={error} />;
}
