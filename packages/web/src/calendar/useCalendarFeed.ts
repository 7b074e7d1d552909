import { useState } from 'react';
import { useLocale } from '../i18n/locale.tsx';
import { copyText } from '../share/copyText.ts';
import { type FeedSource, readFeed, requestFeed, revokeFeed } from './subscription.ts';

export type FeedStatus = 'idle' | 'busy' | 'copied' | 'revoked' | 'failed' | 'unauthorized';

/**
 * The webcal link as a web address on this site's origin: some calendars (Google Calendar on
 * the web, Outlook.com) take only http(s) links.
 */
export function httpsLink(webcal: string): string {
  try {
    const u = new URL(webcal.replace(/^webcal:/, 'https:'));
    return `${window.location.origin}${u.pathname}${u.search}`;
  } catch {
    return webcal;
  }
}

/** One calendar link of the signed-in fan: shown again, made anew, copied, turned off. */
export function useCalendarFeed(source: FeedSource, token: string) {
  const locale = useLocale();
  const [url, setUrl] = useState(() => readFeed(source, token));
  const [status, setStatus] = useState<FeedStatus>('idle');

  const get = async () => {
    setStatus('busy');
    const answer = await requestFeed(source, token, locale);
    if (typeof answer === 'string') return setStatus(answer);
    setUrl(answer.url);
    setStatus('idle');
  };
  const revoke = async () => {
    setStatus('busy');
    const answer = await revokeFeed(source, token);
    if (answer !== 'ok') return setStatus(answer);
    setUrl(null);
    setStatus('revoked');
  };
  const copy = async (text: string | null) => {
    if (text && (await copyText(text))) setStatus('copied');
  };
  return { url, httpsUrl: url ? httpsLink(url) : null, status, get, revoke, copy };
}
