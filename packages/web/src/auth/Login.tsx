import type { EventMeta, Locale } from '@lineup/core';
import { useEffect, useState } from 'react';
import { useLineup } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { getStoredFestival } from '../kit/festival.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { SESSION_KEYS } from '../storage/keys.ts';
import { writeString } from '../storage/safeStorage.ts';
import { loginState } from './callback.ts';
import { authMessages } from './messages.ts';
import { authorizeUrl, challengeOf, createVerifier, DEFAULT_AUTH_URL } from './pkce.ts';

/**
 * Builds the provider's authorization URL with PKCE and leaves for it (spec §2, §5). Without
 * a client id or redirect address in the event meta nothing happens and an error is logged.
 */
export async function startLogin(meta: EventMeta, locale: Locale = 'en'): Promise<string | null> {
  const clientId = meta.soundcloudClientID;
  const redirectUri = meta.soundcloudRedirectUri;
  if (!clientId || !redirectUri) {
    console.error('login: the event has no soundcloudClientID or soundcloudRedirectUri');
    return null;
  }
  const verifier = createVerifier();
  writeString('session', SESSION_KEYS.pkceCodeVerifier, verifier);
  // The server may name a stand-in provider (tests); the real one otherwise.
  const authUrl = (meta as { soundcloudAuthUrl?: string }).soundcloudAuthUrl || DEFAULT_AUTH_URL;
  return authorizeUrl({
    authUrl,
    clientId,
    redirectUri,
    challenge: await challengeOf(verifier),
    state: loginState(meta.prefix, locale),
  });
}

export default function Login() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  const { data, error } = useLineup(getStoredFestival() ?? undefined);
  const [unavailable, setUnavailable] = useState(false);
  const meta = data?.meta;
  useEffect(() => {
    if (!meta) return;
    let cancelled = false;
    startLogin(meta, locale).then((url) => {
      if (cancelled) return;
      if (url) window.location.assign(url);
      else setUnavailable(true);
    });
    return () => {
      cancelled = true;
    };
  }, [meta, locale]);
  if (unavailable || (error && !data)) {
    return <p className="page hint">{t.loginUnavailable}</p>;
  }
  return <Spinner label={t.redirecting} />;
}
