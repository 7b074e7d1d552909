import { useEffect, useState } from 'react';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { useNavigateApp } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { AuthFailure } from './AuthFailure.tsx';
import { authMessages } from './messages.ts';
import { getToken, setFollowing, setToken } from './session.ts';

export const MSG_LOGOUT_UNEXPECTED = 'Unexpected error during logout.';

let inFlight: Promise<void> | null = null;

/** One POST /api/deleteUser (spec §4); success forgets the token. */
export function deleteUser(): Promise<void> {
  inFlight ??= (async () => {
    const token = getToken();
    if (token) {
      let res: Response;
      try {
        res = await fetch('/api/deleteUser', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ bunny_token: token }),
        });
      } catch {
        throw new Error(MSG_LOGOUT_UNEXPECTED);
      }
      if (!res.ok) throw new Error(`Server responded with ${res.status}`);
    }
    setToken(null);
    setFollowing([]);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** /logout: signs out, then goes to the start page; a failure shows its text. */
export default function Logout() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  const navigate = useNavigateApp();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    deleteUser().then(
      () => {
        if (!cancelled) navigate(localePath(locale, '/'), { replace: true });
      },
      (err: unknown) => {
        if (!cancelled) setError(err instanceof Error ? err.message : MSG_LOGOUT_UNEXPECTED);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, navigate]);
  if (error === null) return <Spinner label={t.signingOut} />;
  return <AuthFailure title={t.signOutFailed} message={error} />;
}
